import { z } from 'zod';
import { ZCurrencyCode, ZTransactionAmount } from './platform';

// ---------------------------------------------------------------------------------------------
// Bonus campaigns (SPEC §3 'Comboboost', 'Freebet', 'Hunting, lootbox, hunting tournament', 'Amb
// freebet', 'Promocode bonus'; §4 'Bonus statuses'). A campaign is data: its kind names the rules
// and its conditions, validated here per kind, parameterise them. Money is minor units, odds ×1000.

/** The kinds of campaign. A freebet's variant lives in its conditions. */
export const BONUS_KINDS = [
  'comboboost',
  'freebet',
  'amb_freebet',
  'hunting',
  'hunting_tournament',
  'lootbox',
  'promo_code',
] as const;
export const ZBonusKind = z.enum(BONUS_KINDS);
export type TBonusKind = z.infer<typeof ZBonusKind>;

/** SPEC §3 'Freebet': all win (stake is the freebet), only win (stake not returned), no risk. */
export const FREEBET_VARIANTS = ['all_win', 'only_win', 'no_risk'] as const;
export const ZFreebetVariant = z.enum(FREEBET_VARIANTS);
export type TFreebetVariant = z.infer<typeof ZFreebetVariant>;

/** SPEC §4: a campaign runs, is paused by the operator (its bonuses deactivated) or is ended for good. */
export const CAMPAIGN_STATUSES = ['active', 'paused', 'finished'] as const;
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;

/** SPEC §4 'Bonus statuses', as the player sees a bonus. */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export const ZBonusStatus = z.enum(BONUS_STATUSES);
export type TBonusStatus = z.infer<typeof ZBonusStatus>;

/** Why a bonus is not_available to the player: its country list, its verified-only rule, or not yet started. */
export const NOT_AVAILABLE_REASONS = ['country', 'verification', 'not_started'] as const;
export type TNotAvailableReason = (typeof NOT_AVAILABLE_REASONS)[number];

/** SPEC §4 'Time filter': campaigns over, running, or not started yet. */
export const BONUS_TIME_FILTERS = ['past', 'valid', 'upcoming'] as const;
export const ZBonusTimeFilter = z.enum(BONUS_TIME_FILTERS);
export type TBonusTimeFilter = z.infer<typeof ZBonusTimeFilter>;

/** SPEC §7 bonusType filter values: the kind, with a freebet's variant. */
export const BONUS_TYPES = [
  'comboboost',
  'freebet_all_win',
  'freebet_only_win',
  'freebet_no_risk',
  'amb_freebet',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export const ZBonusType = z.enum(BONUS_TYPES);
export type TBonusType = z.infer<typeof ZBonusType>;

/** Campaign, bonus and player ids: opaque, of letters, digits and `_ . : -` (UUIDs, `demo-…`). */
export const ZBonusId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/);

const ZOddsX1000 = z.number().int().min(1001).max(10_000_000);
const ZCount = z.number().int().min(1).max(100);
const ZPositiveAmount = ZTransactionAmount.min(1);
const ZIds = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(500);

/** Which selections qualify (SPEC §3 'event conditions'): empty or absent lists do not restrict. */
export const ZEventConditions = z.object({
  sport_ids: ZIds.optional(),
  category_ids: ZIds.optional(),
  tournament_ids: ZIds.optional(),
  match_ids: ZIds.optional(),
});

/** A freebet as a campaign hands it out (also the reward of amb, hunting and lootbox campaigns). */
export const ZFreebetGrant = z.object({
  variant: ZFreebetVariant,
  amount: ZPositiveAmount,
  currency: ZCurrencyCode,
});

const ZComboboostRange = z.object({
  min_count: z.number().int().min(2).max(100),
  max_count: z.number().int().min(2).max(100),
  /** Extra odds ×1000 applied on top of the combo's, e.g. 1050 = +5 %. */
  bonus_odds: ZOddsX1000,
});

/** Ranges ascend without overlapping (checked by the server: conditionProblems). */
export const ZComboboostConditions = z.object({
  kind: z.literal('comboboost'),
  /** Minimum odds of each qualifying selection. */
  min_odds: ZOddsX1000,
  uses_count: ZCount,
  events: ZEventConditions.optional(),
  ranges: z.array(ZComboboostRange).min(1).max(20),
});

