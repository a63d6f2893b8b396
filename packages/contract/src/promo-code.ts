/** A promo code as players type it: letters, digits, - and _, 3 to 40 of them, compared upper-cased. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const PROMO_CODE_MAX_LENGTH = 40;

/**
 * The code the server compares (trimmed, upper-cased), or null when what was typed cannot be a
 * promo code. Plain code, not zod: the browser checks a code without loading the schema library.
 */
export function normalizePromoCode(typed: string): string | null {
  const code = typed.trim();
  return PROMO_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}
