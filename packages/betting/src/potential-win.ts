import { type Minor, minor, ODDS_SCALE, ODDS_SCALE_N, type Odds1000 } from './units';

/**
 * Exact bet arithmetic. Every bet's return per unit of stake is a rational number `num/den` kept in
 * BigInt (a 16-fold combo of odds ×1000 has a product far beyond 2^53). Money is rounded exactly
 * once, at the end, down to a whole minor unit: the player is never paid more than the exact value,
 * and never a full minor unit less.
 */

/** Exact return per unit of stake: potential win = stake · num / den. */
export interface ReturnRatio {
  readonly num: bigint;
  readonly den: bigint;
}

/** A single: the stake times the odds. */
export function singleRatio(odds: Odds1000): ReturnRatio {
  return { num: BigInt(odds), den: ODDS_SCALE_N };
}

/** A combo (accumulator): the stake times the product of all its odds. */
export function comboRatio(odds: readonly Odds1000[]): ReturnRatio {
  let num = 1n;
  for (const o of odds) num *= BigInt(o);
  return { num, den: ODDS_SCALE_N ** BigInt(odds.length) };
}

/**
 * A system k/n: the stake entered is the total stake, split equally over the C(n,k) combinations;
 * each combination is a combo of k selections carrying stake/C(n,k). The split is kept exact (no
 * per-combination rounding), so the return per unit of stake is e_k(odds) / (C(n,k) · 1000^k), where
 * e_k is the elementary symmetric polynomial: the sum over all k-subsets of the product of their odds.
 */
export function systemRatio(odds: readonly Odds1000[], winCount: number): ReturnRatio {
  const n = odds.length;
  if (!Number.isInteger(winCount) || winCount < 1 || winCount > n) {
    throw new RangeError(`a system needs 1 ≤ winCount ≤ ${n} selections, got ${winCount}`);
  }
  const sum = elementarySymmetric(
    odds.map((o) => BigInt(o)),
    winCount,
  );
  return { num: sum, den: binomial(n, winCount) * ODDS_SCALE_N ** BigInt(winCount) };
}

/**
 * e_k(x₁…xₙ) by the usual dynamic programme: after taking x₁…xᵢ, e[j] holds the sum of products of
 * all j-subsets. O(n·k) multiplications instead of C(n,k)·k for the enumeration.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0 || k > values.length) return 0n;
  const e: bigint[] = Array.from({ length: k + 1 }, (_, j) => (j === 0 ? 1n : 0n));
  values.forEach((x, i) => {
    for (let j = Math.min(i + 1, k); j >= 1; j--) {
      e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * x;
    }
  });
  return e[k] ?? 0n;
}

/** C(n,k), exact. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/** Every k-subset of `items`, in lexicographic order of positions. C(16,8) = 12870 at most for a slip. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * stake · ratio, rounded down to a whole minor unit. A stake of 0 or less wins nothing. A result
 * beyond 2^53 − 1 minor units is capped there (still never more than the exact value).
 */
export function applyRatio(stake: Minor, ratio: ReturnRatio): Minor {
  if (stake <= 0 || ratio.den === 0n) return minor(0);
  return capToSafe((BigInt(stake) * ratio.num) / ratio.den);
}

/** Total odds ×1000 of a ratio, rounded down (shown odds never promise more than the bet pays). */
export function ratioToOdds(ratio: ReturnRatio): Odds1000 {
  if (ratio.den === 0n) return ODDS_SCALE as Odds1000;
  return capToSafe((ratio.num * ODDS_SCALE_N) / ratio.den) as number as Odds1000;
}

/** The potential win (stake included) of a single. */
export function singleWin(stake: Minor, odds: Odds1000): Minor {
  return applyRatio(stake, singleRatio(odds));
}

/** The potential win of a combo: stake × product of the odds, rounded down once. */
export function comboWin(stake: Minor, odds: readonly Odds1000[]): Minor {
  return applyRatio(stake, comboRatio(odds));
}

/** The potential win of a system winCount/n when every selection wins: stake/C(n,k) × e_k(odds). */
export function systemWin(stake: Minor, odds: readonly Odds1000[], winCount: number): Minor {
  return applyRatio(stake, systemRatio(odds, winCount));
}

/** Multi-single: one bet per selection, each rounded on its own (they are settled as separate bets). */
export function multiSingleWin(bets: readonly { readonly stake: Minor; readonly odds: Odds1000 }[]): Minor {
  let total = 0n;
  for (const bet of bets) total += BigInt(singleWin(bet.stake, bet.odds));
  return capToSafe(total);
}

/** Total odds of a combo, ×1000, rounded down. */
export function comboOdds(odds: readonly Odds1000[]): Odds1000 {
  return ratioToOdds(comboRatio(odds));
}

/**
 * Stake shown per combination of a system, rounded down to a minor unit. For display only: the
 * potential win uses the exact split (see `systemRatio`).
 */
export function systemStakePerCombination(stake: Minor, totalCount: number, winCount: number): Minor {
  const count = binomial(totalCount, winCount);
  if (stake <= 0 || count === 0n) return minor(0);
  return capToSafe(BigInt(stake) / count);
}

/**
 * The largest stake whose potential win does not exceed `potentialWin` (stake entered as potential
 * win): floor(potentialWin · den / num).
 */
export function stakeForPotentialWin(potentialWin: Minor, ratio: ReturnRatio): Minor {
  if (potentialWin <= 0 || ratio.num === 0n) return minor(0);
  return capToSafe((BigInt(potentialWin) * ratio.den) / ratio.num);
}

/**
 * A stake rescaled by old/new total odds, so that the potential win stays (at most) what the player
 * entered: floor(stake · old / new).
 */
export function rescaleStake(stake: Minor, oldRatio: ReturnRatio, newRatio: ReturnRatio): Minor {
  if (stake <= 0 || newRatio.num === 0n || oldRatio.den === 0n) return minor(0);
  return capToSafe((BigInt(stake) * oldRatio.num * newRatio.den) / (oldRatio.den * newRatio.num));
}

export function sameRatio(a: ReturnRatio, b: ReturnRatio): boolean {
  return a.num * b.den === b.num * a.den;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function capToSafe(value: bigint): Minor {
  return minor(Number(value > MAX_SAFE ? MAX_SAFE : value));
}
