import type { OutcomeResult } from '@sportsbook/betting';
import type { Pair } from './scores';

/** Lines and outcome ids: who beats a line and by how much, the specifier's parts, outcome helpers. */

export const wins = (won: boolean): OutcomeResult => (won ? 'win' : 'lose');

const MIRROR: Readonly<Record<OutcomeResult, OutcomeResult>> = {
  win: 'lose',
  lose: 'win',
  refund: 'refund',
  half_win: 'half_lose',
  half_lose: 'half_win',
};

/**
 * Whether `value` beats `line` (a multiple of 0.25), with integer values. In quarters q = 4·(value −
 * line): q ≥ 2 clears both halves (win), q = 1 clears one and meets the other (half_win), q = 0 meets
 * a whole line (refund), and mirrored below.
 */
function beats(value: number, line: number): OutcomeResult {
  const q = Math.round(4 * (value - line));
  if (q >= 2) return 'win';
  if (q === 1) return 'half_win';
  if (q === 0) return 'refund';
  if (q === -1) return 'half_lose';
  return 'lose';
}

/** 1 home, 2 draw, 3 away (the outcome ids are the market's). */
export function threeWay(
  outcome: string,
  p: Pair,
  [home, draw, away]: readonly [string, string, string],
): OutcomeResult | null {
  switch (outcome) {
    case home:
      return wins(p.home > p.away);
    case draw:
      return wins(p.home === p.away);
    case away:
      return wins(p.home < p.away);
    default:
      return null;
  }
}

export const ONE_X_TWO = ['1', '2', '3'] as const;

/** A two-way winner '4' home / '5' away; a level score does not say who won (null). */
export function winner(outcome: string, p: Pair | null): OutcomeResult | null {
  if (p === null || p.home === p.away) return null;
  if (outcome === '4') return wins(p.home > p.away);
  if (outcome === '5') return wins(p.away > p.home);
  return null;
}

/** Asian handicap: home '1714' with the line, away '1715' with its opposite. */
export function handicap(outcome: string, p: Pair, line: number | null): OutcomeResult | null {
  if (line === null) return null;
  const home = beats(p.home - p.away, -line);
  if (outcome === '1714') return home;
  if (outcome === '1715') return MIRROR[home];
  return null;
}

/** Over '12' / under '13' the line. */
export function overUnder(outcome: string, value: number | null, line: number | null): OutcomeResult | null {
  if (value === null || line === null) return null;
  const over = beats(value, line);
  if (outcome === '12') return over;
  if (outcome === '13') return MIRROR[over];
  return null;
}

/** Yes '74' / no '76'. */
export function yesNo(outcome: string, yes: boolean): OutcomeResult | null {
  if (outcome === '74') return wins(yes);
  if (outcome === '76') return wins(!yes);
  return null;
}

/** Odd '70' / even '72'. */
export function oddEven(outcome: string, total: number): OutcomeResult | null {
  if (outcome === '70') return wins(total % 2 !== 0);
  if (outcome === '72') return wins(total % 2 === 0);
  return null;
}

/** 0 home ahead, 1 level, 2 away ahead: the order of 1X2-based outcome ids. */
export function resultIndex(p: Pair): 0 | 1 | 2 {
  return p.home > p.away ? 0 : p.home === p.away ? 1 : 2;
}

/** A numbered outcome `first + index` (HT/FT 418…426, 1X2 & BTTS 78…83); null if out of range. */
export function indexOf(outcome: string, first: number, count: number): number | null {
  if (!/^\d+$/.test(outcome)) return null;
  const k = Number(outcome) - first;
  return k >= 0 && k < count ? k : null;
}

// Specifiers ------------------------------------------------------------------------------------

export type Specifier = ReadonlyMap<string, string>;

/** "total=2.5", "mapnr=1|total=24.5"; null when a part is not key=value. */
export function parseSpecifier(specifier: string): Specifier | null {
  const out = new Map<string, string>();
  if (specifier === '') return out;
  for (const part of specifier.split('|')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    out.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return out;
}

/** A handicap or total line: a multiple of 0.25. */
export function lineOf(spec: Specifier, key: string): number | null {
  const text = spec.get(key);
  if (text === undefined || !/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  const line = Number(text);
  return Number.isInteger(line * 4) ? line : null;
}

/** 2.5, not 2 or 2.25: a line no score can meet, not even by half. */
export function isHalfLine(line: number): boolean {
  return Number.isInteger(line * 2) && !Number.isInteger(line);
}

/** A period or goal number: 1, 2, … */
export function numberOf(spec: Specifier, key: string): number | null {
  const text = spec.get(key);
  return text !== undefined && /^[1-9]\d*$/.test(text) ? Number(text) : null;
}

/** The number in a variant such as 'sr:exact_goals:6+' or 'sr:correct_score:max:4'. */
export function variantOf(spec: Specifier, pattern: RegExp): number | null {
  const match = pattern.exec(spec.get('variant') ?? '');
  return match ? Number(match[1]) : null;
}
