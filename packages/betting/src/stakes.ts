import { type Minor, minor } from './units';

// Its own module (not validation.ts): the quick-bet control of a match page needs only this,
// and a page's bundle takes whole modules.

/** SPEC §5: the recommended stakes are always four values, padded with 0. */
export function recommendedStakes(stakes: readonly number[] | undefined): [Minor, Minor, Minor, Minor] {
  const at = (i: number): Minor => minor(stakes?.[i] ?? 0);
  return [at(0), at(1), at(2), at(3)];
}

/**
 * The recommended stakes of a currency: its row of the operator's per-currency table (settings
 * `stakes`, minor units of that currency), padded with 0. A currency without a row falls back to
 * zeros, never to another currency's row: another currency's amounts would mean another sum.
 */
export function stakesFor(
  table: Readonly<Record<string, readonly number[]>>,
  currency: string,
): [Minor, Minor, Minor, Minor] {
  return recommendedStakes(Object.hasOwn(table, currency) ? table[currency] : undefined);
}

/** The quick-stake chips of a currency: its recommended stakes, zeros left out. */
export function stakeChips(table: Readonly<Record<string, readonly number[]>>, currency: string): Minor[] {
  return stakesFor(table, currency).filter((amount) => amount > 0);
}
