import { fromMinor, type Minor, toMinor } from '@sportsbook/betting';
import { formatLocale } from './locale-format';

/** An amount in minor units as the player reads it, in their locale and currency. */
export function formatMoney(amount: Minor, currency: string, subunits: number, uiLocale: string): string {
  const major = fromMinor(amount, subunits);
  const locale = formatLocale(uiLocale);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(subunits, 2),
      maximumFractionDigits: subunits,
    }).format(major);
  } catch {
    // Not an ISO 4217 code (crypto): the number, then the code.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: subunits }).format(major)} ${currency}`;
  }
}

/**
 * What the player typed in a money field, in minor units; null when it is not an amount. Accepts a
 * comma as the decimal separator; extra decimals are cut (never rounded up).
 */
export function parseMoney(text: string, subunits: number): Minor | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '') return null;
  if (!/^\d{0,12}(\.\d*)?$/.test(normalized) || normalized === '.') return null;
  try {
    return toMinor(normalized, subunits);
  } catch {
    return null;
  }
}

/** A minor amount as plain editable text ("12.5" → "12.50"). */
export function moneyInputText(amount: Minor, subunits: number): string {
  return amount === 0 ? '' : fromMinor(amount, subunits).toFixed(subunits);
}

/** What a keystroke in an amount field makes of it: an amount (partial entries like "1." count), or refused. */
export type AmountInput =
  | { readonly kind: 'amount'; readonly amount: Minor }
  | { readonly kind: 'refused'; readonly reason: 'not_a_number' | 'too_many_decimals' };

/**
 * An amount field's text, checked as the player types it: digits with at most the currency's
 * decimals (a dot or a comma). Anything else is refused, so the field never shows an amount other
 * than the one the slip holds ("1.999" in euros is refused rather than cut to 1.99 unseen).
 * An empty field is 0.
 */
export function readAmountInput(text: string, subunits: number): AmountInput {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '' || normalized === '.') return { kind: 'amount', amount: toMinor('0', subunits) };
  if (!/^\d{0,12}(\.\d*)?$/.test(normalized)) return { kind: 'refused', reason: 'not_a_number' };
  const decimals = normalized.split('.')[1]?.length ?? 0;
  if (decimals > subunits || (subunits === 0 && normalized.includes('.')))
    return { kind: 'refused', reason: 'too_many_decimals' };
  return { kind: 'amount', amount: toMinor(normalized, subunits) };
}
