import { z } from 'zod';
import { ZBetMeta, ZOdds, ZPlaceBet } from './bets';
import { ZBonusId, ZBonusType } from './bonus-conditions';

// SPEC §7 'POST /bonuses' with meta and bets: the bonuses that apply to the slip as it stands
// (SPEC §3 slip bonus fields, §4 'Ticket state' upcomingBonuses). The server judges them by the
// same rules placement applies (packages/betting), with the event ids the slip does not hold.

/** The slip as POST /v3/bets would send it; a stake may still be 0 while the player types. */
export const ZSlipBonusesRequest = z.object({
  meta: ZBetMeta.default({}),
  bets: z.array(ZPlaceBet).min(1).max(50),
});
export type TSlipBonusesRequest = z.infer<typeof ZSlipBonusesRequest>;

/**
 * One bonus for one bet of the slip. The SPEC's slip names are kept as they are (camelCase).
 * - suitableSelections: positions (in the bet) of the selections that meet the bonus's
 *   per-selection conditions (comboboost: minimum odds and events; freebet: match status, events);
 * - suitableCount: their number; completedCount: how many of them the bonus counts now (a
 *   comboboost up to its highest range; a freebet all of them when it fits the bet, else 0);
 * - activeRangeIndex: the comboboost range the count falls in, else null;
 * - disabled: the bonus cannot go with the bet as it stands; `problem` says why (a message key).
 */
export const ZSlipBonus = z.object({
  /** The bet's position in the request. */
  bet: z.number().int().nonnegative(),
  /** What the bet names as its bonus id: a freebet's bonus_id, a comboboost's campaign id. */
  bonusId: ZBonusId,
  bonusType: ZBonusType,
  name: z.string(),
  suitableSelections: z.array(z.number().int().nonnegative()),
  suitableCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
  activeRangeIndex: z.number().int().nonnegative().nullable(),
  disabled: z.boolean(),
  problem: z.string().nullable(),
  /** Comboboost: the active range's bonus odds ×1000, else null. */
  bonusOdds: ZOdds.nullable(),
  /** Comboboost: how many more qualifying selections reach a better range, and its odds. */
  next: z.object({ needed: z.number().int().positive(), bonusOdds: ZOdds }).nullable(),
  /** Freebet: its stake (no risk: the most it insures) in minor units, and currency. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type TSlipBonus = z.infer<typeof ZSlipBonus>;

export const ZSlipBonusesReply = z.object({ data: z.object({ upcomingBonuses: z.array(ZSlipBonus) }) });
export type TSlipBonusesReply = z.infer<typeof ZSlipBonusesReply>;
