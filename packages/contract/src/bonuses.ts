import { z } from 'zod';
import {
  BONUS_KINDS,
  NOT_AVAILABLE_REASONS,
  ZBonusId,
  ZBonusKind,
  ZBonusStatus,
  ZBonusTimeFilter,
  ZBonusType,
  ZCampaignConditions,
  ZCampaignStatus,
} from './bonus-conditions';
import { ZBonusProgress } from './bonus-progress';
import { ZPage, ZQueryBool, zCsv, zLimit, zList, zQuery } from './common';
import { ZCountryCode } from './platform';
import { PROMO_CODE_PATTERN } from './promo-code';

export * from './bonus-conditions';

// ---------------------------------------------------------------------------------------------
// Bonuses on the wire: the operator API (`/api/admin/bonuses…`) and the player's lists (SPEC §7
// 'GET /bonuses', the per-kind lists, 'POST /bonuses/mark-as-seen') under /api/sportsbook.

export const ZCampaignIdParams = z.object({ id: ZBonusId });

/** Bonus list page size (SPEC §9: bonus lists 4). */
export const BONUS_LIST_LIMIT = 4;

/** A promo code as players type it (promo-code.ts), upper-cased. */
export const ZPromoCode = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN)
  .transform((code) => code.toUpperCase());

export const ZCampaign = z.object({
  id: ZBonusId,
  kind: ZBonusKind,
  name: z.string(),
  status: ZCampaignStatus,
  valid_from: z.iso.datetime(),
  valid_to: z.iso.datetime(),
  /** Countries whose players may take it; empty: every country. */
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  promo_code: z.string().nullable(),
  conditions: ZCampaignConditions,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** The campaign's kind is its conditions' `kind`. */
export const ZCreateCampaignRequest = z.object({
  /** Shown to players: printable text, no control characters. */
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}]+$/u),
  valid_from: z.iso.datetime({ offset: true }),
  valid_to: z.iso.datetime({ offset: true }),
  country_codes: z.array(ZCountryCode).max(250).default([]),
  only_verified: z.boolean().default(false),
  /** Required for a promo_code campaign, refused for the other kinds. */
  promo_code: ZPromoCode.optional(),
  conditions: ZCampaignConditions,
});
export type TCreateCampaignRequest = z.output<typeof ZCreateCampaignRequest>;

export const ZCampaignsQuery = z.object({
  page: ZPage,
  limit: zLimit(20),
  kind: zCsv(ZBonusKind),
  status: zCsv(ZCampaignStatus),
  time: zQuery(ZBonusTimeFilter),
});
export type TCampaignsQuery = z.output<typeof ZCampaignsQuery>;
export const ZCampaignsReply = zList(ZCampaign);

export const ZIssueBonusRequest = z.object({
  player_id: ZBonusId,
  /** When the issued bonus expires, if before the campaign's end. */
  expires_at: z.iso.datetime({ offset: true }).optional(),
  /** The operator's key of this issue: issuing again with it answers the bonus issued first. */
  reference: ZBonusId.optional(),
});
export type TIssueBonusRequest = z.output<typeof ZIssueBonusRequest>;

