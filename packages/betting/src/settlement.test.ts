import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetType, betPotentialWin } from './model';
import { comboWin, systemWin } from './potential-win';
import {
  type CashoutInput,
  cashoutValue,
  type SelectionResult,
  type SettlementInput,
  selectionReturn,
  settleBet,
} from './settlement';
import type { SystemType } from './system-types';
import { odds } from './test-support';
import { minor, type Odds1000 } from './units';

/** A selection of a placed bet: odds ×1000 and its result. */
function leg(o: number, result: SelectionResult): SettlementInput['selections'][number] {
  return { odds: odds(o), result };
}

function aSingle(stake: number, selection: SettlementInput['selections'][number]): SettlementInput {
  return { type: 'single', stake: minor(stake), selections: [selection] };
}

function aCombo(stake: number, ...selections: SettlementInput['selections']): SettlementInput {
  return { type: 'combo', stake: minor(stake), selections };
}

function aSystem(
  winCount: number,
  stake: number,
  ...selections: SettlementInput['selections']
): SettlementInput {
  return {
    type: 'system',
    stake: minor(stake),
    selections,
    system: { winCount, totalCount: selections.length },
  };
}

function aCustomBet(
  stake: number,
  customOdds: number,
  ...selections: SettlementInput['selections']
): SettlementInput {
  return { type: 'custom_bet', stake: minor(stake), selections, customOdds: odds(customOdds) };
}

describe('selection return', () => {
  it('is the odds on a win, 0 on a loss, 1 on a refund or a cancel', () => {
    expect(selectionReturn(odds(2100), 'win')).toEqual({ num: 2100n, den: 1000n });
    expect(selectionReturn(odds(2100), 'lose')).toEqual({ num: 0n, den: 1n });
    expect(selectionReturn(odds(2100), 'refund')).toEqual({ num: 1n, den: 1n });
    expect(selectionReturn(odds(2100), 'canceled')).toEqual({ num: 1n, den: 1n });
  });

  it('is half the stake at the odds and half refunded on a half win, half the stake on a half loss', () => {
    expect(selectionReturn(odds(1900), 'half_win')).toEqual({ num: 2900n, den: 2000n });
    expect(selectionReturn(odds(1900), 'half_lose')).toEqual({ num: 1n, den: 2n });
  });

  it('is unknown while the selection is open', () => {
    expect(selectionReturn(odds(1900), 'open')).toBeNull();
  });
});

