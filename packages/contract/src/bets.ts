import { z } from 'zod';
import { ZMatchStatus, ZProvider } from './catalogue';
import { zList } from './common';
import { isPushSubscriptionJson } from './engagement';
import { ZCurrencyCode, ZMinorAmount, ZTransactionAmount } from './platform';
import { ZOddsAcceptMode, ZOddsType } from './site-config';

export * from './bet-codes';

import { BET_LIST_RESULTS, BET_LIST_STATUSES } from './bet-codes';
import { BET_RESULTS, BET_STATUSES, SELECTION_STATUSES } from './statuses';

// ---------------------------------------------------------------------------------------------
// Bets (SPEC §3 'Bet', 'Bet selection', 'Bet serialisation'; §4 'Bet status', 'Bet results';
// §7 'Sportsbook API'), served under /api/sportsbook. Bets are versioned: /api/sportsbook/v3/bets.

/** A path or body id: the catalogue's integer ids. */
const ZId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Odds × 1000, above 1.000. */
export const ZOdds = z.number().int().min(1001).max(10_000_000);
const ZSpecifier = z.string().max(200);
const ZOutcomeId = z.string().min(1).max(100);

/** "{winCount}/{totalCount}", e.g. "2/3" (DESIGN 'Wire contract'). */
export const ZSystemId = z.string().regex(/^\d{1,2}\/\d{1,2}$/);

export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export const ZBetType = z.enum(BET_TYPES);

export const ZPlaceSelection = z.object({
  match_id: ZId,
  market_id: ZId,
  specifier: ZSpecifier,
  outcome_id: ZOutcomeId,
  /** The odds the player accepted. */
  odds: ZOdds,
});
export type TPlaceSelection = z.infer<typeof ZPlaceSelection>;

export const ZBetBonusRef = z.object({
  id: z.union([z.string().max(100), z.number().int()]),
  type: z.string().max(50),
  odds: ZOdds.optional(),
});

/** SPEC §3 'Bet serialisation for placing'. One bet per single of a multi-single, else one. */
export const ZPlaceBet = z.object({
  bonus: ZBetBonusRef.optional(),
  stake: z.object({ value: ZTransactionAmount, currency: ZCurrencyCode }),
  selections: z.array(ZPlaceSelection).min(1).max(100),
  system_id: ZSystemId.optional(),
  custom_odds: ZOdds.optional(),
});
export type TPlaceBet = z.infer<typeof ZPlaceBet>;

export const ZBetMeta = z.object({
  /** The device-id cookie (SPEC §3 'Tracking'). */
  device_id: z.string().max(100).optional(),
  /** True for a quick bet (SPEC §4 'Quick bet'). */
  quick: z.boolean().optional(),
  /** The slip's bet type: how the bets list was built (single covers multi-single). */
  type: ZBetType.optional(),
});

export const ZPlaceBetsRequest = z.object({
  meta: ZBetMeta.default({}),
  bets: z.array(ZPlaceBet).min(1).max(50),
});
export type TPlaceBetsRequest = z.infer<typeof ZPlaceBetsRequest>;

export const ZBetStatus = z.enum(BET_STATUSES);
export type TBetStatus = z.infer<typeof ZBetStatus>;

export const ZBetResult = z.enum(BET_RESULTS);
export type TBetResult = z.infer<typeof ZBetResult>;

export const ZSelectionStatus = z.enum(SELECTION_STATUSES);
export type TSelectionStatus = z.infer<typeof ZSelectionStatus>;

/** The match of a selection as the bet remembers it, with its current status and score. */
export const ZBetMatch = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  start_time: z.iso.datetime(),
  status: ZMatchStatus,
  sport_key: z.string(),
  tournament_name: z.string(),
  /** Final or current total score, "2:1"; null before start. */
  score: z.string().nullable(),
});

/** SPEC §3 'Bet selection'. */
export const ZBetSelection = z.object({
  id: z.string(),
  status: ZSelectionStatus,
  match: ZBetMatch,
  market_id: z.number().int(),
  market_name: z.string(),
  specifier: z.string(),
  outcome_id: z.string(),
  outcome_name: z.string(),
  /** Odds × 1000 at placement. */
  odds: z.number().int(),
  provider: ZProvider,
});
export type TBetSelection = z.infer<typeof ZBetSelection>;

const ZMoney = z.object({ value: ZMinorAmount, currency: z.string(), subunits: z.number().int() });

/** SPEC §3 'Bet'. Money is minor units of the stake's currency. */
export const ZBet = z.object({
  id: z.string(),
  type: ZBetType,
  /** Short human reference, e.g. "B-7K2Q9X". */
  ref: z.string(),
  status: ZBetStatus,
  stake: ZMoney,
  /** What was paid out (0 until settled; the cash-out amount for a cashed-out bet). */
  win_amount: ZMinorAmount,
  /** Total odds × 1000 at placement (for a system: the odds of the best case). */
  odds: z.number().int(),
  selections: z.array(ZBetSelection),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  result: ZBetResult,
  /** The cash-out value offered now in minor units; null when cash out is not available. */
  to_cashout: ZMinorAmount.nullable(),
  bonus: ZBetBonusRef.nullable(),
  system: z.object({ id: ZSystemId, win_count: z.number().int(), total_count: z.number().int() }).nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  potential_win_amount: ZMinorAmount,
  freebet_stake: ZMinorAmount.nullable(),
  custom_odds: z.number().int().nullable(),
  bonus_odds: z.number().int().nullable(),
  jackpots: z.array(z.object({ id: z.string() })),
});
export type TBet = z.infer<typeof ZBet>;

