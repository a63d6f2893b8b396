import { describe, expect, it } from 'vitest';
import { ZPromoCode } from './bonuses';
import { normalizePromoCode } from './promo-code';

describe('normalizePromoCode', () => {
  const typed = [
    '  welcome ',
    'Summer-2026_x',
    'ab',
    'a'.repeat(40),
    'a'.repeat(41),
    'spa ce',
    'ümlaut',
    '',
    'DROP;--',
  ];

  it('trims and upper-cases a code, and refuses what cannot be one', () => {
    expect(normalizePromoCode('  welcome ')).toBe('WELCOME');
    expect(normalizePromoCode('Summer-2026_x')).toBe('SUMMER-2026_X');
    expect(normalizePromoCode('ab')).toBeNull();
    expect(normalizePromoCode('a'.repeat(41))).toBeNull();
    expect(normalizePromoCode('spa ce')).toBeNull();
  });

  it('agrees with the server’s schema on every input', () => {
    for (const code of typed) {
      const parsed = ZPromoCode.safeParse(code);
      expect(normalizePromoCode(code)).toBe(parsed.success ? parsed.data : null);
    }
  });
});