describe('settling a single', () => {
  it('win_entire: pays the stake times the odds', () => {
    expect(settleBet(aSingle(1000, leg(2100, 'win')))).toEqual({ result: 'win_entire', payout: 2100 });
  });

  it('lose_entire: pays nothing', () => {
    expect(settleBet(aSingle(1000, leg(2100, 'lose')))).toEqual({ result: 'lose_entire', payout: 0 });
  });

  it('refund_entire: returns the stake', () => {
    expect(settleBet(aSingle(1000, leg(2100, 'refund')))).toEqual({ result: 'refund_entire', payout: 1000 });
  });

  it('canceled: a void selection counts as odds 1.000', () => {
    expect(settleBet(aSingle(1000, leg(2100, 'canceled')))).toEqual({ result: 'canceled', payout: 1000 });
  });

  it('refund_half_win_other: half the stake wins at the odds, half is refunded', () => {
    // 500 × 1.90 + 500 = 1450
    expect(settleBet(aSingle(1000, leg(1900, 'half_win')))).toEqual({
      result: 'refund_half_win_other',
      payout: 1450,
    });
  });

  it('refund_half_lose_other: half the stake is lost, half refunded', () => {
    expect(settleBet(aSingle(1000, leg(1900, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 500,
    });
  });

  it('rounds a half result down to a whole minor unit', () => {
    // 333 × 2.95 / 2 = 491.175
    expect(settleBet(aSingle(333, leg(1950, 'half_win')))?.payout).toBe(491);
    // 333 / 2 = 166.5
    expect(settleBet(aSingle(333, leg(1950, 'half_lose')))?.payout).toBe(166);
  });

  it('classifies by the exact return, not the rounded payout: a 1-unit half loss is not lost', () => {
    expect(settleBet(aSingle(1, leg(1950, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 0,
    });
  });

  it('is not settled while its selection is open', () => {
    expect(settleBet(aSingle(1000, leg(2100, 'open')))).toBeNull();
  });
});

describe('settling a combo', () => {
  it('win_entire: pays the stake times the product of the odds', () => {
    const bet = aCombo(1000, leg(2000, 'win'), leg(1500, 'win'), leg(2100, 'win'));
    expect(settleBet(bet)).toEqual({ result: 'win_entire', payout: 6300 });
  });

  it('lose_entire: one losing selection loses the bet', () => {
    const bet = aCombo(1000, leg(2000, 'win'), leg(1500, 'lose'), leg(2100, 'win'));
    expect(settleBet(bet)).toEqual({ result: 'lose_entire', payout: 0 });
  });

  it('lose_entire early: a losing selection decides it while others are still open', () => {
    const bet = aCombo(1000, leg(2000, 'open'), leg(1500, 'lose'), leg(2100, 'open'));
    expect(settleBet(bet)).toEqual({ result: 'lose_entire', payout: 0 });
  });

  it('counts a refunded or canceled selection as odds 1.000 and still wins', () => {
    expect(settleBet(aCombo(1000, leg(2000, 'win'), leg(1500, 'refund'), leg(2100, 'win')))).toEqual({
      result: 'win_entire',
      payout: 4200,
    });
    expect(settleBet(aCombo(1000, leg(2000, 'win'), leg(1500, 'canceled'), leg(2100, 'win')))).toEqual({
      result: 'win_entire',
      payout: 4200,
    });
  });

  it('refund_entire: every selection refunded or canceled returns the stake', () => {
    expect(settleBet(aCombo(1000, leg(2000, 'refund'), leg(1500, 'canceled')))).toEqual({
      result: 'refund_entire',
      payout: 1000,
    });
  });

  it('canceled: every selection canceled', () => {
    expect(settleBet(aCombo(1000, leg(2000, 'canceled'), leg(1500, 'canceled')))).toEqual({
      result: 'canceled',
      payout: 1000,
    });
  });

  it('refund_half_win_other: a half-won selection counts as (odds + 1) / 2', () => {
    // 1000 × 2.00 × (1.90 + 1) / 2 = 1000 × 2 × 1.45 = 2900
    expect(settleBet(aCombo(1000, leg(2000, 'win'), leg(1900, 'half_win')))).toEqual({
      result: 'refund_half_win_other',
      payout: 2900,
    });
  });

  it('refund_half_lose_other: a half-lost selection counts as 0.5', () => {
    // 1000 × 2.00 × 0.5 = 1000
    expect(settleBet(aCombo(1000, leg(2000, 'win'), leg(1900, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 1000,
    });
    // 1000 × 1 × 0.5 = 500: a refund does not make it refund_entire
    expect(settleBet(aCombo(1000, leg(2000, 'refund'), leg(1900, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 500,
    });
  });

  it('a half loss outranks a half win in the result', () => {
    // 1000 × 1.45 × 0.5 = 725
    expect(settleBet(aCombo(1000, leg(1900, 'half_win'), leg(1800, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 725,
    });
  });

  it('rounds the product down once', () => {
    // 777 × (1.85 + 1) / 2 × 2.35 = 777 × 1.425 × 2.35 = 777 × 3.34875 = 2601.97875
    expect(settleBet(aCombo(777, leg(1850, 'half_win'), leg(2350, 'win')))?.payout).toBe(2601);
  });

  it('is not settled while a selection is open and none has lost', () => {
    expect(settleBet(aCombo(1000, leg(2000, 'win'), leg(1500, 'open')))).toBeNull();
    expect(settleBet(aCombo(1000, leg(2000, 'half_lose'), leg(1500, 'open')))).toBeNull();
  });

  it('pays the same as the potential win when everything wins', () => {
    const list = [2000, 1500, 2100, 3333, 1010].map(odds);
    const bet = aCombo(1234, ...list.map((o) => leg(o, 'win')));
    expect(settleBet(bet)?.payout).toBe(comboWin(minor(1234), list));
  });
});

describe('settling a system', () => {
  // 2/3 of A 2.00, B 1.50, C 2.50: lines AB, AC, BC, each carrying a third of the stake.
  const A = 2000;
  const B = 1500;
  const C = 2500;

  it('win_entire: each line pays its combo product on its share of the stake', () => {
    // 900 / 3 × (3.00 + 5.00 + 3.75) = 300 × 11.75 = 3525
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'win'), leg(C, 'win')))).toEqual({
      result: 'win_entire',
      payout: 3525,
    });
  });

  it('splits the stake exactly, as the potential win does, and rounds once', () => {
    // 1000 × 11.75 / 3 = 3916.67 (per-line rounding of the stake would give 333 × 11.75 = 3912)
    const bet = aSystem(2, 1000, leg(A, 'win'), leg(B, 'win'), leg(C, 'win'));
    expect(settleBet(bet)?.payout).toBe(3916);
    expect(systemWin(minor(1000), [odds(A), odds(B), odds(C)], 2)).toBe(3916);
  });

  it('win_entire with a losing selection: only the lines without it pay', () => {
    // C loses: only AB pays, 300 × 3.00 = 900, the stake back although two lines lost
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'win'), leg(C, 'lose')))).toEqual({
      result: 'win_entire',
      payout: 900,
    });
    // 3/4 with D lost: only ABC pays, 1000 / 4 × 7.50 = 1875
    expect(
      settleBet(aSystem(3, 1000, leg(A, 'win'), leg(B, 'win'), leg(C, 'win'), leg(1700, 'lose'))),
    ).toEqual({ result: 'win_entire', payout: 1875 });
  });

  it('lose_entire: more than n − k losing selections leave no line standing', () => {
    expect(settleBet(aSystem(2, 900, leg(A, 'lose'), leg(B, 'win'), leg(C, 'lose')))).toEqual({
      result: 'lose_entire',
      payout: 0,
    });
  });

  it('lose_entire early: decided once every line has a loser, even with a selection open', () => {
    expect(settleBet(aSystem(2, 900, leg(A, 'lose'), leg(B, 'open'), leg(C, 'lose')))).toEqual({
      result: 'lose_entire',
      payout: 0,
    });
  });

  it('is not settled while an open selection can still make a line pay', () => {
    expect(settleBet(aSystem(2, 900, leg(A, 'lose'), leg(B, 'open'), leg(C, 'win')))).toBeNull();
  });

  it('refund_half_win_other: a half win counts as (odds + 1) / 2 in each of its lines', () => {
    // C half wins: 1.75. AB 3.00 + AC 3.50 + BC 2.625 = 9.125; 300 × 9.125 = 2737.5
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'win'), leg(C, 'half_win')))).toEqual({
      result: 'refund_half_win_other',
      payout: 2737,
    });
  });

  it('refund_half_lose_other: a half loss counts as 0.5 in each of its lines', () => {
    // C half loses: AB 3.00 + AC 1.00 + BC 0.75 = 4.75; 300 × 4.75 = 1425
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'win'), leg(C, 'half_lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 1425,
    });
    // B half loses and C loses: only AB pays, 300 × 2.00 × 0.5 = 300
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'half_lose'), leg(C, 'lose')))).toEqual({
      result: 'refund_half_lose_other',
      payout: 300,
    });
  });

  it('counts a refunded selection as 1.000 in its lines', () => {
    // C refunded: AB 3.00 + AC 2.00 + BC 1.50 = 6.50; 300 × 6.50 = 1950
    expect(settleBet(aSystem(2, 900, leg(A, 'win'), leg(B, 'win'), leg(C, 'refund')))).toEqual({
      result: 'win_entire',
      payout: 1950,
    });
  });

  it('refund_entire and canceled: nothing but refunds returns the stake', () => {
    expect(settleBet(aSystem(2, 900, leg(A, 'refund'), leg(B, 'canceled'), leg(C, 'refund')))).toEqual({
      result: 'refund_entire',
      payout: 900,
    });
    expect(settleBet(aSystem(2, 900, leg(A, 'canceled'), leg(B, 'canceled'), leg(C, 'canceled')))).toEqual({
      result: 'canceled',
      payout: 900,
    });
  });

  it('does not depend on the order of its selections', () => {
    const a = aSystem(2, 1000, leg(A, 'win'), leg(B, 'half_lose'), leg(C, 'half_win'), leg(1800, 'lose'));
    const b = aSystem(2, 1000, leg(1800, 'lose'), leg(C, 'half_win'), leg(A, 'win'), leg(B, 'half_lose'));
    expect(settleBet(a)).toEqual(settleBet(b));
  });
});

