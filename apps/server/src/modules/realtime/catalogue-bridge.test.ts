import type { TMarket, TMatch, TRealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { CatalogueNames } from '../catalogue/names';
import { CATALOGUE_NAMES } from '../catalogue/names/index';
import type { CatalogueChange, CatalogueService } from '../catalogue/service';
import { bridgeCatalogue } from './catalogue-bridge';
import type { Publisher } from './publisher';

const aMarket = (id: number, odds: number, extra: Partial<TMarket> = {}): TMarket => ({
  match_urn_id: 'sr:match:1',
  match_id: 1,
  id,
  name: `market ${id}`,
  status: 1,
  specifier: '',
  outcomes: [{ id: '1', name: '1', active: true, odds }],
  market_groups: ['all'],
  priority: 0,
  is_main: id === 1,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  ...extra,
});

/** A catalogue of one match whose state and markets the test changes. */
function aCatalogue() {
  const listeners: ((change: CatalogueChange) => void)[] = [];
  const state = {
    match: {
      id: 1,
      status: 0,
      stage: null,
      statistics: null,
      bettable: true,
      markets_count: 2,
      top_markets_count: 1,
    } as unknown as TMatch,
    markets: [aMarket(1, 2100), aMarket(18, 1900, { specifier: 'total=2.5' })],
  };
  const catalogue = {
    names: new CatalogueNames(CATALOGUE_NAMES),
    onChange(listener: (change: CatalogueChange) => void) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    matchWithMarkets: async () => ({
      match: { ...state.match, main_market: state.markets[0] ?? null, secondary_market: null },
      markets: state.markets,
    }),
  } as unknown as CatalogueService;
  const emit = (change: CatalogueChange) => {
    for (const listener of listeners) listener(change);
  };
  return { catalogue, state, emit };
}

function aPublisher() {
  const published: { channel: string; event: TRealtimeEvent }[] = [];
  let wake = () => {};
  const publisher: Publisher = {
    async publish(channel, event) {
      published.push({ channel, event });
      wake();
      return { offset: published.length, epoch: 'e' };
    },
    broadcast(channels, event) {
      return Promise.all(channels.map((channel) => publisher.publish(channel, event)));
    },
    async close() {},
  };
  const until = async (n: number) => {
    while (published.length < n) await new Promise<void>((resolve) => (wake = resolve));
  };
  return { publisher, published, until };
}

describe('catalogue changes as real-time publications', () => {
  it('publishes only the markets that changed, on the match channel, and main markets on the public channel', async () => {
    const { catalogue, state, emit } = aCatalogue();
    const { publisher, published, until } = aPublisher();
    bridgeCatalogue(catalogue, publisher);

    emit({ kind: 'markets', matchId: 1 });
    await until(2);
    expect(published.map((p) => [p.channel, p.event])).toEqual([
      [
        'match:en:1',
        {
          type: 'markets_changed',
          data: { match_id: 1, markets: state.markets, removed: [], complete: true },
        },
      ],
      [
        'public:en',
        {
          type: 'markets_changed',
          data: { match_id: 1, markets: [state.markets[0]], removed: [], complete: true },
        },
      ],
    ]);
    published.length = 0;

    state.markets = [aMarket(1, 2100), aMarket(18, 1850, { specifier: 'total=2.5' })];
    emit({ kind: 'markets', matchId: 1 });
    await until(1);
    expect(published).toEqual([
      {
        channel: 'match:en:1',
        event: { type: 'markets_changed', data: { match_id: 1, markets: [state.markets[1]], removed: [] } },
      },
    ]);

    published.length = 0;
    state.markets = [aMarket(1, 2200)];
    emit({ kind: 'markets', matchId: 1 });
    await until(2);
    expect(published.map((p) => [p.channel, p.event])).toEqual([
      [
        'match:en:1',
        {
          type: 'markets_changed',
          data: { match_id: 1, markets: [state.markets[0]], removed: [{ id: 18, specifier: 'total=2.5' }] },
        },
      ],
      [
        'public:en',
        { type: 'markets_changed', data: { match_id: 1, markets: [state.markets[0]], removed: [] } },
      ],
    ]);
  });

  it('publishes a status change with the previous status, and only the match fields that changed', async () => {
    const { catalogue, state, emit } = aCatalogue();
    const { publisher, published, until } = aPublisher();
    bridgeCatalogue(catalogue, publisher);
    emit({ kind: 'match_state', id: 1 });
    await until(4);
    published.length = 0;

    state.match = { ...state.match, status: 1, stage: '1st half' } as TMatch;
    emit({ kind: 'match_state', id: 1 });
    await until(4);
    const events = published.filter((p) => p.channel === 'match:en:1').map((p) => p.event);
    expect(events).toEqual([
      { type: 'match_status_changed', data: { id: 1, status: 1, previous_status: 0 } },
      { type: 'match_changed', data: { id: 1, status: 1, stage: '1st half' } },
    ]);
    expect(published.filter((p) => p.channel === 'public:en')).toHaveLength(2);
  });

  it('publishes each language its own names: one publication per distinct translation', async () => {
    const { catalogue, state, emit } = aCatalogue();
    state.markets = [
      aMarket(1, 2100, { name: '1X2', outcomes: [{ id: '2', name: 'Draw', active: true, odds: 3100 }] }),
    ];
    const { publisher, published, until } = aPublisher();
    bridgeCatalogue(catalogue, publisher, { langs: ['en', 'de', 'zz'] });

    emit({ kind: 'markets', matchId: 1 });
    await until(6);
    const names = Object.fromEntries(
      published
        .filter((p) => p.channel.startsWith('match:'))
        .map((p) => {
          const data = p.event.data as { markets: TMarket[] };
          return [p.channel, data.markets[0]?.outcomes[0]?.name];
        }),
    );
    // A language with no names of its own here: it gets English's.
    expect(names).toEqual({ 'match:en:1': 'Draw', 'match:de:1': 'Unentschieden', 'match:zz:1': 'Draw' });
  });
});
