import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRatio,
  binomial,
  combinations,
  comboOdds,
  comboRatio,
  comboWin,
  elementarySymmetric,
  multiSingleWin,
  ratioToOdds,
  rescaleStake,
  singleRatio,
  singleWin,
  stakeForPotentialWin,
  systemRatio,
  systemStakePerCombination,
  systemWin,
} from './potential-win';
import { odds } from './test-support';
import { minor, type Odds1000 } from './units';

const anOdds = fc.integer({ min: 1000, max: 50_000 }).map(odds);
const aStake = fc.integer({ min: 0, max: 10_000_000 }).map(minor);

/** Brute force: sum over every k-subset of the product of its odds. */
function enumerate(list: readonly Odds1000[], k: number): bigint {
  return combinations(list, k).reduce((sum, combo) => sum + combo.reduce((p, o) => p * BigInt(o), 1n), 0n);
}

describe('single', () => {
  it('pays the stake times the odds', () => {
    expect(singleWin(minor(1000), odds(2100))).toBe(2100);
  });

  it('rounds down to a whole minor unit', () => {
    expect(singleWin(minor(333), odds(1500))).toBe(499);
  });

  it('wins nothing on a stake of 0 or less', () => {
    expect(singleWin(minor(0), odds(2000))).toBe(0);
    expect(singleWin(minor(-5), odds(2000))).toBe(0);
  });
});

