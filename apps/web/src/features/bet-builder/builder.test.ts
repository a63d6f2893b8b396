import type { Odds1000 } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { type BuilderPick, builderGroups, pickKey, sameKeys, togglePick, withLiveState } from './builder';
import { aBuilderMarket, builderMarkets } from './test-support';

const aPick = (marketId: number, outcomeId: string, specifier = ''): BuilderPick => ({
  marketId,
  specifier,
  outcomeId,
  marketName: `market ${marketId}`,
  outcomeName: `outcome ${outcomeId}`,
  odds: 2000 as Odds1000,
});

describe('picking outcomes in the bet builder', () => {
  it('adds an outcome, and unpicks it on a second click', () => {
    const once = togglePick([], aPick(1, '1'));
    expect(once.map(pickKey)).toEqual(['1||1']);
    expect(togglePick(once, aPick(1, '1'))).toEqual([]);
  });

  it('another outcome of a picked line takes its place; another line of the market is added', () => {
    const picks = [aPick(1, '1'), aPick(18, '12', 'total=2.5')];
    expect(togglePick(picks, aPick(18, '13', 'total=2.5')).map(pickKey)).toEqual(['1||1', '18|total=2.5|13']);
    expect(togglePick(picks, aPick(18, '12', 'total=3.5')).map(pickKey)).toEqual([
      '1||1',
      '18|total=2.5|12',
      '18|total=3.5|12',
    ]);
  });

  it('compares picks whatever their order', () => {
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameKeys(['a', 'b'], ['a'])).toBe(false);
    expect(sameKeys(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});

describe("the bet builder's tabs (custom bet groups)", () => {
  it('one per group in the order they first appear; a market in two groups is in both', () => {
    const groups = builderGroups([...builderMarkets(), aBuilderMarket({ id: 60, custom_bet_groups: [] })]);
    expect(groups.map((g) => [g.key, g.markets.map((m) => m.id)])).toEqual([
      ['main', [1, 60]],
      ['goals', [18, 29]],
      ['totals', [18]],
    ]);
  });
});

describe('live state of the builder markets', () => {
  it('takes the status and outcomes of the same line from the live markets, keeping unchanged ones', () => {
    const [oneXTwo, total, btts] = builderMarkets();
    if (!oneXTwo || !total || !btts) throw new Error('markets');
    const liveTotal = {
      ...total,
      status: -1 as const,
      outcomes: total.outcomes.map((o) => ({ ...o, odds: 1700 })),
    };
    const next = withLiveState([oneXTwo, total, btts], [oneXTwo, liveTotal]);
    expect(next[0]).toBe(oneXTwo);
    expect(next[1]).toMatchObject({ status: -1, custom_bet_groups: ['goals', 'totals'] });
    expect(next[1]?.outcomes[0]?.odds).toBe(1700);
    expect(next[2]).toBe(btts);
  });
});
