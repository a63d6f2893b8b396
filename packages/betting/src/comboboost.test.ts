import { describe, expect, it } from 'vitest';
import {
  type ComboboostRules,
  type ComboboostSelection,
  comboboostAtSettlement,
  comboboostExtra,
  comboboostState,
} from './comboboost';
import { settleBet } from './settlement';
import { minor, type Odds1000 } from './units';

const rules: ComboboostRules = {
  min_odds: 1200,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1050 },
    { min_count: 5, max_count: 7, bonus_odds: 1100 },
    { min_count: 8, max_count: 20, bonus_odds: 1150 },
  ],
};
const picks = (odds: readonly number[]): ComboboostSelection[] =>
  odds.map((o, i) => ({ id: `s${i}`, odds: o, matchId: i + 1, sportId: 1 }));

describe('comboboostState', () => {
  it.each([
    // selections' odds, suitable count, active range, bonus odds, next {needed, odds}
    [[1500, 1500], 2, null, null, { needed: 1, bonusOdds: 1050 }],
    [[1500, 1500, 1500], 3, 0, 1050, { needed: 2, bonusOdds: 1100 }],
    [[1500, 1500, 1500, 1100], 3, 0, 1050, { needed: 2, bonusOdds: 1100 }],
    [[1200, 1200, 1200, 1200, 1200], 5, 1, 1100, { needed: 3, bonusOdds: 1150 }],
    [Array(20).fill(1300), 20, 2, 1150, null],
    [Array(21).fill(1300), 21, null, null, null],
  ] as const)('%j', (odds, count, range, bonusOdds, next) => {
    const state = comboboostState(rules, picks(odds));
    expect(state).toMatchObject({ suitableCount: count, activeRangeIndex: range, bonusOdds, next });
  });

  it('counts only selections of the events the campaign names, judging only the ids it is given', () => {
    const onSport = { ...rules, events: { sport_ids: [1] } };
    const selections = [...picks([1500, 1500]), { id: 'x', odds: 1500, matchId: 9, sportId: 2 }];
    expect(comboboostState(onSport, selections).suitableSelections).toEqual(['s0', 's1']);
    // The slip knows no sport id: it counts the selection, the server judges it.
    expect(comboboostState(onSport, [{ id: 'y', odds: 1500, matchId: 9 }]).suitableCount).toBe(1);
  });
});

describe('comboboostExtra', () => {
  it('adds the bonus share of the return, rounded down', () => {
    expect(comboboostExtra(minor(1000), 1050)).toBe(50);
    expect(comboboostExtra(minor(1999), 1050)).toBe(99);
    expect(comboboostExtra(minor(1000), 1000)).toBe(0);
  });
});

describe('comboboostAtSettlement', () => {
  const settle = (results: readonly ('win' | 'lose' | 'canceled' | 'half_win' | 'half_lose')[]) => {
    const selections = results.map((result) => ({ odds: 2000 as Odds1000, result }));
    const settlement = settleBet({ type: 'combo', stake: minor(1000), selections });
    if (!settlement) throw new Error('undecided');
    return { settlement, at: comboboostAtSettlement(rules.ranges, [0, 1, 2, 3, 4], results, settlement) };
  };

  it('boosts a won combo by the range of its qualifying selections', () => {
    const { settlement, at } = settle(['win', 'win', 'win', 'win', 'win']);
    expect(settlement.payout).toBe(32_000);
    expect(at).toEqual({ bonusOdds: 1100, extra: 3200 });
  });

  it('drops a void selection from the count, as from the odds', () => {
    const { settlement, at } = settle(['win', 'win', 'win', 'win', 'canceled']);
    expect(settlement.payout).toBe(16_000);
    expect(at).toEqual({ bonusOdds: 1050, extra: 800 });
  });

  it('counts a half win, and gives nothing once too few stand or the bet lost', () => {
    expect(settle(['win', 'win', 'half_win', 'canceled', 'canceled']).at.bonusOdds).toBe(1050);
    expect(settle(['win', 'win', 'canceled', 'canceled', 'canceled']).at).toEqual({
      bonusOdds: null,
      extra: 0,
    });
    expect(settle(['win', 'win', 'win', 'win', 'lose']).at).toEqual({ bonusOdds: null, extra: 0 });
    expect(settle(['win', 'win', 'win', 'win', 'half_lose']).at).toEqual({ bonusOdds: null, extra: 0 });
  });

  it('counts only the selections that qualified at placement', () => {
    const results = ['win', 'win', 'win', 'win'] as const;
    const settlement = { result: 'win_entire' as const, payout: minor(16_000) };
    expect(comboboostAtSettlement(rules.ranges, [0, 1], results, settlement).bonusOdds).toBeNull();
    expect(comboboostAtSettlement(rules.ranges, [0, 1, 3], results, settlement).bonusOdds).toBe(1050);
  });
});
