/** Probability helpers and the bookmaker margin: fair probabilities in, odds ×1000 out. */

/** A probability mass function over consecutive integers starting at `off`. */
export interface Pmf {
  off: number;
  p: Float64Array;
  /** Lazily built tail sums: tail[i] = P(X ≥ off + i). */
  tail?: Float64Array;
}

export function pointMass(value: number): Pmf {
  return { off: value, p: Float64Array.of(1) };
}

export function shift(pmf: Pmf, by: number): Pmf {
  return pmf.tail ? { off: pmf.off + by, p: pmf.p, tail: pmf.tail } : { off: pmf.off + by, p: pmf.p };
}

export function poissonPmf(lambda: number, max = 12): Pmf {
  if (lambda <= 1e-9) return pointMass(0);
  const p = new Float64Array(max + 1);
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    p[k] = term;
    sum += term;
    term *= lambda / (k + 1);
  }
  for (let k = 0; k <= max; k++) p[k] = (p[k] as number) / sum;
  return { off: 0, p };
}

/** Normal N(mu, sd²) discretised to non-negative integers (continuity-corrected), ±5 sd. */
export function discreteNormal(mu: number, sd: number): Pmf {
  if (sd < 0.05) return pointMass(Math.max(0, Math.round(mu)));
  const lo = Math.max(0, Math.floor(mu - 5 * sd));
  const hi = Math.max(lo, Math.ceil(mu + 5 * sd));
  const p = new Float64Array(hi - lo + 1);
  let sum = 0;
  for (let k = lo; k <= hi; k++) {
    const v = normalCdf((k + 0.5 - mu) / sd) - (k === 0 ? 0 : normalCdf((k - 0.5 - mu) / sd));
    p[k - lo] = v;
    sum += v;
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / sum;
  return { off: lo, p };
}

/** Distribution of a + b (independent). */
export function addPmf(a: Pmf, b: Pmf): Pmf {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa < 1e-12) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] = (p[i + j] as number) + pa * (b.p[j] as number);
  }
  return { off: a.off + b.off, p };
}

/** Distribution of a - b (independent). */
export function diffPmf(a: Pmf, b: Pmf): Pmf {
  const nb = b.p.length;
  const p = new Float64Array(a.p.length + nb - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa < 1e-12) continue;
    for (let j = 0; j < nb; j++) p[i + nb - 1 - j] = (p[i + nb - 1 - j] as number) + pa * (b.p[j] as number);
  }
  return { off: a.off - (b.off + nb - 1), p };
}

/** The mixture Σ wᵢ·pmfᵢ (weights summing to 1): a value drawn from pmfᵢ with probability wᵢ. */
export function mixPmf(parts: readonly (readonly [number, Pmf])[]): Pmf {
  const used = parts.filter(([w]) => w > 0);
  if (used.length === 0) return pointMass(0);
  const off = Math.min(...used.map(([, pmf]) => pmf.off));
  const end = Math.max(...used.map(([, pmf]) => pmf.off + pmf.p.length));
  const p = new Float64Array(end - off);
  for (const [w, pmf] of used)
    for (let i = 0; i < pmf.p.length; i++)
      p[pmf.off - off + i] = (p[pmf.off - off + i] as number) + w * (pmf.p[i] as number);
  return { off, p };
}

/** P(X > x). */
export function probAbove(pmf: Pmf, x: number): number {
  let tail = pmf.tail;
  if (!tail) {
    tail = new Float64Array(pmf.p.length + 1);
    for (let i = pmf.p.length - 1; i >= 0; i--) tail[i] = (tail[i + 1] as number) + (pmf.p[i] as number);
    pmf.tail = tail;
  }
  const i = Math.floor(x) + 1 - pmf.off;
  if (i <= 0) return Math.min(1, tail[0] as number);
  if (i >= tail.length) return 0;
  return Math.min(1, Math.max(0, tail[i] as number));
}

export function probEqual(pmf: Pmf, x: number): number {
  const i = x - pmf.off;
  return Number.isInteger(i) && i >= 0 && i < pmf.p.length ? (pmf.p[i] as number) : 0;
}

export function mean(pmf: Pmf): number {
  let s = 0;
  for (let i = 0; i < pmf.p.length; i++) s += (pmf.off + i) * (pmf.p[i] as number);
  return s;
}

