import { ODDS_SCALE, type Odds1000 } from './units';

/**
 * The seven odds formats of SPEC §9, named as in the wire contract's `odds_type`.
 *
 * Conversions from decimal odds d (the standard ones, see Wikipedia "Fixed-odds betting", sections
 * "Fractional odds", "Decimal odds", "Moneyline odds", and the Asian formats as bookmakers publish them):
 * - decimal (European): d.
 * - fractional (British): d − 1 as a fraction, profit/stake: 2.10 → 11/10, 1.50 → 1/2.
 * - hongkong: d − 1: 2.10 → 1.10, 1.50 → 0.50.
 * - american (moneyline): d ≥ 2 → +100·(d − 1) (win on a 100 stake); d < 2 → −100/(d − 1) (stake to win 100):
 *   2.10 → +110, 1.50 → −200.
 * - indonesian: d ≥ 2 → d − 1; d < 2 → −1/(d − 1) (American ÷ 100): 2.10 → 1.10, 1.50 → −2.00.
 * - malaysian: d ≤ 2 → d − 1; d > 2 → −1/(d − 1): 1.50 → 0.50, 2.10 → −0.91, 3.00 → −0.50.
 * - percent: implied probability 100/d %: 2.00 → 50.0%, 2.10 → 47.6%.
 */
export const ODDS_TYPES = [
  'decimal',
  'fractional',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export const DEFAULT_ODDS_TYPE: OddsType = 'decimal';

export function isOddsType(value: string): value is OddsType {
  return (ODDS_TYPES as readonly string[]).includes(value);
}

/**
 * Formats odds for display in the player's locale (2.92 in en, 2,92 in de). Decimal-like formats
 * show two decimals and percent one, rounded half up on the integer odds before any locale applies
 * (display only: no amount is ever computed from these strings). Odds of exactly 1.000 carry no
 * profit; every format then shows zero rather than an infinite American or Asian price. Fractional
 * odds are a ratio of whole numbers and read the same everywhere.
 */
export function formatOdds(odds: Odds1000, type: OddsType, locale = 'en'): string {
  const profit = odds - ODDS_SCALE;
  switch (type) {
    case 'decimal':
      return hundredths(roundDiv(odds, 10), locale);
    case 'fractional':
      return toFractional(odds);
    case 'hongkong':
      return hundredths(roundDiv(profit, 10), locale);
    case 'american':
      if (profit === 0) return numberFormat(locale, 'american').format(0);
      return numberFormat(locale, 'american').format(
        odds >= 2 * ODDS_SCALE ? roundDiv(profit, 10) : -roundDiv(100 * ODDS_SCALE, profit),
      );
    case 'indonesian':
      if (profit === 0) return hundredths(0, locale);
      return odds >= 2 * ODDS_SCALE
        ? hundredths(roundDiv(profit, 10), locale)
        : hundredths(-roundDiv(100 * ODDS_SCALE, profit), locale);
    case 'malaysian':
      return odds <= 2 * ODDS_SCALE
        ? hundredths(roundDiv(profit, 10), locale)
        : hundredths(-roundDiv(100 * ODDS_SCALE, profit), locale);
    case 'percent':
      return numberFormat(locale, 'percent').format(roundDiv(100 * ODDS_SCALE * 10, odds) / 1000);
    default:
      return assertNever(type);
  }
}

type NumberStyle = 'hundredths' | 'american' | 'percent';

const NUMBER_STYLES: Record<NumberStyle, Intl.NumberFormatOptions> = {
  hundredths: { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
  american: { signDisplay: 'exceptZero', maximumFractionDigits: 0, useGrouping: false },
  percent: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false },
};

// A page shows hundreds of prices; building a formatter is far dearer than using one.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, style: NumberStyle): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[style]);
    formatters.set(key, format);
  }
  return format;
}

/**
 * The conventional British ladder of fractional prices. Bookmakers quote these rather than the
 * reduced fraction (6/4 not 3/2, 4/6 not 2/3) and use them for repeating decimals (1.333 is 1/3).
 */
// biome-ignore format: the ladder reads better in rows
export const CONVENTIONAL_FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 11],
  [1, 10], [1, 9], [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7],
  [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5],
  [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4],
  [15, 8], [2, 1], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2],
  [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1],
  [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
];

const FRACTION_BY_ODDS: ReadonlyMap<number, string> = new Map(
  CONVENTIONAL_FRACTIONS.map(([num, den]) => [ODDS_SCALE + roundDiv(ODDS_SCALE * num, den), `${num}/${den}`]),
);

/**
 * British fractional odds: the conventional fraction whose price rounds to these odds, else the
 * exact profit fraction (odds − 1000)/1000 in lowest terms (2.13 → 113/100).
 */
export function toFractional(odds: Odds1000): string {
  const conventional = FRACTION_BY_ODDS.get(odds);
  if (conventional !== undefined) return conventional;
  const profit = odds - ODDS_SCALE;
  if (profit === 0) return '0/1';
  const divisor = gcd(profit, ODDS_SCALE);
  return `${profit / divisor}/${ODDS_SCALE / divisor}`;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** a/b rounded half up, for non-negative integers. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** A whole number of hundredths (already rounded) as a decimal in the locale. */
function hundredths(value: number, locale: string): string {
  return numberFormat(locale, 'hundredths').format(value / 100);
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}
