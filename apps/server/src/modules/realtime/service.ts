import { ErrorCode, parsePlayerChannel, RealtimeErrorKey } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { signToken } from './tokens';

/** Who is asking: a signed-in player's id, or null for an anonymous visitor. */
export interface Viewer {
  userId: string | null;
}

/**
 * Finds the viewer of a request. Until the accounts module exists every visitor is anonymous;
 * it passes its own function (reading the session) to plug players in.
 */
export type ViewerOf = (request: FastifyRequest) => Viewer | Promise<Viewer>;

export const anonymousViewer: ViewerOf = () => ({ userId: null });

/** Connection and subscription tokens live this long; centrifuge-js refreshes them before. */
export const TOKEN_TTL_SECONDS = 15 * 60;

/** Issues the JWTs the hub (or a Centrifugo with the same HMAC secret) accepts. */
export class RealtimeTokens {
  constructor(
    private readonly secret: string,
    private readonly clock: () => number = Date.now,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {}

  /** A connection token; `sub` is the player id, empty for an anonymous visitor. */
  connectionToken(viewer: Viewer): Promise<string> {
    return signToken(this.secret, {
      sub: viewer.userId ?? '',
      ttlSeconds: this.ttlSeconds,
      nowMs: this.clock(),
    });
  }

  /**
   * Subscription tokens for private channels: a player gets one only for their own player
   * channels (any language); anything else is refused as a whole.
   */
  async authorize(viewer: Viewer, channels: string[]): Promise<{ channel: string; token: string }[]> {
    const userId = viewer.userId;
    if (!userId) throw new AppError(401, ErrorCode.unauthorized, RealtimeErrorKey.unauthorized);
    const refused = channels.filter((channel) => parsePlayerChannel(channel)?.userId !== userId);
    if (refused.length > 0) {
      throw new AppError(
        403,
        ErrorCode.forbidden,
        RealtimeErrorKey.forbiddenChannel,
        refused.map((channel) => ({ path: `body.channels.${channels.indexOf(channel)}`, message: channel })),
      );
    }
    const nowMs = this.clock();
    return Promise.all(
      channels.map(async (channel) => ({
        channel,
        token: await signToken(this.secret, { sub: userId, channel, ttlSeconds: this.ttlSeconds, nowMs }),
      })),
    );
  }
}
