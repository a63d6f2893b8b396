import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVENTIONAL_FRACTIONS,
  formatOdds,
  isOddsType,
  ODDS_TYPES,
  type OddsType,
  toFractional,
} from './odds-format';
import { odds } from './test-support';

// Standard conversion table (decimal → fractional, HK, American, Indonesian, Malaysian, implied %).
const table: [number, string, string, string, string, string, string, string][] = [
  [2100, '2.10', '11/10', '1.10', '+110', '1.10', '-0.91', '47.6%'],
  [1500, '1.50', '1/2', '0.50', '-200', '-2.00', '0.50', '66.7%'],
  [2000, '2.00', '1/1', '1.00', '+100', '1.00', '1.00', '50.0%'],
  [3000, '3.00', '2/1', '2.00', '+200', '2.00', '-0.50', '33.3%'],
  [2500, '2.50', '6/4', '1.50', '+150', '1.50', '-0.67', '40.0%'],
  [1667, '1.67', '4/6', '0.67', '-150', '-1.50', '0.67', '60.0%'],
  [1250, '1.25', '1/4', '0.25', '-400', '-4.00', '0.25', '80.0%'],
  [1333, '1.33', '1/3', '0.33', '-300', '-3.00', '0.33', '75.0%'],
  [1909, '1.91', '10/11', '0.91', '-110', '-1.10', '0.91', '52.4%'],
  [11000, '11.00', '10/1', '10.00', '+1000', '10.00', '-0.10', '9.1%'],
  [2130, '2.13', '113/100', '1.13', '+113', '1.13', '-0.88', '46.9%'],
  [1000, '1.00', '0/1', '0.00', '0', '0.00', '0.00', '100.0%'],
];
const columns: OddsType[] = [
  'decimal',
  'fractional',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
];

describe('odds formats', () => {
  it('offers the seven formats of SPEC §9', () => {
    expect(ODDS_TYPES).toHaveLength(7);
    expect(isOddsType('malaysian')).toBe(true);
    expect(isOddsType('roman')).toBe(false);
  });

  for (const [value, ...expected] of table) {
    it(`formats ${value / 1000} in every format as the standard conversion table`, () => {
      expect(columns.map((type) => formatOdds(odds(value), type))).toEqual(expected);
    });
  }

  it('uses the conventional fraction, not the reduced one, for 2.50 (6/4) and 1.667 (4/6)', () => {
    expect(toFractional(odds(2500))).toBe('6/4');
    expect(toFractional(odds(1667))).toBe('4/6');
  });

  it('falls back to the reduced profit fraction when no conventional fraction matches', () => {
    expect(toFractional(odds(1910))).toBe('91/100');
    expect(toFractional(odds(2125))).toBe('9/8');
    expect(toFractional(odds(1001))).toBe('1/1000');
  });

  it('gives every conventional fraction its own price', () => {
    const prices = CONVENTIONAL_FRACTIONS.map(([n, d]) => 1000 + Math.round((1000 * n) / d));
    expect(new Set(prices).size).toBe(CONVENTIONAL_FRACTIONS.length);
  });

  it('shows a fraction within half a thousandth of the profit for any odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (value) => {
        const [num, den] = toFractional(odds(value)).split('/').map(Number) as [number, number];
        expect(Math.abs(num / den - (value - 1000) / 1000)).toBeLessThanOrEqual(0.0005);
      }),
    );
  });

  it('keeps American and Indonesian odds the same price (American ÷ 100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 100_000 }), (value) => {
        const american = Number(formatOdds(odds(value), 'american'));
        const indonesian = Number(formatOdds(odds(value), 'indonesian'));
        expect(Math.abs(american / 100 - indonesian)).toBeLessThanOrEqual(0.01);
        expect(Math.sign(american)).toBe(value >= 2000 ? 1 : -1);
      }),
    );
  });

  describe("in the player's locale", () => {
    // The same prices as the table above, as a German page shows them.
    const german: [number, OddsType, string][] = [
      [2920, 'decimal', '2,92'],
      [11000, 'decimal', '11,00'],
      [2100, 'hongkong', '1,10'],
      [1500, 'indonesian', '-2,00'],
      [2100, 'malaysian', '-0,91'],
      [2100, 'percent', '47,6\u00a0%'],
      [2100, 'american', '+110'],
      [11000, 'american', '+1000'],
      [1500, 'american', '-200'],
      [1000, 'american', '0'],
      [2500, 'fractional', '6/4'],
    ];
    for (const [value, type, expected] of german) {
      it(`writes ${value / 1000} as ${expected} in ${type} for de`, () => {
        expect(formatOdds(odds(value), type, 'de')).toBe(expected);
      });
    }

    it('keeps one price per format whatever the locale: only separators change', () => {
      let checked = 0;
      for (const [value, ...expected] of table) {
        columns.forEach((type, index) => {
          const german = formatOdds(odds(value), type, 'de');
          expect(german.replace(',', '.').replace('\u00a0', '')).toBe(expected[index]);
          checked++;
        });
      }
      expect(checked).toBe(table.length * columns.length);
    });

    it('writes English decimals with a point, as it does without a locale', () => {
      expect(formatOdds(odds(2920), 'decimal', 'en')).toBe('2.92');
      expect(formatOdds(odds(2920), 'decimal')).toBe('2.92');
    });
  });
});
