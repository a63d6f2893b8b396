import type { TMarket, TMatch } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { applyHeadlineMarkets, applyMarketsChanged, applyMatchChanged, keepMarketOrder } from './merge';

const aMarket = (over: Partial<TMarket> = {}): TMarket => ({
  match_urn_id: 'sr:match:1',
  match_id: 1,
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: 'Home', active: true, odds: 2100 },
    { id: '2', name: 'Draw', active: true, odds: 3400 },
    { id: '3', name: 'Away', active: true, odds: 3600 },
  ],
  market_groups: ['all'],
  priority: 0,
  is_main: true,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  ...over,
});

const aMatch = (over: Partial<TMatch> = {}): TMatch =>
  ({
    id: 1,
    status: 1,
    statistics: { total_score: { home: 1, away: 0 } },
    bettable: true,
    markets_count: 10,
    main_market: aMarket(),
    secondary_market: null,
    ...over,
  }) as TMatch;

describe('applyMarketsChanged (SPEC §4 live updates)', () => {
  it('keeps markets and outcomes that did not change, by identity', () => {
    const current = [aMarket(), aMarket({ id: 18, specifier: 'total=2.5' })];
    const changedPrice = aMarket();
    changedPrice.outcomes = changedPrice.outcomes.map((o) => (o.id === '2' ? { ...o, odds: 3500 } : o));
    const next = applyMarketsChanged(current, { match_id: 1, markets: [changedPrice], removed: [] });
    expect(next[1]).toBe(current[1]);
    expect(next[0]?.outcomes[0]).toBe(current[0]?.outcomes[0]);
    expect(next[0]?.outcomes[1]?.odds).toBe(3500);
  });

  it('returns the same list when nothing changed', () => {
    const current = [aMarket()];
    expect(applyMarketsChanged(current, { match_id: 1, markets: [aMarket()], removed: [] })).toBe(current);
  });

  it('adds new markets, drops removed ones and those with status 0', () => {
    const current = [aMarket(), aMarket({ id: 18, specifier: 'total=2.5' })];
    const next = applyMarketsChanged(current, {
      match_id: 1,
      markets: [aMarket({ id: 29 }), aMarket({ status: 0 })],
      removed: [{ id: 18, specifier: 'total=2.5' }],
    });
    expect(next.map((m) => m.id)).toEqual([29]);
  });

  it('marks a suspended market suspended', () => {
    const next = applyMarketsChanged([aMarket()], {
      match_id: 1,
      markets: [aMarket({ status: -1 })],
      removed: [],
    });
    expect(next[0]?.status).toBe(-1);
  });
});

/** A live basketball match's markets as the API sorts them (SPEC §9), and as the player sees them. */
const winner = aMarket({ id: 219, name: 'Winner' });
const hcpTop = aMarket({ id: 223, name: 'Handicap', specifier: 'hcp=2.5', most_balanced: true });
const hcpOther = aMarket({ id: 223, name: 'Handicap', specifier: 'hcp=5.5' });
const total = aMarket({ id: 225, name: 'Total', specifier: 'total=221.5', most_balanced: true });
const oddEven = aMarket({ id: 226, name: 'Odd/even' });
const titles = (markets: readonly TMarket[]) => markets.map((m) => `${m.name} ${m.specifier}`.trim());

