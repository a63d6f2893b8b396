import { z } from 'zod';
import { ZBet } from './bets';
import { ZBonusId, ZBonusType } from './bonus-conditions';
import { ZTournamentPoolChangedData } from './bonus-progress';
import { ZMarket, ZMatch, ZMatchStatus, ZProvider } from './catalogue';
import type { TRealtimeEventType } from './channels';
import { ZNotification, ZNotificationCounters, ZPredictionChangedData } from './engagement';
import { ZBalanceChangedData } from './platform';

// ---------------------------------------------------------------------------------------------
// Channels (SPEC §7 'Real-time'; DESIGN 'Wire contract'). Namespaces are what an operator's
// Centrifugo is configured by: `public`, `match`, `player`.

export * from './channels';

// ---------------------------------------------------------------------------------------------
// Publications: every publication's data is `{type, data}` with `type` a SPEC §7 event name.
// A breaking change to a payload gets a new type, never a silent reshape (STYLE 10).

/**
 * What changed on a match: its id and only the fields that changed since the previous
 * publication (SPEC §4 'Live updates': clients keep what is absent).
 */
export const ZMatchChangedData = ZMatch.pick({
  status: true,
  stage: true,
  statistics: true,
  bettable: true,
  markets_count: true,
  top_markets_count: true,
})
  .partial()
  .extend({ id: z.number().int() });
export type TMatchChangedData = z.infer<typeof ZMatchChangedData>;

/** Names one market of a match: its type id with its specifier. */
export const ZMarketRef = z.object({ id: z.number().int(), specifier: z.string() });
export type TMarketRef = z.infer<typeof ZMarketRef>;

/**
 * Markets of a match that changed (whole market objects, new or updated) and those that are no
 * longer offered (status 0 is never sent: the client drops them).
 */
export const ZMarketsChangedData = z.object({
  match_id: z.number().int(),
  markets: z.array(ZMarket),
  removed: z.array(ZMarketRef),
  /**
   * `markets` is the match's whole list (on the public channel: all its main markets): the
   * publisher had no earlier list to tell what went, so anything a client holds that is not in it
   * is gone.
   */
  complete: z.boolean().optional(),
});
export type TMarketsChangedData = z.infer<typeof ZMarketsChangedData>;

/** A match moved between the statuses of SPEC §4 'Match status'. */
export const ZMatchStatusChangedData = z.object({
  id: z.number().int(),
  status: ZMatchStatus,
  previous_status: ZMatchStatus.nullable(),
});
export type TMatchStatusChangedData = z.infer<typeof ZMatchStatusChangedData>;

/** A provider became available or unavailable for betting (SPEC §4 'Ticket states'). */
export const ZProviderStatusChangedData = z.object({ provider: ZProvider, active: z.boolean() });
export type TProviderStatusChangedData = z.infer<typeof ZProviderStatusChangedData>;

/** A bet's cash-out value moved (null: cash out is not available now). */
export const ZBetCashoutChangedData = z.object({
  bet_id: z.string(),
  to_cashout: z.number().int().nonnegative().nullable(),
});
export type TBetCashoutChangedData = z.infer<typeof ZBetCashoutChangedData>;

/** SPEC §7 'bonus_issued' (id, type): the player was issued a bonus (`id` its bonus_id), with its name for the toast. */
export const ZBonusIssuedData = z.object({ id: ZBonusId, type: ZBonusType, name: z.string() });
export type TBonusIssuedData = z.infer<typeof ZBonusIssuedData>;

/** The data of each publication type; `satisfies` makes a name added to the list need a schema here. */
const REALTIME_EVENT_DATA = {
  match_changed: ZMatchChangedData,
  markets_changed: ZMarketsChangedData,
  match_status_changed: ZMatchStatusChangedData,
  provider_status_changed: ZProviderStatusChangedData,
  balance_changed: ZBalanceChangedData,
  bet_changed: ZBet,
  bet_cashout_changed: ZBetCashoutChangedData,
  bonus_issued: ZBonusIssuedData,
  unread_counters_changed: ZNotificationCounters,
  notification: ZNotification,
  prediction_changed: ZPredictionChangedData,
  tournament_pool_changed: ZTournamentPoolChangedData,
} satisfies Record<TRealtimeEventType, z.ZodType>;

const realtimeEventOf = <T extends TRealtimeEventType>(type: T) =>
  z.object({ type: z.literal(type), data: REALTIME_EVENT_DATA[type] });

export const ZRealtimeEvent = z.discriminatedUnion('type', [
  realtimeEventOf('match_changed'),
  realtimeEventOf('markets_changed'),
  realtimeEventOf('match_status_changed'),
  realtimeEventOf('provider_status_changed'),
  realtimeEventOf('balance_changed'),
  realtimeEventOf('bet_changed'),
  realtimeEventOf('bet_cashout_changed'),
  realtimeEventOf('bonus_issued'),
  realtimeEventOf('unread_counters_changed'),
  realtimeEventOf('notification'),
  realtimeEventOf('prediction_changed'),
  realtimeEventOf('tournament_pool_changed'),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

// ---------------------------------------------------------------------------------------------
// Token routes (SPEC §7 'Sportsbook API': POST /websocket/token, POST /websocket/authorize).

/** A connection token: a JWT (HS256) whose `sub` is the player id, empty for an anonymous visitor. */
export const ZWebsocketTokenReply = z.object({ token: z.string() });
export type TWebsocketTokenReply = z.infer<typeof ZWebsocketTokenReply>;

export const ZWebsocketAuthorizeRequest = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(100),
});
export type TWebsocketAuthorizeRequest = z.infer<typeof ZWebsocketAuthorizeRequest>;

/** One subscription token per requested channel, in the order asked. */
export const ZWebsocketAuthorizeReply = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});
export type TWebsocketAuthorizeReply = z.infer<typeof ZWebsocketAuthorizeReply>;

/** Message keys of the token routes' errors (codes 401 and 403 of ErrorCode). */
export const RealtimeErrorKey = {
  /** A subscription token needs a signed-in player. */
  unauthorized: 'error.realtime.unauthorized',
  /** A player asked for a token of a channel that is not their own private channel. */
  forbiddenChannel: 'error.realtime.channel_forbidden',
} as const;