describe('settling a custom bet', () => {
  it('win_entire: every selection wins, paying the stake times the custom odds', () => {
    expect(settleBet(aCustomBet(1000, 5500, leg(2000, 'win'), leg(3000, 'win')))).toEqual({
      result: 'win_entire',
      payout: 5500,
    });
  });

  it('lose_entire: any selection loses, even while others are open', () => {
    expect(settleBet(aCustomBet(1000, 5500, leg(2000, 'win'), leg(3000, 'lose')))).toEqual({
      result: 'lose_entire',
      payout: 0,
    });
    expect(settleBet(aCustomBet(1000, 5500, leg(2000, 'open'), leg(3000, 'lose')))).toEqual({
      result: 'lose_entire',
      payout: 0,
    });
  });

  it('canceled: a refunded, canceled or half-resulted selection with no loss returns the stake', () => {
    for (const result of ['refund', 'canceled', 'half_win', 'half_lose'] as const) {
      expect(settleBet(aCustomBet(1000, 5500, leg(2000, 'win'), leg(3000, result)))).toEqual({
        result: 'canceled',
        payout: 1000,
      });
    }
  });

  it('is not settled while a selection is open and none has lost', () => {
    expect(settleBet(aCustomBet(1000, 5500, leg(2000, 'win'), leg(3000, 'open')))).toBeNull();
  });

  it('refuses a custom bet without its odds', () => {
    expect(() =>
      settleBet({ type: 'custom_bet', stake: minor(1000), selections: [leg(2000, 'win')] }),
    ).toThrow(RangeError);
    expect(() => settleBet(aCustomBet(1000, 5500))).toThrow(RangeError);
  });
});