export function normalCdf(z: number): number {
  // Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7, plenty for prices.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/**
 * Two-way probability of a handicap or total line that may push (integer line) or be split
 * (quarter line): returns the fair probability of the first side once pushes are refunded.
 * `winProb(l)` and `loseProb(l)` give P(side wins / loses) on a plain line l.
 */
export function splitLineProb(
  line: number,
  winProb: (l: number) => number,
  loseProb: (l: number) => number,
): number {
  const quarter = Math.abs((line * 4) % 2) === 1;
  const lines = quarter ? [line - 0.25, line + 0.25] : [line];
  let win = 0;
  let lose = 0;
  for (const l of lines) {
    win += winProb(l) / lines.length;
    lose += loseProb(l) / lines.length;
  }
  return win + lose <= 0 ? 0.5 : win / (win + lose);
}

export const MIN_ODDS = 1010;
export const MAX_ODDS = 251_000;
export const OVERROUND_MIN = 1.03;
export const OVERROUND_MAX = 1.08;

/** Σ 1/decimal odds over a market's outcomes. */
export function overround(odds: readonly number[]): number {
  let s = 0;
  for (const o of odds) s += 1000 / o;
  return s;
}

/**
 * Turns fair probabilities into odds ×1000 (multiples of 10, ≥ 1010) whose overround is `margin`
 * give or take rounding. Outcomes near certainty are pinned at 1.01 and the rest of the margin goes
 * to the others, so a market stays inside 103–108 % even when it is all but decided.
 */
export function priceOutcomes(probs: readonly number[], margin: number, winners = 1): number[] {
  const n = probs.length;
  const total = probs.reduce((a, b) => a + Math.max(0, b), 0);
  // Books where k outcomes win together (double chance) are priced as k times a one-winner book.
  const p = probs.map((x) => (total > 0 ? (Math.max(0, x) * winners) / total : winners / n));
  const book = margin * winners;
  const hi = 1000 / MIN_ODDS;
  const lo = 1000 / MAX_ODDS;
  const q = p.map((x) => x * margin);
  const fixed = new Array<boolean>(n).fill(false);
  for (let iter = 0; iter < 8; iter++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      const v = q[i] as number;
      if (v > hi) {
        q[i] = hi;
        fixed[i] = true;
        changed = true;
      } else if (v < lo) {
        q[i] = lo;
        fixed[i] = true;
        changed = true;
      }
    }
    let fixedSum = 0;
    let freeSum = 0;
    let freeCount = 0;
    for (let i = 0; i < n; i++) {
      if (fixed[i]) fixedSum += q[i] as number;
      else {
        freeSum += q[i] as number;
        freeCount++;
      }
    }
    const target = book - fixedSum;
    if (freeCount === 0) break;
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      q[i] = freeSum > 1e-12 ? ((q[i] as number) * target) / freeSum : target / freeCount;
    }
    if (!changed) break;
  }
  // Whatever could not be placed (every outcome pinned) goes to the longest prices.
  let sum = q.reduce((a, b) => a + b, 0);
  if (sum < OVERROUND_MIN * winners) {
    const longs = q.map((v, i) => [v, i] as const).filter(([v]) => v < hi);
    const add = (book - sum) / Math.max(1, longs.length);
    for (const [, i] of longs) q[i] = (q[i] as number) + add;
    sum = book;
  }
  const odds = q.map((v) => toOdds1000(1 / v));
  // Rounding can push a short-priced market a hair outside the band; nudge the longest price.
  for (let guard = 0; guard < 50; guard++) {
    const r = overround(odds) / winners;
    if (r >= OVERROUND_MIN && r <= OVERROUND_MAX) break;
    let k = 0;
    for (let i = 1; i < n; i++) if ((odds[i] as number) > (odds[k] as number)) k = i;
    const o = odds[k] as number;
    odds[k] = r < OVERROUND_MIN ? Math.max(MIN_ODDS, o - 10) : Math.min(MAX_ODDS, o + 10);
  }
  return odds;
}

/** Decimal odds → ×1000 integer rounded to 2 decimals, within [1.01, 251]. */
export function toOdds1000(decimal: number): number {
  if (!Number.isFinite(decimal)) return MAX_ODDS;
  const v = Math.round(decimal * 100) * 10;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, v));
}
