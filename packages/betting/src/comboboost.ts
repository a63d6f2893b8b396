import { type EventConditions, type EventIds, fitsEvents } from './events';

/**
 * Comboboost (SPEC §3 'Comboboost', §4 slip bonus fields): a combo's odds are raised by the range
 * its number of qualifying selections falls in. A selection qualifies when its odds reach the
 * campaign's minimum and its event fits the campaign's event conditions. The slip shows the active
 * range and what one more qualifying selection would give; placement and settlement use the same
 * answer (the server judges the event ids the slip does not know).
 */

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