describe('combo', () => {
  it('is the product of its odds', () => {
    expect(comboWin(minor(1000), [odds(2000), odds(1500), odds(2100)])).toBe(6300);
    expect(comboOdds([odds(2000), odds(1500), odds(2100)])).toBe(6300);
  });

  it('is the product of its odds, for any odds (property)', () => {
    fc.assert(
      fc.property(aStake, fc.array(anOdds, { minLength: 1, maxLength: 16 }), (stake, list) => {
        const product = list.reduce((p, o) => p * BigInt(o), 1n);
        const exact = (BigInt(stake) * product) / 1000n ** BigInt(list.length);
        const capped = exact > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : exact;
        expect(BigInt(comboWin(stake, list))).toBe(capped);
        const float = stake * list.reduce((p, o) => p * (o / 1000), 1);
        if (exact < 2n ** 50n)
          expect(Math.abs(comboWin(stake, list) - float)).toBeLessThanOrEqual(1 + float * 1e-12);
      }),
    );
  });

  it('does not depend on the order of its selections (property)', () => {
    fc.assert(
      fc.property(aStake, fc.array(anOdds, { minLength: 2, maxLength: 10 }), (stake, list) => {
        expect(comboWin(stake, [...list].reverse())).toBe(comboWin(stake, list));
      }),
    );
  });

  it('of one selection is the single', () => {
    fc.assert(
      fc.property(aStake, anOdds, (stake, o) => {
        expect(comboWin(stake, [o])).toBe(singleWin(stake, o));
      }),
    );
  });

  it('keeps exact precision where floats would not (16 legs of 1.111)', () => {
    const list = Array.from({ length: 16 }, () => odds(1111));
    // 1.111^16 = 5.3773… ; 10^6 minor units × that, floored, from the exact BigInt product.
    const exact = (10n ** 6n * 1111n ** 16n) / 1000n ** 16n;
    expect(comboWin(minor(1_000_000), list)).toBe(Number(exact));
  });

  it('caps a potential win beyond 2^53 − 1 minor units there', () => {
    const list = Array.from({ length: 16 }, () => odds(1_000_000));
    expect(comboWin(minor(1000), list)).toBe(Number.MAX_SAFE_INTEGER);
    expect(comboOdds(list)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('system k/n', () => {
  it('splits the total stake equally over the C(n,k) combinations', () => {
    // 2/3 with odds 2, 3, 4: combinations 6 + 8 + 12 = 26; stake 300 → 100 each → 2600.
    expect(systemWin(minor(300), [odds(2000), odds(3000), odds(4000)], 2)).toBe(2600);
    expect(systemStakePerCombination(minor(300), 3, 2)).toBe(100);
  });

  it('keeps the split exact and rounds the total down once', () => {
    // 100/3 per combination: (100/3)·26 = 866.67 → 866.
    expect(systemWin(minor(100), [odds(2000), odds(3000), odds(4000)], 2)).toBe(866);
    expect(systemStakePerCombination(minor(100), 3, 2)).toBe(33);
    expect(systemStakePerCombination(minor(0), 3, 2)).toBe(0);
  });

  it('with equal odds equals the closed form C(n,k)·(stake/C(n,k))·o^k (property)', () => {
    fc.assert(
      fc.property(
        aStake,
        anOdds,
        fc
          .integer({ min: 3, max: 16 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: n - 1 }))),
        (stake, o, [n, k]) => {
          const c = binomial(n, k);
          const closed = (c * BigInt(stake) * BigInt(o) ** BigInt(k)) / (c * 1000n ** BigInt(k));
          const capped = closed > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : closed;
          expect(BigInt(systemWin(stake, Array(n).fill(o), k))).toBe(capped);
        },
      ),
    );
  });

  it('computed by the symmetric-polynomial DP equals brute-force enumeration for n ≤ 8 (property)', () => {
    fc.assert(
      fc.property(fc.array(anOdds, { minLength: 1, maxLength: 8 }), fc.nat(), (list, seed) => {
        const k = 1 + (seed % list.length);
        expect(
          elementarySymmetric(
            list.map((o) => BigInt(o)),
            k,
          ),
        ).toBe(enumerate(list, k));
      }),
    );
  });

  it('never pays more than the exact value, and less by under one minor unit (property)', () => {
    fc.assert(
      fc.property(aStake, fc.array(anOdds, { minLength: 3, maxLength: 8 }), fc.nat(), (stake, list, seed) => {
        const k = 2 + (seed % (list.length - 2));
        const win = BigInt(systemWin(stake, list, k));
        // exact = stake · Σ / (C · 1000^k): win ≤ exact < win + 1
        const num = BigInt(stake) * enumerate(list, k);
        const den = binomial(list.length, k) * 1000n ** BigInt(k);
        fc.pre(num / den < BigInt(Number.MAX_SAFE_INTEGER)); // beyond that the win is capped (tested above)
        expect(win * den <= num).toBe(true);
        expect(num < (win + 1n) * den).toBe(true);
      }),
    );
  });

  it('handles 16 selections (C(16,8) = 12 870 lines) exactly', () => {
    const list = Array.from({ length: 16 }, (_, i) => odds(1100 + 37 * i));
    const stake = minor(12_870_000);
    const expected = (BigInt(stake) * enumerate(list, 8)) / (12870n * 1000n ** 8n);
    expect(BigInt(systemWin(stake, list, 8))).toBe(expected);
  });

  it('n/n is the combo', () => {
    const list = [odds(1500), odds(2200), odds(3100)];
    expect(systemWin(minor(1000), list, 3)).toBe(comboWin(minor(1000), list));
  });

  it('refuses a win count outside 1..n', () => {
    expect(() => systemRatio([odds(2000), odds(2000)], 0)).toThrow(RangeError);
    expect(() => systemRatio([odds(2000), odds(2000)], 3)).toThrow(RangeError);
  });
});

describe('multi-single', () => {
  it('is one bet per selection, each rounded on its own', () => {
    const bets = [
      { stake: minor(333), odds: odds(1500) },
      { stake: minor(333), odds: odds(1500) },
    ];
    expect(multiSingleWin(bets)).toBe(998);
  });
});

describe('combinatorics', () => {
  it('counts combinations', () => {
    expect(binomial(16, 8)).toBe(12870n);
    expect(binomial(5, 0)).toBe(1n);
    expect(binomial(3, 4)).toBe(0n);
    expect(binomial(3, -1)).toBe(0n);
  });

  it('enumerates every k-subset once', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinations([1, 2], 3)).toEqual([]);
    expect(combinations([1, 2, 3, 4, 5, 6], 3)).toHaveLength(20);
  });

  it('gives 0 for a symmetric polynomial of an order beyond the list', () => {
    expect(elementarySymmetric([2n, 3n], 3)).toBe(0n);
    expect(elementarySymmetric([2n, 3n], 0)).toBe(1n);
  });
});

describe('stake from a potential win', () => {
  it('is the largest stake whose potential win does not exceed the amount (property)', () => {
    fc.assert(
      fc.property(aStake, fc.array(anOdds, { minLength: 1, maxLength: 6 }), (amount, list) => {
        const ratio = comboRatio(list);
        const stake = stakeForPotentialWin(amount, ratio);
        expect(applyRatio(stake, ratio)).toBeLessThanOrEqual(amount);
        expect(applyRatio(minor(stake + 1), ratio)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it('is 0 for nothing to win', () => {
    expect(stakeForPotentialWin(minor(0), singleRatio(odds(2000)))).toBe(0);
    expect(stakeForPotentialWin(minor(100), { num: 0n, den: 1n })).toBe(0);
  });

  it('is rescaled by old/new total odds without raising the potential win (property)', () => {
    fc.assert(
      fc.property(aStake, anOdds, anOdds, (stake, before, after) => {
        const rescaled = rescaleStake(stake, singleRatio(before), singleRatio(after));
        expect(rescaled).toBe(Math.floor((stake * before) / after));
        expect(singleWin(rescaled, after)).toBeLessThanOrEqual(singleWin(stake, before));
      }),
    );
    expect(rescaleStake(minor(100), singleRatio(odds(2000)), { num: 0n, den: 1n })).toBe(0);
  });

  it('reads total odds of a ratio rounded down', () => {
    expect(ratioToOdds(systemRatio([odds(2000), odds(3000), odds(4000)], 2))).toBe(8666);
    expect(ratioToOdds({ num: 0n, den: 0n })).toBe(1000);
    expect(applyRatio(minor(100), { num: 1n, den: 0n })).toBe(0);
  });
});
