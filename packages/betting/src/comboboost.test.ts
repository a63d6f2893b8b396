import { describe, expect, it } from 'vitest';
import { type ComboboostRules, type ComboboostSelection, comboboostState } from './comboboost';

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
