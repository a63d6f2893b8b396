import { z } from 'zod';
import { ZBonusId, ZFreebetVariant } from './bonus-conditions';

// ---------------------------------------------------------------------------------------------
// Progress in the campaigns a player takes part in by betting (SPEC §3 'Amb freebet', 'Hunting,
// lootbox, hunting tournament', 'Tournament result row'; §4 'Lootboxes: active or inactive').
// Money is minor units of the campaign's currency.

/** What a lootbox held, once opened: a freebet (its bonus) or a boost of a combo's odds. */
export const ZLootboxReward = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('freebet'),
    variant: ZFreebetVariant,
    amount: z.number().int(),
    currency: z.string(),
    bonus_id: ZBonusId,
  }),
  z.object({ type: z.literal('boost'), odds: z.number().int(), bonus_id: ZBonusId }),
]);
export type TLootboxReward = z.infer<typeof ZLootboxReward>;

/** SPEC §4: a lootbox is active until opened, then inactive with its reward. */
export const ZLootbox = z.object({
  id: ZBonusId,
  campaign_id: ZBonusId,
  status: z.enum(['active', 'inactive']),
  earned_at: z.iso.datetime(),
  opened_at: z.iso.datetime().nullable(),
  reward: ZLootboxReward.nullable(),
});
export type TLootbox = z.infer<typeof ZLootbox>;

/**
 * The player's progress in a campaign of betting (absent on other kinds): counted bets and the
 * amb ranges reached, farmed points and what they convert to, a tournament's farmed amount and
 * pool, earned lootboxes.
 */
export const ZBonusProgress = z.object({
  /** Qualifying bets counted (SPEC 'progress count', 'bets count'). */
  progress_count: z.number().int(),
  /** Amb: bets the last range needs (SPEC 'possible progress count'). */
  possible_progress_count: z.number().int().nullable(),
  /** Sum of the counted stakes (a tournament's farmed amount). */
  farmed_amount: z.number().int(),
  avg_stake: z.number().int(),
  points: z.number().int(),
  /** Points not yet converted into a freebet. */
  available_points: z.number().int(),
  /** Points still missing for the next freebet (hunting). */
  potential_points: z.number().int().nullable(),
  /** The amount of the freebet the points convert to (hunting). */
  potential_freebet_amount: z.number().int().nullable(),
  /** Freebets this campaign issued to the player so far. */
  freebets_issued: z.number().int(),
  /** Tournament: the pool at the start and now. */
  initial_pool: z.number().int().nullable(),
  pool: z.number().int().nullable(),
  farmed_event_ids: z.array(z.number().int()),
  lootboxes: z.array(ZLootbox),
});
export type TBonusProgress = z.infer<typeof ZBonusProgress>;

/** SPEC §3 'Tournament result row'. */
export const ZTournamentRatingRow = z.object({
  position: z.number().int().min(1),
  current_user: z.boolean(),
  farmed_amount: z.number().int(),
  currency: z.string(),
  farmed_freebets_count: z.number().int(),
});
export type TTournamentRatingRow = z.infer<typeof ZTournamentRatingRow>;

/** SPEC §7 'GET /bonuses/tournaments/{id}/rating': the leaders, and the asking player's row after them when lower. */
export const ZTournamentRatingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZTournamentRatingReply = z.object({
  data: z.array(ZTournamentRatingRow),
  pool: z.number().int(),
  currency: z.string(),
});
export type TTournamentRatingReply = z.infer<typeof ZTournamentRatingReply>;

export const ZLootboxIdParams = z.object({ id: ZBonusId });
export const ZLootboxOpenReply = z.object({ data: ZLootbox });
export type TLootboxOpenReply = z.infer<typeof ZLootboxOpenReply>;

/** SPEC §7 'tournament_pool_changed' on the public channel: a tournament's pool moved. */
export const ZTournamentPoolChangedData = z.object({
  id: ZBonusId,
  pool: z.number().int(),
  currency: z.string(),
});
export type TTournamentPoolChangedData = z.infer<typeof ZTournamentPoolChangedData>;

/** Message keys of progress and lootbox refusals. */
export const BonusProgressErrorKey = {
  tournamentNotFound: 'error.bonus.tournament_not_found',
  lootboxNotFound: 'error.bonus.lootbox_not_found',
  lootboxUnavailable: 'error.bonus.lootbox_unavailable',
} as const;
