import { MarketStatus, MatchStatus, type TMatchStatistics } from '@sportsbook/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewMarket, NewMatch } from '../../db/schema';
import { type CatalogueChange, CatalogueChanges } from './changes';
import { FeedIngest, type MatchStateUpdate } from './feed-ingest';
import { MemoryFeedStore } from './memory-feed-store';

const NOW = 1_000_000;

const aMatch = (id: number, over: Partial<NewMatch> = {}): NewMatch => ({
  id,
  urn_id: `sr:match:${id}`,
  slug: `match-${id}`,
  type: 'match',
  sport_id: 1,
  category_id: 1,
  tournament_id: 1,
  home_id: null,
  away_id: null,
  name: `Match ${id}`,
  status: MatchStatus.prematch,
  stage: null,
  start_time: NOW,
  end_time: null,
  stadium: null,
  city: null,
  has_video: 0,
  provider: 'betradar',
  priority: 0,
  statistics: null,
  script: null,
  updated_at: 0,
  ...over,
});

const aMarket = (matchId: number, marketId: number, over: Partial<NewMarket> = {}): NewMarket => ({
  match_id: matchId,
  market_id: marketId,
  specifier: '',
  name: `Market ${marketId}`,
  status: MarketStatus.allowed,
  priority: 0,
  is_main: marketId === 1 ? 1 : 0,
  most_balanced: 0,
  groups: '["all"]',
  outcomes: '[{"id":"1","name":"1","active":1,"odds":2000}]',
  updated_at: 0,
  ...over,
});

const prematch = { status: MatchStatus.prematch, statistics: null };

describe('feed ingest against an in-memory store', () => {
  let store: MemoryFeedStore;
  let changes: CatalogueChanges;
  let heard: CatalogueChange[];
  let ingest: FeedIngest;
  const tick = (id: number, state: MatchStateUpdate['state'], markets: NewMarket[]) =>
    ingest.ingestMatchStates([{ id, state, markets }]);

  beforeEach(async () => {
    store = new MemoryFeedStore();
    changes = new CatalogueChanges();
    heard = [];
    changes.onChange((change) => heard.push(change));
    ingest = new FeedIngest(
      store,
      () => NOW,
      (...c) => changes.announce(c),
    );
    await ingest.ingestEvents(
      [1, 2].map((id) => ({ match: aMatch(id), markets: [aMarket(id, 1), aMarket(id, 18)] })),
    );
    store.writes.length = 0;
    heard = [];
  });

  it('a repeated state and market set writes nothing and announces nothing', async () => {
    await tick(1, prematch, [aMarket(1, 1), aMarket(1, 18)]);
    expect(store.writes).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('writes and announces only the market that changed, and a new state once', async () => {
    const statistics: TMatchStatistics = {
      clock: null,
      total_score: null,
      game_score: null,
      period_scores: [],
      current_period: '1st half',
      current_server: null,
      max_period_number: null,
    };
    const live = { status: MatchStatus.live, statistics };
    await tick(1, live, [aMarket(1, 1, { outcomes: '[]' }), aMarket(1, 18)]);
    expect(store.writes).toEqual(['state 1', 'market 1:1|']);
    expect(heard).toEqual([
      { kind: 'match_state', id: 1 },
      { kind: 'markets', matchId: 1 },
    ]);
    expect(store.markets.get('1:1|')).toMatchObject({ outcomes: '[]', updated_at: NOW });
    // The same state again is no change: statistics are compared as stored.
    heard = [];
    await tick(1, live, [aMarket(1, 1, { outcomes: '[]' }), aMarket(1, 18)]);
    expect(heard).toEqual([]);
  });

  it('closes an offered market the feed no longer sends, and leaves a closed one alone', async () => {
    await tick(1, prematch, [aMarket(1, 1)]);
    expect(store.writes).toEqual(['close 1:18|']);
    expect(store.markets.get('1:18|')).toMatchObject({ status: MarketStatus.notAllowed, updated_at: NOW });
    expect(heard).toEqual([{ kind: 'markets', matchId: 1 }]);
    store.writes.length = 0;
    heard = [];
    await tick(1, prematch, [aMarket(1, 1)]);
    expect(store.writes).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('writes a few matches per transaction, one version step each', async () => {
    const ids = Array.from({ length: 9 }, (_, i) => 10 + i);
    await ingest.ingestEvents(ids.map((id) => ({ match: aMatch(id), markets: [] })));
    const versionBefore = changes.currentVersion;
    const updates: MatchStateUpdate[] = ids.map((id) => ({
      id,
      state: { status: MatchStatus.live, statistics: null },
      markets: [aMarket(id, 1)],
    }));
    await ingest.ingestMatchStates(updates);
    expect(changes.currentVersion - versionBefore).toBe(3);
    expect(heard.filter((c) => c.kind === 'match_state').map((c) => c.id)).toEqual(ids);
  });

  it('a failed write rolls its transaction back and announces nothing of it', async () => {
    store.failNext = 'close 1:18|';
    await expect(
      tick(1, { status: MatchStatus.live, statistics: null }, [aMarket(1, 1, { name: 'x' })]),
    ).rejects.toThrow('failed');
    expect(store.writes).toEqual([]);
    expect(await store.matchState(1)).toEqual({ status: MatchStatus.prematch, statistics: null });
    expect(store.markets.get('1:1|')).toMatchObject({ name: 'Market 1' });
    expect(heard).toEqual([]);
  });

  it('stores only events it does not hold yet, and announces them when any was new', async () => {
    expect(await ingest.ingestEvents([{ match: aMatch(1), markets: [aMarket(1, 99)] }])).toBe(0);
    expect(store.markets.has('1:99|')).toBe(false);
    expect(heard).toEqual([]);
    expect(await ingest.ingestEvents([{ match: aMatch(3), markets: [aMarket(3, 1)] }])).toBe(1);
    expect(heard).toEqual([{ kind: 'matches', ids: [3] }]);
  });

  it('ingestMarkets writes every market given and announces each match once per batch', async () => {
    await ingest.ingestMarkets([aMarket(1, 1), aMarket(1, 18), aMarket(2, 1)]);
    expect(store.writes).toEqual(['market 1:1|', 'market 1:18|', 'market 2:1|']);
    expect(heard).toEqual([
      { kind: 'markets', matchId: 1 },
      { kind: 'markets', matchId: 2 },
    ]);
  });
});
