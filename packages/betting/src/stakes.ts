import { type Minor, minor } from './units';

// NOTE: its own module (not validation.ts): the quick-bet control of a match page needs only this,
// and a page's bundle takes whole modules.

/** SPEC §5: the recommended stakes are always four values, padded with 0. */
export function recommendedStakes(stakes: readonly number[] | undefined): [Minor, Minor, Minor, Minor] {
  const at = (i: number): Minor => minor(stakes?.[i] ?? 0);
  return [at(0), at(1), at(2), at(3)];
}