export const ZPlaceBetsReply = z.array(ZBet);

/** One bet's refusal in `data.errors_by_bet`, keyed by the bet's index in the request. */
export const ZBetError = z.object({
  code: z.number().int(),
  message: z.string(),
  localized_message: z.string(),
  /** The selections the refusal is about, with their current odds and state (101: update the slip). */
  selections: z
    .array(
      z.object({
        index: z.number().int(),
        match_id: z.number().int(),
        market_id: z.number().int(),
        specifier: z.string(),
        outcome_id: z.string(),
        /** Current odds × 1000; null when the outcome is gone. */
        odds: z.number().int().nullable(),
        active: z.boolean(),
      }),
    )
    .optional(),
});
export type TBetError = z.infer<typeof ZBetError>;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
export const ZBetsQuery = z.object({
  status: z.preprocess(emptyAsAbsent, z.enum(BET_LIST_STATUSES).default('all')),
  result: z.preprocess(emptyAsAbsent, z.enum(BET_LIST_RESULTS).default('all')),
  page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  limit: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(500).default(500)),
});
export type TBetsQuery = z.infer<typeof ZBetsQuery>;
/** GET /v3/bets: one page of the player's bets, newest first. */
export const ZBetsReply = zList(ZBet);

export const ZMaxStakeRequest = z.object({
  meta: ZBetMeta.default({}),
  bets: z.array(ZPlaceBet).min(1).max(1),
});
/** The largest stake in minor units of the bet's currency that the limits and the balance allow. */
export const ZMaxStakeReply = z.number().int().nonnegative();

export const ZCashoutRequest = z.object({
  bet_id: z.string().min(1).max(100),
  /** The cash-out value the player saw, minor units: refused when it no longer matches. */
  to_cashout: ZMinorAmount,
});

/** SPEC §3 'Settings' kept per player: GET and POST /settings. */
export const ZBetSettings = z.object({
  stakes: z.array(ZMinorAmount).length(4),
  auto_accept_odds_change: ZOddsAcceptMode,
  odds_type: ZOddsType,
  /**
   * SPEC §7's settings field, holding the JSON of the player's Web Push subscription (the standard
   * Push API stands in for OneSignal); null: no push.
   */
  one_signal_push_notification_subscription: z
    .string()
    .max(4000)
    .refine(isPushSubscriptionJson, 'error.validation.invalid_value')
    .nullable(),
});
export type TBetSettings = z.infer<typeof ZBetSettings>;
export const ZBetSettingsUpdate = ZBetSettings.partial();

/** SPEC §3 'Share payload'. */
export const ZSharedBet = z.object({
  stake: ZMinorAmount,
  currency: ZCurrencyCode,
  subunits: z.number().int().min(0).max(18),
  selections: z
    .array(ZPlaceSelection.omit({ odds: true }).extend({ odds: ZOdds.optional() }))
    .min(1)
    .max(100),
  bet_type: ZBetType,
  system_type: ZSystemId.nullable().optional(),
  custom_odds: ZOdds.nullable().optional(),
  freebet_stake: ZMinorAmount.nullable().optional(),
});
export type TSharedBet = z.infer<typeof ZSharedBet>;
export const ZShareCodeRequest = z.object({ bets: z.array(ZSharedBet).min(1).max(50) });
export const ZShareCodeReply = z.object({ code: z.string() });
export const ZShareCodeQuery = z.object({
  code: z
    .string()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/),
});

/** A shared selection as it is now: enough for the slip to hold it (null fields: no longer offered). */
export const ZRestoredSelection = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  match_urn_id: z.string(),
  match_slug: z.string(),
  match_status: ZMatchStatus,
  home: z.string().nullable(),
  away: z.string().nullable(),
  category_name: z.string(),
  sport_key: z.string(),
  provider: ZProvider,
  market_name: z.string(),
  outcome_name: z.string(),
  /** Current odds × 1000. */
  odds: z.number().int(),
  active: z.boolean(),
});
export type TRestoredSelection = z.infer<typeof ZRestoredSelection>;
export const ZShareCodeReplyBets = z.object({
  bets: z.array(ZSharedBet.omit({ selections: true }).extend({ selections: z.array(ZRestoredSelection) })),
});
export type TShareCodeReplyBets = z.infer<typeof ZShareCodeReplyBets>;

// Custom bets (bet builder): same-match selections priced together by the server.

export const ZCustomSelection = ZPlaceSelection.omit({ odds: true });
export const ZCustomBetRequest = z.object({
  meta: ZBetMeta.pick({ device_id: true }).default({}),
  selections: z.array(ZCustomSelection).min(1).max(20),
});
export type TCustomBetRequest = z.infer<typeof ZCustomBetRequest>;

/**
 * POST /bets/custom/calculate: whether the selections combine, their price, and which other
 * outcomes of the match can still be added (the bet builder greys out the rest).
 */
export const ZCustomCalculateReply = z.object({
  /** Odds × 1000 of the combination; null when it cannot be priced. */
  odds: z.number().int().nullable(),
  /** Message key when the combination is refused. */
  message: z.string().nullable(),
  /** `${market_id}|${specifier}|${outcome_id}` of outcomes that cannot join the current selections. */
  unavailable: z.array(z.string()),
});
export type TCustomCalculateReply = z.infer<typeof ZCustomCalculateReply>;
/** POST /bets/custom/odds: the price to place with (`custom_odds`). */
export const ZCustomOddsReply = z.object({ odds: z.number().int() });
export type TCustomOddsReply = z.infer<typeof ZCustomOddsReply>;
export const ZCustomMarketsParams = z.object({ matchId: z.coerce.number().int().positive() });
