import { describe, expect, it } from 'vitest';
import { serializeBet } from './serialize';
import { aBet, aSelection, odds } from './test-support';

describe('bet serialisation for placing', () => {
  it('sends the stake, the selections with their accepted odds, and the bonus', () => {
    const s = aSelection({
      matchId: 4,
      marketId: 18,
      specifier: 'total=2.5',
      outcomeId: '12',
      odds: 2100,
      acceptedOdds: 2000,
    });
    const bet = aBet('single', [s], { stake: 250, bonus: { id: 9, type: 'comboboost', odds: odds(1100) } });
    expect(serializeBet(bet, 'EUR')).toEqual({
      bonus: { id: 9, type: 'comboboost', odds: 1100 },
      stake: { value: 250, currency: 'EUR' },
      selections: [{ match_id: 4, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 2000 }],
    });
  });

  it('sends system_id for system bets', () => {
    const bet = aBet('system', [aSelection(), aSelection(), aSelection()], { stake: 300 });
    expect(serializeBet(bet, 'EUR').system_id).toBe('2/3');
  });

  it('sends custom_odds for custom bets', () => {
    const bet = aBet('custom_bet', [aSelection({ isCustom: true })], { stake: 300, customOdds: odds(5400) });
    expect(serializeBet(bet, 'EUR')).toMatchObject({ custom_odds: 5400 });
    expect(
      serializeBet(aBet('combo', [aSelection()], { bonus: { id: 1, type: 'freebet_all_win' } }), 'EUR').bonus,
    ).toEqual({
      id: 1,
      type: 'freebet_all_win',
    });
  });
});