describe('bets that cannot exist', () => {
  it('refuses a bet without selections, a single with two, a system that does not fit', () => {
    expect(() => settleBet(aCombo(1000))).toThrow(RangeError);
    expect(() =>
      settleBet({ type: 'single', stake: minor(1000), selections: [leg(2000, 'win'), leg(2000, 'win')] }),
    ).toThrow(RangeError);
    const legs = [leg(2000, 'win'), leg(2000, 'win'), leg(2000, 'win')];
    for (const system of [
      undefined,
      { winCount: 2, totalCount: 4 },
      { winCount: 0, totalCount: 3 },
      { winCount: 4, totalCount: 3 },
      { winCount: 1.5, totalCount: 3 },
    ]) {
      expect(() =>
        settleBet({ type: 'system', stake: minor(1000), selections: legs, ...(system && { system }) }),
      ).toThrow(RangeError);
    }
  });
});

// Properties ------------------------------------------------------------------------------------

const anOdds = fc.integer({ min: 1000, max: 20_000 }).map(odds);
const aStake = fc.integer({ min: 1, max: 10_000_000 }).map(minor);
const SETTLED: readonly SelectionResult[] = ['lose', 'half_lose', 'refund', 'canceled', 'half_win', 'win'];
/** Results in order of what they return: lose 0 ≤ half_lose ½ ≤ refund 1 ≤ half_win (o+1)/2 ≤ win o. */
const RANK: Readonly<Record<SelectionResult, number>> = {
  lose: 0,
  half_lose: 1,
  refund: 2,
  canceled: 2,
  half_win: 3,
  win: 4,
  open: -1,
};
const aSettledResult = fc.constantFrom(...SETTLED);

