import type { BetType } from './model';
import { applyRatio, binomial, elementarySymmetric, type ReturnRatio, singleRatio } from './potential-win';
import type { SystemType } from './system-types';
import { type Minor, minor, ODDS_SCALE, ODDS_SCALE_N, type Odds1000 } from './units';

/**
 * Settlement and cash out of a placed bet from the results of its selections. Same arithmetic as
 * `potential-win.ts`: the return per unit of stake is an exact BigInt ratio, money is rounded down
 * once, and a system's stake is split equally and exactly over its C(n,k) lines — so a bet whose
 * selections all win pays exactly the potential win it was placed with.
 */

/** How one outcome of a market resulted. Quarter lines give the half results. */
export type OutcomeResult = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose';

/** A bet selection's result: an outcome result, 'canceled' (void: odds 1.000) or still 'open'. */
export type SelectionResult = OutcomeResult | 'canceled' | 'open';

/** SPEC §4 'Bet results'. */
export type BetResult =
  | 'no_results'
  | 'canceled'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other'
  | 'cashed_out';

/** The results settlement decides; 'no_results' (not settled) and 'cashed_out' are the server's. */
export type SettledBetResult = Exclude<BetResult, 'no_results' | 'cashed_out'>;

export interface SettlementInput {
  readonly type: BetType;
  readonly stake: Minor;
  readonly selections: readonly { readonly odds: Odds1000; readonly result: SelectionResult }[];
  /** Only for type 'system'; totalCount must be the number of selections. */
  readonly system?: SystemType;
  /** Only for type 'custom_bet': the price of the whole bet builder. */
  readonly customOdds?: Odds1000;
}

export interface Settlement {
  readonly result: SettledBetResult;
  /** What the player gets back, stake included, rounded down to a minor unit. */
  readonly payout: Minor;
}

/**
 * What one selection returns per unit of stake, exactly; null while it is open.
 * win → odds; lose → 0; refund and canceled → 1; half_win → (odds + 1)/2 (half the stake wins at
 * the odds, half is refunded); half_lose → 1/2 (half lost, half refunded).
 */
export function selectionReturn(odds: Odds1000, result: SelectionResult): ReturnRatio | null {
  switch (result) {
    case 'win':
      return singleRatio(odds);
    case 'lose':
      return { num: 0n, den: 1n };
    case 'refund':
    case 'canceled':
      return { num: 1n, den: 1n };
    case 'half_win':
      return { num: BigInt(odds) + ODDS_SCALE_N, den: 2n * ODDS_SCALE_N };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'open':
      return null;
    default:
      return assertNever(result);
  }
}

/**
 * Settles a bet, or returns null while its outcome is still undecided.
 *
 * Payout: a single pays stake × its selection's return (see `selectionReturn`); a combo stake × the
 * product of the returns; a system k/n splits the stake equally over its C(n,k) lines and each line
 * pays its combo product. A custom bet is priced as a whole: every selection wins → stake ×
 * customOdds; any selection loses → lost; otherwise (a refund, canceled or half result with no loss)
 * the stake comes back with result 'canceled' — the bet builder's joint price cannot be split by
 * selection, and no bet-builder market has quarter lines.
 *
 * Decided early: a bet is lost as soon as every line holds a losing selection (a single or a combo
 * with one 'lose', a system k/n with more than n − k), whatever is still open. Otherwise any open
 * selection leaves it undecided.
 *
 * Result, from the exact return (not the rounded payout, so a tiny stake is not called lost):
 * - return 0 → 'lose_entire';
 * - every selection canceled → 'canceled'; every selection canceled or refunded → 'refund_entire';
 * - any selection half_lose → 'refund_half_lose_other'; else any half_win → 'refund_half_win_other';
 * - else → 'win_entire'.
 * A system is classified by its selections, not line by line: one that returns anything is a win
 * (or a half kind) even when some lines lost and the payout is below the stake — those lines did
 * win, and the payout carries the amount. So a 2/3 system with one loser is 'win_entire' paying one
 * line of three.
 *
 * Throws a RangeError for a bet that cannot exist: no selections, a single with several, a system
 * whose type does not fit its selections, a custom bet without its odds.
 */
export function settleBet(input: SettlementInput): Settlement | null {
  const { selections, stake } = input;
  if (input.type === 'custom_bet') return settleCustomBet(input);
  const perLine = selectionsPerLine(input.type, selections.length, input.system);
  const results = selections.map((s) => s.result);
  const losses = results.filter((r) => r === 'lose').length;
  if (losses > selections.length - perLine) return { result: 'lose_entire', payout: minor(0) };
  const returns: ReturnRatio[] = [];
  for (const s of selections) {
    const r = selectionReturn(s.odds, s.result);
    if (r === null) return null;
    returns.push(r);
  }
  // At most n − k losers leaves at least one line without a zero, so the return is positive.
  return { result: classify(results), payout: applyRatio(stake, linesRatio(returns, perLine)) };
}

