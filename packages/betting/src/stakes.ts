import { type Minor, minor } from './units';

// NOTE: its own module (not validation.ts): the quick-bet control of a match page needs only this,
// and a page's bundle takes whole modules.

/** SPEC §5: the recommended stakes are always four values, padded with 0. */
export function recommendedStakes(stakes: readonly number[] | undefined): [Minor, Minor, Minor, Minor] {
  const at = (i: number): Minor => minor(stakes?.[i] ?? 0);
  return [at(0), at(1), at(2), at(3)];
}

/**
 * The quick-stake chips of a currency: its row of the operator's per-currency table (settings
 * `stakes`, minor units of that currency), zeros left out. A currency without a row has no chips:
 * another currency's amounts would mean another sum.
 */
export function stakeChips(table: Readonly<Record<string, readonly number[]>>, currency: string): Minor[] {
  return recommendedStakes(table[currency]).filter((amount) => amount > 0);
}