/** A single, combo or system shape with n selections (system k/n with 1 ≤ k ≤ n). */
const aShape = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.record({
      type: fc.constantFrom<Exclude<BetType, 'custom_bet'>>(
        ...(n === 1 ? (['single', 'combo'] as const) : (['combo', 'system'] as const)),
      ),
      odds: fc.array(anOdds, { minLength: n, maxLength: n }),
      results: fc.array(aSettledResult, { minLength: n, maxLength: n }),
      winCount: fc.integer({ min: 1, max: n }),
      stake: aStake,
    }),
  )
  .map(({ type, odds: list, results, winCount, stake }) => ({
    type,
    stake,
    odds: list,
    results,
    system: type === 'system' ? ({ winCount, totalCount: list.length } satisfies SystemType) : undefined,
  }));

type Shape = typeof aShape extends fc.Arbitrary<infer T> ? T : never;

function betOf(shape: Shape, results: readonly SelectionResult[] = shape.results): SettlementInput {
  return {
    type: shape.type,
    stake: shape.stake,
    selections: shape.odds.map((o, i) => ({ odds: o, result: results[i] ?? 'win' })),
    ...(shape.system && { system: shape.system }),
  };
}

function potentialWinOf(shape: Shape): number {
  return betPotentialWin({
    type: shape.type,
    stake: shape.stake,
    selections: shape.odds.map((o) => ({ odds: o })),
    ...(shape.system && { system: shape.system }),
  });
}