function settleCustomBet(input: SettlementInput): Settlement | null {
  const { customOdds, selections, stake } = input;
  if (customOdds === undefined) throw new RangeError('a custom bet needs its custom odds');
  if (selections.length === 0) throw new RangeError('a bet needs at least one selection');
  if (selections.some((s) => s.result === 'lose')) return { result: 'lose_entire', payout: minor(0) };
  if (selections.some((s) => s.result === 'open')) return null;
  if (selections.every((s) => s.result === 'win')) {
    return { result: 'win_entire', payout: applyRatio(stake, singleRatio(customOdds)) };
  }
  return { result: 'canceled', payout: applyRatio(stake, { num: 1n, den: 1n }) };
}

function classify(results: readonly SelectionResult[]): SettledBetResult {
  if (results.every((r) => r === 'canceled')) return 'canceled';
  if (results.every((r) => r === 'canceled' || r === 'refund')) return 'refund_entire';
  if (results.includes('half_lose')) return 'refund_half_lose_other';
  if (results.includes('half_win')) return 'refund_half_win_other';
  return 'win_entire';
}

export interface CashoutInput {
  readonly type: BetType;
  readonly stake: Minor;
  readonly selections: readonly {
    readonly placedOdds: Odds1000;
    /** The selection's price now; null when its market is suspended or gone. */
    readonly currentOdds: Odds1000 | null;
    readonly result: SelectionResult;
  }[];
  readonly system?: SystemType;
  readonly customOdds?: Odds1000;
  /** The house's cut of the fair value, 0 ≤ margin < 1 (0.05 keeps 5 %); read to the millionth. */
  readonly margin: number;
}

/**
 * The cash-out value of a bet now: its expected payout at current prices, less the margin, rounded
 * down to a minor unit. An open selection placed at odds P and priced at C now wins with implied
 * probability 1/C, so it is worth P/C per unit; a settled selection is worth its `selectionReturn`.
 * Lines combine as in `settleBet` (a system's stake split equally over its lines):
 * value = floor(stake × Σ_lines Π worth / C(n,k) × (1 − margin)).
 *
 * Since current odds are at least 1.000 and margin ≥ 0, the value is never above the potential
 * payout (every open selection winning) and never below 0.
 *
 * Null when cash out is not available: a custom bet (its joint price has no per-selection odds), a
 * bet already lost, a bet with nothing open (it is being settled), or an open selection without a
 * current price.
 */
export function cashoutValue(input: CashoutInput): Minor | null {
  if (input.type === 'custom_bet') return null;
  const keep = keepPerMillion(input.margin);
  const { selections } = input;
  const perLine = selectionsPerLine(input.type, selections.length, input.system);
  const losses = selections.filter((s) => s.result === 'lose').length;
  if (losses > selections.length - perLine) return null;
  if (!selections.some((s) => s.result === 'open')) return null;
  const worth: ReturnRatio[] = [];
  for (const s of selections) {
    if (s.result !== 'open') {
      worth.push(selectionReturn(s.placedOdds, s.result) as ReturnRatio);
      continue;
    }
    if (s.currentOdds === null) return null;
    if (!Number.isSafeInteger(s.currentOdds) || s.currentOdds < ODDS_SCALE) {
      throw new RangeError(`current odds must be an integer ≥ ${ODDS_SCALE}, got ${s.currentOdds}`);
    }
    worth.push({ num: BigInt(s.placedOdds), den: BigInt(s.currentOdds) });
  }
  const fair = linesRatio(worth, perLine);
  return applyRatio(input.stake, { num: fair.num * keep, den: fair.den * MILLION });
}

const MILLION = 1_000_000n;

function keepPerMillion(margin: number): bigint {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) {
    throw new RangeError(`a cash-out margin must be in [0, 1), got ${margin}`);
  }
  // The margin is read to the millionth (0.05 → 50 000 ppm) so the rest of the sum stays exact.
  return MILLION - BigInt(Math.round(margin * 1_000_000));
}

/** Selections per line (k): 1 for a single, n for a combo, winCount for a system k/n. */
function selectionsPerLine(type: Exclude<BetType, 'custom_bet'>, n: number, system?: SystemType): number {
  if (n === 0) throw new RangeError('a bet needs at least one selection');
  switch (type) {
    case 'single':
      if (n !== 1) throw new RangeError(`a single has one selection, got ${n}`);
      return 1;
    case 'combo':
      return n;
    case 'system':
      if (
        system === undefined ||
        system.totalCount !== n ||
        !Number.isInteger(system.winCount) ||
        system.winCount < 1 ||
        system.winCount > n
      ) {
        throw new RangeError(`the system type does not fit a bet of ${n} selections`);
      }
      return system.winCount;
    default:
      return assertNever(type);
  }
}

/**
 * The average over all k-subsets (lines) of the product of their returns, exactly:
 * e_k(returns) / C(n,k). The returns are brought to one denominator L first, so that e_k runs on
 * integers: Π_{i∈S} xᵢ/L = Π xᵢ / L^k. For selections that all win this is `systemRatio` (L = 1000),
 * and for k = n `comboRatio`.
 */
function linesRatio(returns: readonly ReturnRatio[], k: number): ReturnRatio {
  const common = returns.reduce((l, r) => lcm(l, r.den), 1n);
  const scaled = returns.map((r) => r.num * (common / r.den));
  return {
    num: elementarySymmetric(scaled, k),
    den: common ** BigInt(k) * binomial(returns.length, k),
  };
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}