/** min ≤ max of odds and of selections (checked by the server: conditionProblems). */
export const ZFreebetConditions = z.object({
  kind: z.literal('freebet'),
  ...ZFreebetGrant.shape,
  min_odds: ZOddsX1000.optional(),
  max_odds: ZOddsX1000.optional(),
  selections_from: ZCount.optional(),
  selections_to: ZCount.optional(),
  /** Which matches qualify: before the start, live, or both. */
  match_status: z.enum(['prematch', 'live', 'any']).default('any'),
  uses_count: ZCount,
  /** Boost ×1000 applied to the winnings, when the campaign boosts. */
  boost_multiplier: ZOddsX1000.optional(),
  events: ZEventConditions.optional(),
});

export const ZAmbFreebetConditions = z.object({
  kind: z.literal('amb_freebet'),
  /** Minimum stake of a qualifying bet, in the stake currency. */
  min_stake: ZPositiveAmount,
  currency: ZCurrencyCode,
  min_odds: ZOddsX1000.optional(),
  /** N qualifying bets give M freebets of the amount. */
  ranges: z
    .array(
      z.object({
        bets_count: ZCount,
        freebets_count: ZCount,
        amount: ZPositiveAmount,
      }),
    )
    .min(1)
    .max(20),
  freebet_variant: ZFreebetVariant,
  uses_count: ZCount,
});

const farming = {
  min_odds: ZOddsX1000.optional(),
  min_stake: ZPositiveAmount,
  currency: ZCurrencyCode,
  /** Points are farmed once per event even if several bets on it qualify. */
  farm_once_per_event: z.boolean(),
  events: ZEventConditions.optional(),
  uses_count: ZCount,
};

export const ZHuntingConditions = z.object({
  kind: z.literal('hunting'),
  ...farming,
  /** Points that convert into one freebet of the grant. */
  points_per_freebet: z.number().int().min(1).max(1_000_000),
  freebet: ZFreebetGrant,
});

export const ZHuntingTournamentConditions = z.object({
  kind: z.literal('hunting_tournament'),
  ...farming,
  /** The prize pool at the start, minor units of the currency. */
  initial_pool: ZTransactionAmount,
  /** Share of each counted stake the pool grows by (basis points; absent: the pool stays). */
  pool_share_bp: z.number().int().min(0).max(10_000).optional(),
  /** Share of the pool per final position (basis points, 10000 = the whole pool). */
  prizes_bp: z.array(z.number().int().min(1).max(10_000)).min(1).max(100),
});

export const ZLootboxConditions = z.object({
  kind: z.literal('lootbox'),
  min_odds: ZOddsX1000.optional(),
  min_stake: ZPositiveAmount,
  currency: ZCurrencyCode,
  /** Qualifying bets that earn one lootbox. */
  bets_per_lootbox: ZCount,
  /** What a box may hold, drawn with these weights. */
  rewards: z
    .array(
      z.object({
        weight: z.number().int().min(1).max(1_000_000),
        reward: z.discriminatedUnion('type', [
          z.object({ type: z.literal('freebet'), ...ZFreebetGrant.shape }),
          z.object({ type: z.literal('boost'), odds: ZOddsX1000 }),
        ]),
      }),
    )
    .min(1)
    .max(50),
  uses_count: ZCount,
});

export const ZPromoCodeConditions = z.object({
  kind: z.literal('promo_code'),
  /** The campaign whose bonus a redeemed code issues (not itself a promo-code campaign). */
  grants_campaign_id: ZBonusId,
  /** Redemptions across all players; absent: unlimited (each player redeems once). */
  max_redemptions: z.number().int().min(1).max(10_000_000).optional(),
});

/** A campaign's conditions: one shape per kind, told apart by `kind` (the campaign's own). */
export const ZCampaignConditions = z.discriminatedUnion('kind', [
  ZComboboostConditions,
  ZFreebetConditions,
  ZAmbFreebetConditions,
  ZHuntingConditions,
  ZHuntingTournamentConditions,
  ZLootboxConditions,
  ZPromoCodeConditions,
]);
export type TCampaignConditions = z.infer<typeof ZCampaignConditions>;
export type TCampaignConditionsInput = z.input<typeof ZCampaignConditions>;
