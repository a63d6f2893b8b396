import { describe, expect, it } from 'vitest';
import { fromMinor, minor, odds1000, oddsFromDecimal, toDecimal, toMinor } from './units';

describe('odds ×1000', () => {
  it('converts odds ×1000 to decimal odds and back', () => {
    expect(toDecimal(odds1000(2100))).toBe(2.1);
    expect(oddsFromDecimal(2.1)).toBe(2100);
    expect(oddsFromDecimal(1.333)).toBe(1333);
  });

  it('refuses odds below 1.000 or with a fraction of a thousandth', () => {
    expect(() => odds1000(999)).toThrow(RangeError);
    expect(() => odds1000(2100.5)).toThrow(RangeError);
    expect(odds1000(1000)).toBe(1000);
  });
});

describe('money in minor units', () => {
  it('reads major units into minor units without float error', () => {
    expect(toMinor(0.29, 2)).toBe(29);
    expect(toMinor(12.34, 2)).toBe(1234);
    expect(toMinor('10', 2)).toBe(1000);
    expect(toMinor('.5', 2)).toBe(50);
    expect(toMinor(0.00000001, 8)).toBe(1);
    expect(toMinor(7, 0)).toBe(7);
    expect(toMinor(-1.5, 2)).toBe(-150);
  });

  it('cuts digits beyond the currency precision instead of rounding up', () => {
    expect(toMinor('12.349', 2)).toBe(1234);
    expect(toMinor(1.999, 0)).toBe(1);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinor('1,5', 2)).toThrow(RangeError);
    expect(() => toMinor('', 2)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 2)).toThrow(RangeError);
    expect(() => toMinor(1, -1)).toThrow(RangeError);
  });

  it('shows minor units as major units', () => {
    expect(fromMinor(minor(1234), 2)).toBe(12.34);
    expect(fromMinor(minor(5), 0)).toBe(5);
  });

  it('refuses a fraction of a minor unit', () => {
    expect(() => minor(1.5)).toThrow(RangeError);
    expect(() => minor(2 ** 53)).toThrow(RangeError);
  });
});