describe('the order of the markets while the player looks', () => {
  const shown = [winner, hcpTop, hcpOther, total, oddEven];

  it("puts a market's moved line where its old line was", () => {
    const next = applyMarketsChanged(shown, {
      match_id: 1,
      markets: [aMarket({ id: 225, name: 'Total', specifier: 'total=224.5', most_balanced: true })],
      removed: [{ id: 225, specifier: 'total=221.5' }],
    });
    expect(titles(next)).toEqual([
      'Winner',
      'Handicap hcp=2.5',
      'Handicap hcp=5.5',
      'Total total=224.5',
      'Odd/even',
    ]);
  });

  it('drops a line the whole list no longer has, the moved line taking its place', () => {
    // The first publication after the server (re)started carries the whole list: it cannot name the
    // line that went, and the page must not show the old line beside the new one.
    const moved = aMarket({ id: 225, name: 'Total', specifier: 'total=224.5' });
    const next = applyMarketsChanged(shown, {
      match_id: 1,
      markets: [winner, hcpTop, hcpOther, moved, oddEven],
      removed: [],
      complete: true,
    });
    expect(titles(next)).toEqual([
      'Winner',
      'Handicap hcp=2.5',
      'Handicap hcp=5.5',
      'Total total=224.5',
      'Odd/even',
    ]);
  });

  it("puts a market's new line after its other lines", () => {
    const next = applyMarketsChanged(shown, {
      match_id: 1,
      markets: [aMarket({ id: 223, name: 'Handicap', specifier: 'hcp=-0.5' })],
      removed: [],
    });
    expect(titles(next)).toEqual([
      'Winner',
      'Handicap hcp=2.5',
      'Handicap hcp=5.5',
      'Handicap hcp=-0.5',
      'Total total=221.5',
      'Odd/even',
    ]);
  });

  it('appends a new market and drops a removed one', () => {
    const next = applyMarketsChanged(shown, {
      match_id: 1,
      markets: [aMarket({ id: 2, name: '1X2' })],
      removed: [{ id: 226, specifier: '' }],
    });
    expect(titles(next)).toEqual([
      'Winner',
      'Handicap hcp=2.5',
      'Handicap hcp=5.5',
      'Total total=221.5',
      '1X2',
    ]);
  });

  it('keeps the order when another line becomes the most balanced one', () => {
    const next = applyMarketsChanged(shown, {
      match_id: 1,
      markets: [
        { ...hcpTop, most_balanced: false },
        { ...hcpOther, most_balanced: true },
      ],
      removed: [],
    });
    expect(titles(next)).toEqual(titles(shown));
    expect(next[2]?.most_balanced).toBe(true);
  });

  it('keeps the order shown when the markets are fetched again in the API order', () => {
    // The API sorts the most balanced line first: after the flip, 5.5 comes before 2.5.
    const fetched = [
      winner,
      { ...hcpOther, most_balanced: true },
      { ...hcpTop, most_balanced: false },
      aMarket({ id: 225, name: 'Total', specifier: 'total=218.5', most_balanced: true }),
      oddEven,
      aMarket({ id: 2, name: '1X2' }),
    ];
    expect(titles(keepMarketOrder(shown, fetched))).toEqual([
      'Winner',
      'Handicap hcp=2.5',
      'Handicap hcp=5.5',
      'Total total=218.5',
      'Odd/even',
      '1X2',
    ]);
  });

  it("takes the API's order when nothing is shown yet", () => {
    const fetched = [winner, total];
    expect(keepMarketOrder(undefined, fetched)).toBe(fetched);
  });
});

describe('applyMatchChanged', () => {
  it('keeps old scores unless the update has new ones', () => {
    const match = aMatch();
    expect(applyMatchChanged(match, { bettable: false }).statistics).toBe(match.statistics);
    const scored = applyMatchChanged(match, {
      statistics: { ...match.statistics, total_score: { home: 2, away: 0 } } as never,
    });
    expect(scored.statistics?.total_score).toEqual({ home: 2, away: 0 });
  });

  it('returns the same match when nothing changed', () => {
    const match = aMatch();
    expect(applyMatchChanged(match, { status: 1, bettable: true })).toBe(match);
  });
});

describe('applyHeadlineMarkets', () => {
  it('updates the main market of a list row and leaves other matches alone', () => {
    const row = aMatch();
    const moved = aMarket();
    moved.outcomes = moved.outcomes.map((o) => (o.id === '1' ? { ...o, odds: 1900 } : o));
    const next = applyHeadlineMarkets(row, { match_id: 1, markets: [moved], removed: [] });
    expect(next.main_market?.outcomes[0]?.odds).toBe(1900);
    expect(next.main_market?.outcomes[1]).toBe(row.main_market?.outcomes[1]);
    const other = aMatch({ id: 2 });
    expect(applyHeadlineMarkets(other, { match_id: 1, markets: [moved], removed: [] })).toBe(other);
  });

  it('takes the new line of a headline market whose line moved', () => {
    const row = aMatch({ secondary_market: aMarket({ id: 18, name: 'Total', specifier: 'total=2.5' }) });
    const line = aMarket({ id: 18, name: 'Total', specifier: 'total=3.5' });
    const removed = applyHeadlineMarkets(row, {
      match_id: 1,
      markets: [line],
      removed: [{ id: 18, specifier: 'total=2.5' }],
    });
    expect(removed.secondary_market?.specifier).toBe('total=3.5');
    expect(removed.main_market).toBe(row.main_market);
    const whole = applyHeadlineMarkets(row, {
      match_id: 1,
      markets: [row.main_market as TMarket, line],
      removed: [],
      complete: true,
    });
    expect(whole.secondary_market?.specifier).toBe('total=3.5');
    const none = applyHeadlineMarkets(row, { match_id: 1, markets: [], removed: [], complete: true });
    expect([none.main_market, none.secondary_market]).toEqual([null, null]);
  });
});
