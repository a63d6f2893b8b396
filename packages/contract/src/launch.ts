import { z } from 'zod';

/** SPEC §7 'POST /{provider}/launch': which of the provider's applications (a stream, a game) to open. */
export const ZLaunchParams = z.object({ provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/) });
export const ZLaunchRequest = z.object({ app: z.string().trim().min(1).max(100) });
export type TLaunchRequest = z.infer<typeof ZLaunchRequest>;
/** Where the provider opens for this player: absolute, or a path on the API's origin. */
export const ZLaunchReply = z.object({ url: z.string() });
export type TLaunchReply = z.infer<typeof ZLaunchReply>;

export * from './launch-values';
