import type { Pmf } from '../catalogue/odds';
import { Rng } from '../catalogue/rng';

/** Pairs of independent scores: exactly where they are few, else sampled on a rank-1 lattice. */

/** Scenarios less likely than this are left out: together they weigh far less than a price step. */
export const CUT = 1e-8;
/** Fibonacci lattice: N = F(18) points with generator F(17). */
const LATTICE_N = 2584;
const LATTICE_G = 1597;

/** The values of a distribution worth keeping, with their probabilities. */
export function support(pmf: Pmf): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < pmf.p.length; i++) {
    const p = pmf.p[i] as number;
    if (p > CUT) out.push([pmf.off + i, p]);
  }
  return out;
}

/** Every pair of independent values, exactly. */
export function exactPairs(x: Pmf, y: Pmf): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const [a, pa] of support(x))
    for (const [b, pb] of support(y)) if (pa * pb > CUT) out.push([a, b, pa * pb]);
  return out;
}

/** The smallest value whose cumulative probability reaches u. */
function quantile(values: Float64Array, cdf: Float64Array, u: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] as number) >= u) hi = mid;
    else lo = mid + 1;
  }
  return values[lo] as number;
}

function cumulative(pmf: Pmf): { values: Float64Array; cdf: Float64Array } {
  const values = new Float64Array(pmf.p.length);
  const cdf = new Float64Array(pmf.p.length);
  let sum = 0;
  for (let i = 0; i < pmf.p.length; i++) {
    sum += pmf.p[i] as number;
    values[i] = pmf.off + i;
    cdf[i] = sum;
  }
  // Rounding must not leave the top of the unit interval without a value.
  cdf[cdf.length - 1] = Number.POSITIVE_INFINITY;
  return { values, cdf };
}

/**
 * Pairs of independent values on a shifted rank-1 lattice: point i is (i/N, i·g/N mod 1) plus the
 * seed's shift, mapped through both quantile functions; equal pairs are merged.
 */
export function latticePairs(x: Pmf, y: Pmf, seed: number): [number, number, number][] {
  const rng = new Rng(seed);
  const dx = rng.next();
  const dy = rng.next();
  const cx = cumulative(x);
  const cy = cumulative(y);
  const merged = new Map<number, [number, number, number]>();
  for (let i = 0; i < LATTICE_N; i++) {
    const u = (i + dx) / LATTICE_N;
    const v = (((i * LATTICE_G) % LATTICE_N) + dy) / LATTICE_N;
    const a = quantile(cx.values, cx.cdf, u);
    const b = quantile(cy.values, cy.cdf, v);
    const key = a * 65_536 + b;
    const hit = merged.get(key);
    if (hit) hit[2] += 1 / LATTICE_N;
    else merged.set(key, [a, b, 1 / LATTICE_N]);
  }
  return [...merged.values()];
}
