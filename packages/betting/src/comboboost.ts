import { type EventConditions, type EventIds, fitsEvents } from './events';
import type { SelectionResult, Settlement } from './settlement';
import { type Minor, minor, ODDS_SCALE, ODDS_SCALE_N } from './units';

/**
 * Comboboost (SPEC §3 'Comboboost', §4 slip bonus fields): a combo's odds are raised by the range
 * its number of qualifying selections falls in. A selection qualifies when its odds reach the
 * campaign's minimum and its event fits the campaign's event conditions. The slip shows the active
 * range and what one more qualifying selection would give; placement and settlement use the same
 * answer (the server judges the event ids the slip does not know).
 */

/** Why a comboboost does not go with a bet (message keys under error.bonus). */
export const COMBOBOOST_KEYS = {
  unavailable: 'error.bonus.comboboost_unavailable',
  betType: 'error.bonus.comboboost_bet_type',
  selections: 'error.bonus.comboboost_selections',
  used: 'error.bonus.comboboost_used',
} as const;

/** One range of a comboboost: from min_count to max_count qualifying selections, odds ×1000 on top. */
export interface ComboboostRange {
  readonly min_count: number;
  readonly max_count: number;
  readonly bonus_odds: number;
}

export interface ComboboostRules {
  /** Minimum odds ×1000 of a qualifying selection. */
  readonly min_odds: number;
  readonly ranges: readonly ComboboostRange[];
  readonly events?: EventConditions;
}

/** A selection as the comboboost judges it. */
export interface ComboboostSelection extends EventIds {
  readonly id: string;
  readonly odds: number;
}

export interface ComboboostState {
  /** The ids of the selections that qualify (SPEC: suitableSelections). */
  readonly suitableSelections: readonly string[];
  readonly suitableCount: number;
  /** The index of the range the count falls in, or null (SPEC: activeRangeIndex). */
  readonly activeRangeIndex: number | null;
  /** The active range's bonus odds ×1000, or null when none applies. */
  readonly bonusOdds: number | null;
  /** The next better range: how many more qualifying selections reach it, and its odds. */
  readonly next: { readonly needed: number; readonly bonusOdds: number } | null;
}

/** Whether one selection counts towards the comboboost. */
export function qualifiesForComboboost(rules: ComboboostRules, selection: ComboboostSelection): boolean {
  return selection.odds >= rules.min_odds && fitsEvents(rules.events, selection);
}

/** The comboboost a combo of these selections gets now, and the next one within reach. */
export function comboboostState(
  rules: ComboboostRules,
  selections: readonly ComboboostSelection[],
): ComboboostState {
  const suitableSelections = selections.filter((s) => qualifiesForComboboost(rules, s)).map((s) => s.id);
  const count = suitableSelections.length;
  const index = rules.ranges.findIndex((r) => count >= r.min_count && count <= r.max_count);
  const active = index === -1 ? null : (rules.ranges[index] ?? null);
  const better = rules.ranges
    .filter((r) => r.min_count > count && r.bonus_odds > (active?.bonus_odds ?? 0))
    .sort((a, b) => a.min_count - b.min_count)[0];
  return {
    suitableSelections,
    suitableCount: count,
    activeRangeIndex: active ? index : null,
    bonusOdds: active?.bonus_odds ?? null,
    next: better ? { needed: better.min_count - count, bonusOdds: better.bonus_odds } : null,
  };
}

/** The boost in percent bonus odds ×1000 add (1050 → 5, 1125 → 12.5), as the slip and bets say it. */
export const comboboostPercent = (bonusOdds: number): number => (bonusOdds - ODDS_SCALE) / 10;

/** The winnings a boost adds to a return: return × (bonus odds − 1), rounded down to a minor unit. */
export function comboboostExtra(payout: Minor, bonusOdds: number): Minor {
  if (bonusOdds <= ODDS_SCALE) return minor(0);
  return minor(Number((BigInt(payout) * BigInt(bonusOdds - ODDS_SCALE)) / ODDS_SCALE_N));
}

/**
 * The boost a settled combo earns: the range its qualifying selections that won (in full or half)
 * fall in — a void, refunded or half-lost selection drops out of the count as it drops out of the
 * combo's odds — and only when the bet won. Positions are the selections' indexes in the bet.
 */
export function comboboostAtSettlement(
  ranges: readonly ComboboostRange[],
  qualifying: readonly number[],
  results: readonly SelectionResult[],
  settlement: Settlement,
): { bonusOdds: number | null; extra: Minor } {
  const won = settlement.result === 'win_entire' || settlement.result === 'refund_half_win_other';
  const count = qualifying.filter((i) => results[i] === 'win' || results[i] === 'half_win').length;
  const range = won ? ranges.find((r) => count >= r.min_count && count <= r.max_count) : undefined;
  if (!range) return { bonusOdds: null, extra: minor(0) };
  return { bonusOdds: range.bonus_odds, extra: comboboostExtra(settlement.payout, range.bonus_odds) };
}
