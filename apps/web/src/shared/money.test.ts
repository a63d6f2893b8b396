import type { Minor } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputText, parseMoney, readAmountInput } from './money';

describe('money in the slip', () => {
  it('reads a typed stake in minor units, with a dot or a comma', () => {
    expect(parseMoney('12.34', 2)).toBe(1234);
    expect(parseMoney('12,5', 2)).toBe(1250);
    expect(parseMoney(' 7 ', 2)).toBe(700);
  });

  it('cuts digits beyond the currency precision instead of rounding up', () => {
    expect(parseMoney('0.299', 2)).toBe(29);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1e3', '.', '1.2.3']) expect(parseMoney(text, 2)).toBeNull();
  });

  it('formats fiat with the currency and crypto with its code', () => {
    expect(formatMoney(123456 as Minor, 'EUR', 2, 'en')).toBe('€1,234.56');
    expect(formatMoney(5_000_000 as Minor, 'BTC', 8, 'en')).toMatch(/^BTC\s0\.05$/);
    expect(formatMoney(2_500_000 as Minor, 'USDT', 6, 'en')).toBe('2.5 USDT');
  });

  it('shows an amount as editable text', () => {
    expect(moneyInputText(1250 as Minor, 2)).toBe('12.50');
    expect(moneyInputText(0 as Minor, 2)).toBe('');
  });
});

describe('an amount field as the player types', () => {
  it('takes digits with up to the currency’s decimals, partial entries included', () => {
    const cases: [string, number, number][] = [
      ['', 2, 0],
      ['1', 2, 100],
      ['1.', 2, 100],
      ['1,5', 2, 150],
      ['.5', 2, 50],
      ['1.99', 2, 199],
      ['0.00000001', 8, 1],
      ['12', 0, 12],
    ];
    for (const [text, subunits, amount] of cases)
      expect(readAmountInput(text, subunits)).toEqual({ kind: 'amount', amount });
    expect(cases).toHaveLength(8);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1a', '-5', '1e3', '1.2.3'])
      expect(readAmountInput(text, 2)).toEqual({ kind: 'refused', reason: 'not_a_number' });
  });

  it('refuses more decimals than the currency has instead of cutting them unseen', () => {
    expect(readAmountInput('1.999', 2)).toEqual({ kind: 'refused', reason: 'too_many_decimals' });
    expect(readAmountInput('5.', 0)).toEqual({ kind: 'refused', reason: 'too_many_decimals' });
  });
});
