import { describe, expect, it } from 'vitest';
import {
  betPotentialWin,
  betTitle,
  betTotalOdds,
  betTypeFromServer,
  createSelection,
  selectionKey,
} from './model';
import { aBet, aSelection, odds } from './test-support';

describe('bet types', () => {
  it('maps the server types double, treble and accumulator to combo', () => {
    expect(['double', 'treble', 'accumulator'].map(betTypeFromServer)).toEqual(['combo', 'combo', 'combo']);
    expect(betTypeFromServer('system')).toBe('system');
    expect(betTypeFromServer('lucky15')).toBeNull();
  });

  it('titles: singles, doubles (2), trebles (3), accumulator (4 or more)', () => {
    expect([1, 2, 3, 4, 9].map(betTitle)).toEqual([
      'singles',
      'doubles',
      'trebles',
      'accumulator',
      'accumulator',
    ]);
  });
});

describe('selections', () => {
  it('start with accepted and initial odds equal to the odds, and no flags', () => {
    const s = createSelection({
      matchId: 7,
      marketId: 1,
      specifier: 'total=2.5',
      outcomeId: '12',
      odds: odds(1850),
      matchStatus: 0,
      provider: 'betradar',
    });
    expect(s).toMatchObject({ id: '7:1:total=2.5:12', acceptedOdds: 1850, initialOdds: 1850, active: true });
    expect([s.isSuspended, s.isChanged, s.isNotAvailable]).toEqual([false, false, false]);
    expect(selectionKey(s)).toBe(s.id);
  });
});

describe('potential win of a slip bet', () => {
  it('uses the odds of a single, the product for a combo and the calculated odds of a custom bet', () => {
    const a = aSelection({ odds: 2000 });
    const b = aSelection({ odds: 1500 });
    expect(betPotentialWin(aBet('single', [a], { stake: 1000 }))).toBe(2000);
    expect(betPotentialWin(aBet('combo', [a, b], { stake: 1000 }))).toBe(3000);
    expect(betPotentialWin(aBet('custom_bet', [a, b], { stake: 1000, customOdds: odds(2750) }))).toBe(2750);
  });

  it('is 0 while a custom bet has no calculated odds or a system no system type', () => {
    const list = [aSelection(), aSelection(), aSelection()];
    expect(betPotentialWin(aBet('custom_bet', list, { stake: 1000 }))).toBe(0);
    expect(betPotentialWin({ ...aBet('system', list, { stake: 1000 }), system: undefined })).toBe(0);
    expect(betPotentialWin(aBet('single', [], { stake: 1000 }))).toBe(0);
    expect(betPotentialWin(aBet('combo', [], { stake: 1000 }))).toBe(0);
  });

  it('gives a system its effective odds, potential win ÷ stake', () => {
    const list = [aSelection({ odds: 2000 }), aSelection({ odds: 3000 }), aSelection({ odds: 4000 })];
    expect(betTotalOdds(aBet('system', list))).toBe(8666);
  });
});