/** What the player holds of a campaign: stored state; the status the player sees is computed. */
export const ZIssuedBonus = z.object({
  id: ZBonusId,
  campaign_id: ZBonusId,
  player_id: ZBonusId,
  kind: ZBonusKind,
  /** issued (can be activated), active, overridden (replaced by another bonus). */
  state: z.enum(['issued', 'active', 'overridden']),
  /** Freebets: the freebet stake, minor units of `currency`. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  uses_left: z.number().int(),
  seen: z.boolean(),
  issued_at: z.iso.datetime(),
  activated_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type TIssuedBonus = z.infer<typeof ZIssuedBonus>;

/** The kinds a player lists (a promo-code campaign is redeemed by its code, never listed). */
export const PLAYER_BONUS_KINDS = BONUS_KINDS.filter((kind) => kind !== 'promo_code');

/**
 * A bonus as the player sees it: the campaign (`id`) with what the player was issued of it
 * (`bonus_id`, `issued`), and the status computed for this player now (SPEC §4).
 */
export const ZPlayerBonus = z.object({
  id: ZBonusId,
  bonus_id: ZBonusId.nullable(),
  type: ZBonusKind,
  bonus_type: ZBonusType,
  name: z.string(),
  status: ZBonusStatus,
  /** Why the bonus is not_available to the player; null otherwise. */
  not_available_reason: z.enum(NOT_AVAILABLE_REASONS).nullable(),
  time: ZBonusTimeFilter,
  valid_from: z.iso.datetime(),
  valid_to: z.iso.datetime(),
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  seen: z.boolean(),
  conditions: ZCampaignConditions,
  issued: z
    .object({
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      uses_left: z.number().int(),
      times_used: z.number().int(),
      issued_at: z.iso.datetime(),
      activated_at: z.iso.datetime().nullable(),
      expires_at: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** Campaigns of betting (amb, hunting, tournament, lootbox): the player's progress. */
  progress: ZBonusProgress.optional(),
});
export type TPlayerBonus = z.infer<typeof ZPlayerBonus>;

/** SPEC §7 'GET /bonuses': status, available, unseen, limit_per_type, type; and the time filter. */
export const ZBonusesQuery = z.object({
  status: zCsv(ZBonusStatus),
  available: ZQueryBool,
  unseen: ZQueryBool,
  limit_per_type: zQuery(z.coerce.number().int().min(1).max(500)),
  type: zCsv(ZBonusType),
  time: zQuery(ZBonusTimeFilter),
});
export type TBonusesQuery = z.output<typeof ZBonusesQuery>;
export const ZBonusesReply = z.object({ data: z.array(ZPlayerBonus) });

/** SPEC §7 per-kind lists: page, limit (default 4), status, available, active; and the time filter. */
export const ZBonusListQuery = z.object({
  page: ZPage,
  limit: zLimit(BONUS_LIST_LIMIT),
  status: zCsv(ZBonusStatus),
  available: ZQueryBool,
  active: ZQueryBool,
  time: zQuery(ZBonusTimeFilter),
});
export type TBonusListQuery = z.output<typeof ZBonusListQuery>;
export const ZBonusListReply = zList(ZPlayerBonus);

const ZSeenItem = z.object({ id: ZBonusId, type: ZBonusKind });
/** SPEC §5: the web sends only those not yet seen; the reply lists those this call changed. */
export const ZMarkAsSeenRequest = z.object({ bonuses: z.array(ZSeenItem).min(1).max(100) });
export const ZMarkAsSeenReply = z.object({ data: z.array(ZSeenItem) });

/** SPEC §7 'POST /bonuses/promo-code': the code as the player typed it. */
export const ZPromoCodeRequest = z.object({ code: ZPromoCode });
/** SPEC §3 'Promocode bonus': the bonus the code issued, its type and the campaign's name. */
export const ZPromoCodeReply = z.object({
  data: z.object({ bonus_id: ZBonusId, type: ZBonusType, name: z.string() }),
});
export type TPromoCodeReply = z.infer<typeof ZPromoCodeReply>;

/** SPEC §7 'POST /bonuses/{id}/activate': the player's bonus (`bonus_id`) becomes their active one. */
export const ZBonusActivateReply = z.object({ data: ZPlayerBonus });

/** Message keys of bonus refusals (every one is in each locale of apps/web/messages). */
export const BonusErrorKey = {
  campaignNotFound: 'error.bonus.campaign_not_found',
  playerNotFound: 'error.bonus.player_not_found',
  validRange: 'error.bonus.valid_range',
  rangesOverlap: 'error.bonus.ranges_overlap',
  selectionRange: 'error.bonus.selection_range',
  oddsRange: 'error.bonus.odds_range',
  currencyUnknown: 'error.bonus.currency_unknown',
  promoCodeRequired: 'error.bonus.promo_code_required',
  promoCodeNotAllowed: 'error.bonus.promo_code_not_allowed',
  promoCodeTaken: 'error.bonus.promo_code_taken',
  grantsUnknown: 'error.bonus.grants_unknown_campaign',
  campaignFinished: 'error.bonus.campaign_finished',
  notIssuable: 'error.bonus.not_issuable',
  prizesOverPool: 'error.bonus.prizes_over_pool',
  promoCodeUnknown: 'error.bonus.promo_code_unknown',
  bonusNotFound: 'error.bonus.not_found',
  notActivatable: 'error.bonus.not_activatable',
  promoCodeExpired: 'error.bonus.promo_code_expired',
  promoCodeUsed: 'error.bonus.promo_code_used',
  promoCodeExhausted: 'error.bonus.promo_code_exhausted',
  promoCodeNotForYou: 'error.bonus.promo_code_not_for_you',
} as const;
