import type { TMarket } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { compareMarkets, specifierValues } from './market-sort';

const aMarket = (over: Partial<TMarket>): TMarket => ({
  match_urn_id: 'sr:match:1',
  match_id: 1,
  id: 18,
  name: 'Total goals',
  status: 1,
  specifier: '',
  outcomes: [],
  market_groups: ['all'],
  priority: 0,
  is_main: false,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  ...over,
});

const order = (markets: TMarket[]) => [...markets].sort(compareMarkets).map((m) => `${m.id}:${m.specifier}`);

describe('market sort (SPEC §9)', () => {
  it('puts the main market first', () => {
    expect(
      order([aMarket({ id: 18, priority: 100 }), aMarket({ id: 1, is_main: true, priority: 0 })]),
    ).toEqual(['1:', '18:']);
  });

  it('then orders by priority, higher first', () => {
    expect(order([aMarket({ id: 29, priority: 10 }), aMarket({ id: 18, priority: 50 })])).toEqual([
      '18:',
      '29:',
    ]);
  });

  it('then by market id, then by name', () => {
    expect(order([aMarket({ id: 29 }), aMarket({ id: 18 })])).toEqual(['18:', '29:']);
    expect(
      order([aMarket({ id: 5, name: 'b', specifier: 'x' }), aMarket({ id: 5, name: 'a', specifier: 'y' })]),
    ).toEqual(['5:y', '5:x']);
  });

  it('then the most balanced line first', () => {
    expect(
      order([aMarket({ specifier: 'total=1.5' }), aMarket({ specifier: 'total=3.5', most_balanced: true })]),
    ).toEqual(['18:total=3.5', '18:total=1.5']);
  });

  it('then handicap and total values in numeric order, not text order', () => {
    expect(
      order([
        aMarket({ id: 16, specifier: 'hcp=1.5' }),
        aMarket({ id: 16, specifier: 'hcp=-10.5' }),
        aMarket({ id: 16, specifier: 'hcp=-0.25' }),
        aMarket({ id: 16, specifier: 'hcp=0' }),
      ]),
    ).toEqual(['16:hcp=-10.5', '16:hcp=-0.25', '16:hcp=0', '16:hcp=1.5']);
  });

  it('reads every numeric specifier part, quarter lines written as pairs included', () => {
    expect(specifierValues('total=2.5|period=1')).toEqual([2.5, 1]);
    expect(specifierValues('hcp=-0.5/-1')).toEqual([-0.75]);
    expect(specifierValues('variant=sr:exact_games:bestof:5')).toEqual([]);
    expect(specifierValues('')).toEqual([]);
  });
});
