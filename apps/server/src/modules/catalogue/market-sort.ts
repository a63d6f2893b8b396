import type { TMarket } from '@sportsbook/contract';

/** Numeric values of a specifier ('hcp=-1.5' → [-1.5]; 'total=2.5|period=1' → [2.5, 1]); non-numbers are skipped. */
export function specifierValues(specifier: string): number[] {
  if (specifier === '') return [];
  const values: number[] = [];
  for (const part of specifier.split('|')) {
    const raw = part.slice(part.indexOf('=') + 1);
    // Quarter handicaps may be written as a pair ('-0.5/-1'); their mean orders them between the two.
    const pieces = raw.split('/').map(Number);
    if (pieces.every(Number.isFinite)) values.push(pieces.reduce((a, b) => a + b, 0) / pieces.length);
  }
  return values;
}

/**
 * SPEC §9 'Market sort': main market first, then priority (higher first), id, name, most balanced,
 * then handicap and total specifier values (ascending).
 */
export function compareMarkets(a: TMarket, b: TMarket): number {
  if (a.is_main !== b.is_main) return a.is_main ? -1 : 1;
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.id !== b.id) return a.id - b.id;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.most_balanced !== b.most_balanced) return a.most_balanced ? -1 : 1;
  const av = specifierValues(a.specifier);
  const bv = specifierValues(b.specifier);
  for (let i = 0; i < Math.min(av.length, bv.length); i++) {
    const d = (av[i] ?? 0) - (bv[i] ?? 0);
    if (d !== 0) return d;
  }
  if (av.length !== bv.length) return av.length - bv.length;
  return a.specifier < b.specifier ? -1 : a.specifier > b.specifier ? 1 : 0;
}