describe('settlement properties', () => {
  it('pays exactly the potential win of placement when every selection wins', () => {
    fc.assert(
      fc.property(aShape, (shape) => {
        const settled = settleBet(
          betOf(
            shape,
            shape.odds.map(() => 'win'),
          ),
        );
        expect(settled).toEqual({ result: 'win_entire', payout: potentialWinOf(shape) });
      }),
    );
  });

  it('never pays more than the potential win, nor less than 0, whatever the results', () => {
    fc.assert(
      fc.property(aShape, (shape) => {
        const settled = settleBet(betOf(shape));
        expect(settled).not.toBeNull();
        expect(settled?.payout).toBeGreaterThanOrEqual(0);
        expect(settled?.payout).toBeLessThanOrEqual(potentialWinOf(shape));
      }),
    );
  });

  it('returns the stake when every selection is refunded or canceled', () => {
    fc.assert(
      fc.property(aShape, fc.boolean(), (shape, canceled) => {
        const settled = settleBet(
          betOf(
            shape,
            shape.odds.map(() => (canceled ? 'canceled' : 'refund')),
          ),
        );
        expect(settled?.payout).toBe(shape.stake);
      }),
    );
  });

  it('never pays less when one selection resulted better', () => {
    fc.assert(
      fc.property(aShape, fc.nat(), aSettledResult, (shape, at, better) => {
        const i = at % shape.results.length;
        const before = shape.results[i] ?? 'lose';
        fc.pre(RANK[better] > RANK[before]);
        const improved = shape.results.map((r, j) => (j === i ? better : r));
        const a = settleBet(betOf(shape))?.payout ?? -1;
        const b = settleBet(betOf(shape, improved))?.payout ?? -1;
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('calls a bet lost exactly when it pays nothing on a positive return', () => {
    fc.assert(
      fc.property(aShape, (shape) => {
        const settled = settleBet(betOf(shape));
        const k =
          shape.type === 'single' ? 1 : shape.type === 'combo' ? shape.odds.length : shape.system?.winCount;
        const losses = shape.results.filter((r) => r === 'lose').length;
        expect(settled?.result === 'lose_entire').toBe(losses > shape.odds.length - (k ?? 0));
      }),
    );
  });
});

// Cash out --------------------------------------------------------------------------------------

function cashLeg(
  placed: number,
  result: SelectionResult,
  current: number | null = null,
): CashoutInput['selections'][number] {
  return { placedOdds: odds(placed), currentOdds: current === null ? null : odds(current), result };
}

function aCashout(
  type: BetType,
  stake: number,
  selections: CashoutInput['selections'],
  extra: Partial<CashoutInput> = {},
): CashoutInput {
  return { type, stake: minor(stake), selections, margin: 0.05, ...extra };
}

describe('cash out value', () => {
  it('is the stake less the margin for an untouched single at its placed price', () => {
    expect(cashoutValue(aCashout('single', 1000, [cashLeg(2000, 'open', 2000)], { margin: 0 }))).toBe(1000);
    expect(cashoutValue(aCashout('single', 1000, [cashLeg(2000, 'open', 2000)]))).toBe(950);
  });

  it('is the expected payout at current prices: placed odds ÷ current odds per open selection', () => {
    // 1000 × 2.00 / 1.50 × 0.95 = 1266.67
    expect(cashoutValue(aCashout('single', 1000, [cashLeg(2000, 'open', 1500)]))).toBe(1266);
    // A won at 2.00, B placed 2.00 now 1.25: 1000 × 2.00 × 1.60 × 0.95 = 3040
    expect(cashoutValue(aCashout('combo', 1000, [cashLeg(2000, 'win'), cashLeg(2000, 'open', 1250)]))).toBe(
      3040,
    );
  });

  it('counts settled selections with what they return', () => {
    // A refunded, B at its placed price: 1000 × 1 × 1 × 0.95 = 950
    expect(
      cashoutValue(aCashout('combo', 1000, [cashLeg(2000, 'refund'), cashLeg(2000, 'open', 2000)])),
    ).toBe(950);
    // A half won at 1.90 (1.45), B at its placed price: 1000 × 1.45 × 0.95 = 1377.5
    expect(
      cashoutValue(aCashout('combo', 1000, [cashLeg(1900, 'half_win'), cashLeg(2000, 'open', 2000)])),
    ).toBe(1377);
  });

  it('values a system line by line with the stake split equally', () => {
    // 2/3: A won 2.00, B lost, C placed 2.50 now 1.25 (worth 2): only AC stands, 4.00;
    // 900 / 3 × 4.00 × 0.95 = 1140
    const bet = aCashout(
      'system',
      900,
      [cashLeg(2000, 'win'), cashLeg(1500, 'lose'), cashLeg(2500, 'open', 1250)],
      {
        system: { winCount: 2, totalCount: 3 },
      },
    );
    expect(cashoutValue(bet)).toBe(1140);
  });

  it('rises as the current odds of an open selection shorten', () => {
    const at = (current: number) =>
      cashoutValue(aCashout('combo', 1000, [cashLeg(1800, 'win'), cashLeg(2500, 'open', current)])) ?? -1;
    expect(at(3000)).toBeLessThan(at(2500));
    expect(at(2500)).toBeLessThan(at(1500));
    expect(at(1500)).toBeLessThan(at(1010));
  });

  it('is not available for a custom bet, a lost bet, a bet with nothing open, or a suspended selection', () => {
    expect(
      cashoutValue(
        aCashout('custom_bet', 1000, [cashLeg(2000, 'open', 2000), cashLeg(2000, 'open', 2000)], {
          customOdds: odds(3500),
        }),
      ),
    ).toBeNull();
    expect(
      cashoutValue(aCashout('combo', 1000, [cashLeg(2000, 'lose'), cashLeg(2000, 'open', 2000)])),
    ).toBeNull();
    expect(
      cashoutValue(
        aCashout(
          'system',
          1000,
          [cashLeg(2000, 'lose'), cashLeg(2000, 'lose'), cashLeg(2000, 'open', 1500)],
          {
            system: { winCount: 2, totalCount: 3 },
          },
        ),
      ),
    ).toBeNull();
    expect(cashoutValue(aCashout('combo', 1000, [cashLeg(2000, 'win'), cashLeg(2000, 'win')]))).toBeNull();
    expect(
      cashoutValue(aCashout('combo', 1000, [cashLeg(2000, 'win'), cashLeg(2000, 'open', null)])),
    ).toBeNull();
  });

  it('refuses a margin outside [0, 1) and current odds below 1.000', () => {
    for (const margin of [-0.01, 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cashoutValue(aCashout('single', 1000, [cashLeg(2000, 'open', 2000)], { margin }))).toThrow(
        RangeError,
      );
    }
    expect(() => cashoutValue(aCashout('single', 1000, [cashLeg(2000, 'open', 999)]))).toThrow(RangeError);
  });
});

/** A shape with every selection open or settled, and a current price per selection. */
const aLiveShape = aShape.chain((shape) =>
  fc.record({
    shape: fc.constant(shape),
    open: fc.array(fc.boolean(), { minLength: shape.odds.length, maxLength: shape.odds.length }),
    current: fc.array(anOdds, { minLength: shape.odds.length, maxLength: shape.odds.length }),
    margin: fc.integer({ min: 0, max: 200_000 }).map((ppm) => ppm / 1_000_000),
  }),
);

function cashoutOf(
  { shape, open, current, margin }: { shape: Shape; open: boolean[]; current: Odds1000[]; margin: number },
  override?: { at: number; currentOdds: Odds1000 },
): CashoutInput {
  return {
    type: shape.type,
    stake: shape.stake,
    margin,
    selections: shape.odds.map((o, i) => ({
      placedOdds: o,
      currentOdds: override?.at === i ? override.currentOdds : (current[i] ?? o),
      result: open[i] ? 'open' : (shape.results[i] ?? 'win'),
    })),
    ...(shape.system && { system: shape.system }),
  };
}

describe('cash out properties', () => {
  it('is never above the potential payout nor below 0', () => {
    fc.assert(
      fc.property(aLiveShape, (live) => {
        const value = cashoutValue(cashoutOf(live));
        fc.pre(value !== null);
        // The potential payout: every open selection wins.
        const best = settleBet(
          betOf(
            live.shape,
            live.shape.results.map((r, i) => (live.open[i] ? 'win' : r)),
          ),
        );
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(best?.payout ?? 0);
      }),
    );
  });

  it('never falls when an open selection’s current odds shorten', () => {
    fc.assert(
      fc.property(aLiveShape, fc.nat(), anOdds, (live, at, shorter) => {
        const i = at % live.shape.odds.length;
        const now = live.current[i] ?? shorter;
        fc.pre(live.open[i] === true && shorter < now);
        const before = cashoutValue(cashoutOf(live));
        const after = cashoutValue(cashoutOf(live, { at: i, currentOdds: shorter }));
        fc.pre(before !== null);
        expect(after).not.toBeNull();
        expect(after ?? -1).toBeGreaterThanOrEqual(before ?? 0);
      }),
    );
  });

  it('is the stake less the margin while every selection is open at its placed price', () => {
    fc.assert(
      fc.property(aShape, fc.integer({ min: 0, max: 200_000 }), (shape, ppm) => {
        const value = cashoutValue({
          type: shape.type,
          stake: shape.stake,
          margin: ppm / 1_000_000,
          selections: shape.odds.map((o) => ({ placedOdds: o, currentOdds: o, result: 'open' })),
          ...(shape.system && { system: shape.system }),
        });
        expect(value).toBe(Math.floor((shape.stake * (1_000_000 - ppm)) / 1_000_000));
      }),
    );
  });
});
