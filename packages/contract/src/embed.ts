import { z } from 'zod';
import {
  EMBED_FORMATS,
  EMBED_LISTENERS,
  EMBED_ODDS_FORMATS,
  EMBED_PROTOCOL_VERSION,
  EMBED_SEARCH_MAX,
  EMBED_SLIP_STATES,
  FRAME_MESSAGE_PREFIX,
  type TFrameMessage,
  type THostMessage,
} from './embed-messages';

// The embedding protocol as zod schemas (issue 25): the documented shape of every message both ways.
// Browsers read the same messages with the zod-free `readHostMessage` / `readFrameMessage` of
// embed-messages.ts; embed.test.ts holds both to one verdict.

const version = z.literal(EMBED_PROTOCOL_VERSION);
const currency = z.string().regex(EMBED_FORMATS.currency);
const path = z.string().regex(EMBED_FORMATS.path);
const empty = z.strictObject({});
const host = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.strictObject({ type: z.literal(type), version, payload });
const frame = <T extends string, P extends z.ZodType>(name: T, payload: P) =>
  z.strictObject({ type: z.literal(`${FRAME_MESSAGE_PREFIX}${name}` as const), version, payload });

export const ZHostMessage = z.discriminatedUnion('type', [
  host(
    'iframe_integration',
    z.strictObject({
      listeners: z.array(z.enum(EMBED_LISTENERS)).max(EMBED_LISTENERS.length),
      token: z.string().regex(EMBED_FORMATS.token).nullable(),
      currency: currency.optional(),
    }),
  ),
  host('change_locale', z.strictObject({ locale: z.string().regex(EMBED_FORMATS.locale) })),
  host('change_currency', z.strictObject({ currency })),
  host('apply_bet_code', z.strictObject({ code: z.string().regex(EMBED_FORMATS.code) })),
  host('open_bet_slip', empty),
  host('page_changed', z.strictObject({ path })),
  host('viewport', z.strictObject({ top: z.number(), height: z.number().nonnegative() })),
  host('odds_changed', z.strictObject({ odds_format: z.enum(EMBED_ODDS_FORMATS) })),
  host('search_modal', z.strictObject({ query: z.string().max(EMBED_SEARCH_MAX).optional() })),
]);

export const ZFrameMessage = z.discriminatedUnion('type', [
  frame('sign-in', empty),
  frame('sign-up', empty),
  frame('deposit', z.strictObject({ currency })),
  frame('page-loaded', z.strictObject({ path })),
  frame(
    'page-size-changed',
    z.strictObject({ width: z.number().nonnegative(), height: z.number().nonnegative() }),
  ),
  frame('balance-changed', z.strictObject({ currency, balance: z.int() })),
  frame(
    'bet-slip-state-changed',
    z.strictObject({
      selections: z.int().nonnegative(),
      bets: z.int().nonnegative(),
      state: z.enum(EMBED_SLIP_STATES),
    }),
  ),
  frame('top-event-clicked', z.strictObject({ match_id: z.int().positive() })),
  frame('notify-modal-triggered', z.strictObject({ modal: z.string().regex(EMBED_FORMATS.modal) })),
  frame(
    'initialized',
    z.strictObject({ locale: z.string().regex(EMBED_FORMATS.locale), currency, is_logged_in: z.boolean() }),
  ),
  frame('notify-currency-changed', z.strictObject({ currency })),
]);

/** A host message as zod reads it, or null for anything else (ignored, never thrown). */
export function parseHostMessage(data: unknown): THostMessage | null {
  const result = ZHostMessage.safeParse(data);
  return result.success ? (result.data as THostMessage) : null;
}

/** A frame message as zod reads it, or null for anything else. */
export function parseFrameMessage(data: unknown): TFrameMessage | null {
  const result = ZFrameMessage.safeParse(data);
  return result.success ? (result.data as TFrameMessage) : null;
}

export type TZHostMessage = z.infer<typeof ZHostMessage>;
export type TZFrameMessage = z.infer<typeof ZFrameMessage>;
