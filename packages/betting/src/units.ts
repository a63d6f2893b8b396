/**
 * Units of the betting domain. Odds travel as integers ×1000 (2.10 → 2100) and money as integers of
 * the currency's minor unit (EUR 12.34 → 1234 with subunits 2). Both are branded so that a stake
 * cannot be passed where odds are expected; decimal odds and major-unit amounts exist only as
 * display values and are produced by the named conversions below.
 */

export type Odds1000 = number & { readonly __brand: 'Odds1000' };
export type Minor = number & { readonly __brand: 'Minor' };

/** Odds are stored multiplied by 1000 (SPEC §9). */
export const ODDS_SCALE = 1000;
export const ODDS_SCALE_N = 1000n;

/** Brands an integer ×1000 as odds. Throws on anything below 1.000 or not an integer. */
export function odds1000(value: number): Odds1000 {
  if (!Number.isSafeInteger(value) || value < ODDS_SCALE) {
    throw new RangeError(`odds must be an integer ≥ ${ODDS_SCALE} (decimal odds ×1000), got ${value}`);
  }
  return value as Odds1000;
}

/** Decimal odds for display and for formatting: 2100 → 2.1. Never store the result. */
export function toDecimal(odds: Odds1000): number {
  return odds / ODDS_SCALE;
}

/** Odds from decimal odds, rounded to the nearest thousandth (2.1 → 2100; the float error of 2.1×1000 is rounded away). */
export function oddsFromDecimal(decimal: number): Odds1000 {
  return odds1000(Math.round(decimal * ODDS_SCALE));
}

/** Brands an integer as an amount in minor units. Throws on a fraction or an unsafe integer. */
export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`a money amount must be a safe integer of minor units, got ${value}`);
  }
  return value as Minor;
}

export const ZERO_MINOR = 0 as Minor;

/** Major units for display: 1234 with subunits 2 → 12.34. `subunits` is the number of decimal places. */
export function fromMinor(amount: Minor, subunits: number): number {
  return amount / 10 ** subunits;
}

/**
 * Minor units from a major-unit amount typed or shown to the player: 12.34 with subunits 2 → 1234.
 * Digits beyond the currency's precision are cut off (12.349 → 1234): a stake is never larger than
 * what the player typed. Works on the decimal text of the number, so 0.29 gives 29, not 28.
 */
export function toMinor(amount: number | string, subunits: number): Minor {
  if (!Number.isInteger(subunits) || subunits < 0) {
    throw new RangeError(`subunits must be a non-negative integer, got ${subunits}`);
  }
  const text = typeof amount === 'number' ? numberToPlainText(amount) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (match === null || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`not an amount: ${String(amount)}`);
  }
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = `${whole}${fraction.slice(0, subunits).padEnd(subunits, '0')}`;
  const value = BigInt(digits === '' ? '0' : digits) * (sign === '-' ? -1n : 1n);
  return minor(Number(value));
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${value}`);
  const text = String(value);
  // String() switches to exponent notation below 1e-6 and above 1e21; toFixed(20) spells those out.
  return /e/i.test(text) ? value.toFixed(20) : text;
}
