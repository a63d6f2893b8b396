import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypeFromWire, serializeBet } from './serialize';
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

describe('bet type from the wire form', () => {
  const selections = (n: number) => Array.from({ length: n }, () => aSelection());
  const slipBets = fc.oneof(
    fc.constant(aBet('single', selections(1))),
    fc.integer({ min: 2, max: 16 }).map((n) => aBet('combo', selections(n))),
    fc
      .integer({ min: 3, max: 16 })
      .chain((n) => fc.integer({ min: 1, max: n - 1 }).map((k) => ({ n, k })))
      .map(({ n, k }) => aBet('system', selections(n), { system: { winCount: k, totalCount: n } })),
    fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1001, max: 100_000 }))
      .map(([n, o]) => aBet('custom_bet', selections(n), { customOdds: odds(o) })),
  );

  it('is the type of the slip bet that was serialised, for every bet type', () => {
    fc.assert(fc.property(slipBets, (bet) => betTypeFromWire(serializeBet(bet, 'EUR')) === bet.type));
  });

  it.each([
    [
      'custom odds make a custom bet, even of one selection',
      { custom_odds: 4000, selections: [1] },
      'custom_bet',
    ],
    [
      'custom odds are read before a system id',
      { custom_odds: 4000, system_id: '2/3', selections: [1, 2, 3] },
      'custom_bet',
    ],
    ['a system id makes a system', { system_id: '2/3', selections: [1, 2, 3] }, 'system'],
    ['one selection is a single', { selections: [1] }, 'single'],
    ['several selections are a combo', { selections: [1, 2] }, 'combo'],
  ] as const)('%s', (_, wire, type) => {
    expect(betTypeFromWire(wire)).toBe(type);
  });
});
