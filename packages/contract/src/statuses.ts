// Zod-free statuses of the wire contract: the browser imports them through `@sportsbook/contract/light`,
// the schemas of `catalogue.ts` and `bets.ts` are built from them. The rules over them (open, finished,
// bettable) are in `@sportsbook/betting`.

/** SPEC §4 'Match status'. */
export const MatchStatus = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export type MatchStatus = (typeof MatchStatus)[keyof typeof MatchStatus];

/** Stopped, closed, finished and not covered count as finished (SPEC §4). */
export const FINISHED_STATUSES: readonly MatchStatus[] = [
  MatchStatus.stopped,
  MatchStatus.closed,
  MatchStatus.finished,
  MatchStatus.notCovered,
];

/** The statuses a match takes bets in: before it starts and while it is live. */
export const BETTABLE_STATUSES: readonly MatchStatus[] = [MatchStatus.prematch, MatchStatus.live];

/**
 * SPEC §4 'Market status': 1 allowed, -1 suspended, 0 not allowed (a market with 0 is dropped, so it
 * is never sent), and -2, -3, -4, which SPEC lists without names; they are named here as odds feeds
 * name them (the demo closes a finished match's markets with -3). Only allowed takes bets.
 */
export const MarketStatus = {
  allowed: 1,
  notAllowed: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MarketStatus)[keyof typeof MarketStatus];
export const MARKET_STATUS_MIN = MarketStatus.cancelled;
export const MARKET_STATUS_MAX = MarketStatus.allowed;

/** SPEC §4 'Bet status'. */
export const BET_STATUSES = [
  'submitted',
  'rejected',
  'cancelled',
  'waiting_results',
  'ready_to_process',
  'done',
  'cashed_out',
  'withdrawn',
  'cashout_in_progress',
] as const;

/** SPEC §4 'Bet results'. */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;

/** How one selection resulted: open until its market is resulted. */
export const SELECTION_STATUSES = [
  'open',
  'win',
  'lose',
  'refund',
  'half_win',
  'half_lose',
  'canceled',
] as const;

/** Settings `provider_statuses`: betting on a provider's selections is on or off. */
export const PROVIDER_STATUSES = ['active', 'inactive'] as const;
