import { isBettableMatchStatus } from '@sportsbook/betting';
import type { TCountersReply, TMarket, TMatch, TSport, TTournament } from '@sportsbook/contract';
import {
  MarketStatus,
  MatchStatus,
  ZCountriesReply,
  ZMarketsReply,
  ZMatchesReply,
  ZSiteConfig,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import type { NewMarket } from '../../db/schema';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { compareMarkets } from './market-sort';
import type { CatalogueChange, CatalogueService } from './service';

interface List<T> {
  data: T[];
  pagination: { total: number; page: number; limit: number; last_page: number };
}

describe.each(testDatabases())('catalogue API on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let catalogue: CatalogueService;

  beforeAll(async () => {
    db = await database.createSeeded();
    ({
      app,
      services: { catalogue },
    } = await aSeededApp(db));
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = async <T>(url: string, status = 200): Promise<T> => {
    const reply = await app.inject({ method: 'GET', url: `/api/sportsbook${url}` });
    expect(reply.statusCode, `${url} → ${reply.body.slice(0, 300)}`).toBe(status);
    return reply.json() as T;
  };
  const post = async <T>(url: string, payload: unknown, status = 200): Promise<T> => {
    const reply = await app.inject({
      method: 'POST',
      url: `/api/sportsbook${url}`,
      payload: payload as object,
    });
    expect(reply.statusCode, `${url} → ${reply.body.slice(0, 300)}`).toBe(status);
    return reply.json() as T;
  };
  const all = async <T>(url: string): Promise<T[]> => {
    const sep = url.includes('?') ? '&' : '?';
    const first = await get<List<T>>(`${url}${sep}limit=500`);
    const rest = [];
    for (let page = 2; page <= first.pagination.last_page; page++)
      rest.push(get<List<T>>(`${url}${sep}limit=500&page=${page}`));
    return [...first.data, ...(await Promise.all(rest)).flatMap((p) => p.data)];
  };

  describe('sports', () => {
    it('lists at least 12 regular sports and 4 cybersport titles on oddin', async () => {
      const { data, pagination } = await get<List<TSport>>('/sports');
      expect(data.filter((s) => s.type === 'regular').length).toBeGreaterThanOrEqual(12);
      const cyber = data.filter((s) => s.type === 'cyber');
      expect(cyber.length).toBeGreaterThanOrEqual(4);
      expect(cyber.every((s) => s.provider === 'oddin')).toBe(true);
      expect(pagination.total).toBe(data.length);
      for (const key of [
        'football',
        'basketball',
        'tennis',
        'ice-hockey',
        'volleyball',
        'handball',
        'baseball',
        'table-tennis',
        'cricket',
        'rugby',
        'darts',
      ]) {
        expect(data.map((s) => s.key)).toContain(key);
      }
    });

    it('filters by sport_type', async () => {
      const { data } = await get<List<TSport>>('/sports?sport_type=cyber');
      expect(data.length).toBeGreaterThanOrEqual(4);
      expect(data.every((s) => s.type === 'cyber')).toBe(true);
    });
  });

  describe('categories and tournaments', () => {
    it('lists categories of a sport by key, and one category by id', async () => {
      const sports = await get<List<TSport>>('/sports');
      const football = sports.data.find((s) => s.key === 'football');
      const { data } = await get<List<{ id: number; sport_id: number; sport_ids: number[] }>>(
        '/categories?sport_key=football',
      );
      expect(data.length).toBeGreaterThan(3);
      expect(data.every((c) => c.sport_id === football?.id && c.sport_ids.includes(c.sport_id))).toBe(true);
      const first = data[0];
      expect(await get(`/categories/${first?.id}`)).toMatchObject({ id: first?.id });
    });

    it('pages categories', async () => {
      const one = await get<List<{ id: number }>>('/categories?limit=2&page=1');
      const two = await get<List<{ id: number }>>('/categories?limit=2&page=2');
      expect(one.data).toHaveLength(2);
      expect(one.pagination.last_page).toBe(Math.ceil(one.pagination.total / 2));
      expect(two.data.map((c) => c.id)).not.toContain(one.data[0]?.id);
    });

    it('lists tournaments of a category with their sport and category', async () => {
      const categories = await get<List<{ id: number }>>('/categories?sport_key=football');
      const categoryId = categories.data[0]?.id;
      const { data } = await get<List<TTournament>>(`/tournaments?category_id=${categoryId}`);
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((t) => t.category.id === categoryId && t.sport.key === 'football')).toBe(true);
      expect(data[0]?.main_market_outcome_count).toBe(3);
      expect(await get(`/tournaments/${data[0]?.id}`)).toMatchObject({
        id: data[0]?.id,
        slug: data[0]?.slug,
      });
    });

    it('filters categories and tournaments by sport id', async () => {
      const sports = await get<List<TSport>>('/sports');
      const tennis = sports.data.find((s) => s.key === 'tennis') as TSport;
      const categories = await get<List<{ sport_id: number }>>(`/categories?sport_id=${tennis.id}`);
      expect(categories.data.length).toBeGreaterThan(0);
      expect(categories.data.every((c) => c.sport_id === tennis.id)).toBe(true);
      const tournaments = await get<List<TTournament>>(`/tournaments?sport_id=${tennis.id}`);
      expect(tournaments.data.length).toBeGreaterThan(0);
      expect(tournaments.data.every((t) => t.sport.id === tennis.id)).toBe(true);
      const none = await get<List<TTournament>>(`/tournaments?sport_id=${tennis.id}&sport_key=football`);
      expect(none.data).toEqual([]);
    });

    it('answers 404 for unknown ids', async () => {
      await get('/categories/999999999', 404);
      await get('/tournaments/999999999', 404);
    });
  });

  describe('matches', () => {
    it('lists 50 upcoming matches by default, by start time, valid against the contract', async () => {
      const body = await get<List<TMatch>>('/matches');
      expect(() => ZMatchesReply.parse(body)).not.toThrow();
      expect(body.data).toHaveLength(50);
      expect(body.pagination.limit).toBe(50);
      const times = body.data.map((m) => Date.parse(m.start_time));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('has at least 400 matches over the next 7 days', async () => {
      const from = new Date(TEST_NOW).toISOString();
      const to = new Date(TEST_NOW + 7 * 86_400_000).toISOString();
      const body = await get<List<TMatch>>(`/matches?type=match&start_from=${from}&start_to=${to}&limit=1`);
      expect(body.pagination.total).toBeGreaterThanOrEqual(400);
    });

    it('has at least 30 live matches, each with a score', async () => {
      const live = await all<TMatch>('/matches?match_status=1');
      expect(live.length).toBeGreaterThanOrEqual(30);
      expect(live.every((m) => m.status === MatchStatus.live && m.statistics?.total_score != null)).toBe(
        true,
      );
    });

    it('has at least 100 finished matches of the last 2 days with final and period scores', async () => {
      const from = new Date(TEST_NOW - 2 * 86_400_000).toISOString();
      const finished = await all<TMatch>(`/matches?match_status=4&start_from=${from}`);
      expect(finished.length).toBeGreaterThanOrEqual(100);
      for (const match of finished) {
        expect(match.statistics?.total_score).not.toBeNull();
        expect(match.statistics?.period_scores.length).toBeGreaterThan(0);
      }
    });

    it('filters by id list, type, sport, category, tournament and status', async () => {
      const some = (await get<List<TMatch>>('/matches?limit=3')).data;
      const ids = some.map((m) => m.id);
      const byId = await get<List<TMatch>>(`/matches?id=${ids.join(',')}`);
      expect(byId.data.map((m) => m.id).sort()).toEqual([...ids].sort());

      const outrights = await get<List<TMatch>>('/matches?type=outright');
      expect(outrights.data.length).toBeGreaterThan(0);
      expect(outrights.data.every((m) => m.type === 'outright' && m.end_date !== null)).toBe(true);

      const tennis = await get<List<TMatch>>('/matches?sport_key=tennis');
      expect(tennis.data.length).toBeGreaterThan(0);
      expect(tennis.data.every((m) => m.sport.key === 'tennis')).toBe(true);

      const cyber = await get<List<TMatch>>('/matches?sport_type=cyber');
      expect(cyber.data.length).toBeGreaterThan(0);
      expect(cyber.data.every((m) => m.sport.type === 'cyber' && m.provider === 'oddin')).toBe(true);

      const first = some[0] as TMatch;
      const byCategory = await get<List<TMatch>>(`/matches?category_id=${first.category.id}`);
      expect(byCategory.data.every((m) => m.category.id === first.category.id)).toBe(true);
      const byTournament = await get<List<TMatch>>(`/matches?tournament_id=${first.tournament.id}`);
      expect(byTournament.data.map((m) => m.id)).toContain(first.id);
      expect(byTournament.data.every((m) => m.tournament.id === first.tournament.id)).toBe(true);

      const liveAndUpcoming = await get<List<TMatch>>('/matches?match_status=0,1&limit=500');
      expect(liveAndUpcoming.data.every((m) => isBettableMatchStatus(m.status))).toBe(true);
    });

    it('treats empty filter values as absent', async () => {
      const plain = await get<List<TMatch>>('/matches?limit=5');
      const empty = await get<List<TMatch>>(
        '/matches?limit=5&sport_key=&category_id=&match_status=,&bettable=',
      );
      expect(empty.pagination.total).toBe(plain.pagination.total);
    });

    it('sorts by start time descending and by priority', async () => {
      const desc = (await get<List<TMatch>>('/matches?sort_by=-start_time&limit=100')).data.map((m) =>
        Date.parse(m.start_time),
      );
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const byPriority = (await get<List<TMatch>>('/matches?sort_by=priority&match_status=0&limit=100')).data;
      const priorities = byPriority.map((m) => m.tournament.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    });

    it('filters by start time window', async () => {
      const from = TEST_NOW + 86_400_000;
      const to = from + 6 * 3_600_000;
      const window = await all<TMatch>(
        `/matches?start_from=${new Date(from).toISOString()}&start_to=${from + 6 * 3_600_000}`,
      );
      expect(window.length).toBeGreaterThan(0);
      expect(window.every((m) => Date.parse(m.start_time) >= from && Date.parse(m.start_time) < to)).toBe(
        true,
      );
    });

    it('filters bettable and unbettable matches', async () => {
      const bettable = await get<List<TMatch>>('/matches?bettable=true&limit=200');
      expect(bettable.data.length).toBeGreaterThan(0);
      expect(bettable.data.every((m) => m.bettable && isBettableMatchStatus(m.status))).toBe(true);
      const closed = await get<List<TMatch>>('/matches?bettable=false&limit=200');
      expect(closed.data.length).toBeGreaterThan(0);
      expect(closed.data.every((m) => !m.bettable)).toBe(true);
    });

    it('caps matches per sport with max_per_sport', async () => {
      const capped = await get<List<TMatch>>('/matches?max_per_sport=2&limit=500');
      const perSport = new Map<string, number>();
      for (const m of capped.data) perSport.set(m.sport.key, (perSport.get(m.sport.key) ?? 0) + 1);
      expect(perSport.size).toBeGreaterThanOrEqual(12);
      expect(Math.max(...perSport.values())).toBeLessThanOrEqual(2);
      expect(capped.pagination.total).toBe(capped.data.length);
    });

    it('pages without overlap', async () => {
      const one = await get<List<TMatch>>('/matches?limit=20&page=1');
      const two = await get<List<TMatch>>('/matches?limit=20&page=2');
      const overlap = two.data.filter((m) => one.data.some((o) => o.id === m.id));
      expect(overlap).toEqual([]);
      expect(two.pagination.page).toBe(2);
    });

    it('gives an anonymous visitor no favourites', async () => {
      const body = await get<List<TMatch>>('/matches?favourite=true');
      expect(body).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 50, last_page: 1 } });
    });

    it('filters by has_video', async () => {
      const withVideo = await get<List<TMatch>>('/matches?has_video=true&limit=100');
      expect(withVideo.data.every((m) => m.has_video)).toBe(true);
      const without = await get<List<TMatch>>('/matches?has_video=false&limit=100');
      expect(without.data.every((m) => !m.has_video)).toBe(true);
    });

    it('returns one match with its main market', async () => {
      const [first] = (
        await get<List<TMatch>>('/matches?sport_key=football&type=match&match_status=0&limit=1')
      ).data;
      const one = await get<TMatch>(`/matches/${first?.id}`);
      expect(one.id).toBe(first?.id);
      expect(one.main_market?.id).toBe(1);
      expect(one.main_market?.outcomes).toHaveLength(3);
      await get('/matches/999999999999', 404);
    });
  });

  describe('cached replies follow the feed', () => {
    /** A served market as the feed sends it. */
    const feedRow = (matchId: number, m: TMarket): NewMarket => ({
      match_id: matchId,
      market_id: m.id,
      specifier: m.specifier,
      name: m.name,
      status: m.status as MarketStatus,
      priority: m.priority,
      is_main: m.is_main ? 1 : 0,
      most_balanced: m.most_balanced ? 1 : 0,
      groups: JSON.stringify(m.market_groups),
      outcomes: JSON.stringify(m.outcomes),
      updated_at: TEST_NOW,
    });

    /** The feed moves the odds of a match's main market (as the odds walk does). */
    const movePrices = async (match: TMatch): Promise<TMarket['outcomes']> => {
      const main = match.main_market as TMarket;
      const outcomes = main.outcomes.map((o) => ({ ...o, odds: o.odds + 10 }));
      await catalogue.ingestMarkets([
        { ...feedRow(match.id, main), is_main: 1, outcomes: JSON.stringify(outcomes) },
      ]);
      return outcomes;
    };

    it('shows a price change in the lists, the match and the markets that hold the match', async () => {
      const live = '/matches?match_status=1&limit=10';
      const match = (await get<List<TMatch>>(live)).data.find((m) => m.main_market) as TMatch;
      const byId = `/matches?id=${match.id}`;
      await get(byId);
      await get(`/matches/${match.id}`);
      await get(`/matches/${match.id}/markets`);
      const outcomes = await movePrices(match);
      // The first request after a change may still get the previous body while the new one is built.
      const mainOf = async (url: string) =>
        (await get<List<TMatch>>(url)).data.find((m) => m.id === match.id)?.main_market?.outcomes;
      await expect.poll(() => mainOf(live)).toEqual(outcomes);
      await expect.poll(() => mainOf(byId)).toEqual(outcomes);
      await expect
        .poll(async () => (await get<TMatch>(`/matches/${match.id}`)).main_market?.outcomes)
        .toEqual(outcomes);
      await expect
        .poll(
          async () =>
            (await get<List<TMarket>>(`/matches/${match.id}/markets`)).data.find((m) => m.is_main)?.outcomes,
        )
        .toEqual(outcomes);
    });

    it('reads a match with its markets as the match and markets endpoints serve them', async () => {
      for (const url of ['/matches?match_status=1&limit=5', '/matches?match_status=0&limit=5']) {
        for (const listed of (await get<List<TMatch>>(url)).data) {
          const { match, markets } = await catalogue.matchWithMarkets(listed.id);
          expect(match).toEqual(await get<TMatch>(`/matches/${listed.id}`));
          expect(markets).toEqual((await get<List<TMarket>>(`/matches/${listed.id}/markets`)).data);
        }
      }
    });

    it('announces only what a feed tick changes: nothing when it repeats what is stored', async () => {
      const match = (await get<List<TMatch>>('/matches?match_status=1&limit=50')).data.find(
        (m) => (m.markets_count ?? 0) >= 2,
      ) as TMatch;
      const rows = (await catalogue.markets(match.id, { page: 1, limit: 500 })).data.map((m) =>
        feedRow(match.id, m),
      );
      const state = { status: match.status, statistics: match.statistics };
      await catalogue.ingestMatchState(match.id, state, rows);
      const seen: CatalogueChange[] = [];
      const stop = catalogue.onChange((change) => seen.push(change));
      try {
        await catalogue.ingestMatchState(match.id, state, rows);
        expect(seen).toEqual([]);

        // One price moves and one line is withdrawn.
        const [moved, withdrawn, ...rest] = rows as [NewMarket, NewMarket, ...NewMarket[]];
        const outcomes = (JSON.parse(moved.outcomes) as TMarket['outcomes']).map((o) => ({
          ...o,
          odds: o.odds + 10,
        }));
        await catalogue.ingestMatchState(match.id, state, [
          { ...moved, outcomes: JSON.stringify(outcomes) },
          ...rest,
        ]);
        expect(seen).toEqual([{ kind: 'markets', matchId: match.id }]);
        const served = (await catalogue.markets(match.id, { page: 1, limit: 500 })).data;
        const key = (m: { specifier: string }, id: number) => `${id}|${m.specifier}`;
        expect(served.map((m) => key(m, m.id))).not.toContain(key(withdrawn, withdrawn.market_id));
        expect(served.find((m) => key(m, m.id) === key(moved, moved.market_id))?.outcomes).toEqual(outcomes);
      } finally {
        stop();
      }
    });

    it('moves a match between the bettable and unbettable lists when its markets close', async () => {
      const bettable = '/matches?match_status=1&bettable=true&limit=50';
      const unbettable = '/matches?match_status=1&bettable=false&limit=50';
      const match = (await get<List<TMatch>>(bettable)).data.find((m) => m.main_market) as TMatch;
      const ids = async (url: string) => (await get<List<TMatch>>(url)).data.map((m) => m.id);
      expect(await ids(unbettable)).not.toContain(match.id);
      const markets = await catalogue.markets(match.id, { page: 1, limit: 500 });
      // All suspended (-1).
      await catalogue.ingestMarkets(markets.data.map((m) => ({ ...feedRow(match.id, m), status: -1 })));
      await expect.poll(() => ids(unbettable)).toContain(match.id);
      await expect.poll(() => ids(bettable)).not.toContain(match.id);
    });
  });

  describe('markets', () => {
    const topFootballMatch = async () => {
      const list = await get<List<TMatch>>(
        '/matches?sport_key=football&type=match&match_status=0&sort_by=priority&limit=1',
      );
      return list.data[0] as TMatch;
    };

    it('serves at least 40 markets on a top football match, sorted per SPEC §9, none with status 0', async () => {
      const match = await topFootballMatch();
      const body = await get<List<TMarket>>(`/matches/${match.id}/markets`);
      expect(() => ZMarketsReply.parse(body)).not.toThrow();
      expect(body.pagination.limit).toBe(500);
      expect(body.data.length).toBeGreaterThanOrEqual(40);
      expect(body.data.every((m) => m.status !== MarketStatus.notAllowed)).toBe(true);
      expect(body.data).toEqual([...body.data].sort(compareMarkets));
      expect(body.data[0]?.is_main).toBe(true);
      for (const market of body.data) {
        for (const outcome of market.outcomes) expect(Number.isInteger(outcome.odds)).toBe(true);
      }
    });

    it('filters markets by group and market id, and pages them', async () => {
      const match = await topFootballMatch();
      const all = await get<List<TMarket>>(`/matches/${match.id}/markets?group_key=all`);
      const top = await get<List<TMarket>>(`/matches/${match.id}/markets?group_key=top`);
      expect(top.data.length).toBeGreaterThan(0);
      expect(top.data.length).toBeLessThan(all.data.length);
      expect(top.data.every((m) => m.market_groups.includes('top'))).toBe(true);
      const totals = await get<List<TMarket>>(`/matches/${match.id}/markets?market_id=18`);
      expect(totals.data.length).toBeGreaterThan(1);
      expect(totals.data.every((m) => m.id === 18)).toBe(true);
      const page2 = await get<List<TMarket>>(`/matches/${match.id}/markets?limit=10&page=2`);
      expect(page2.data.map((m) => `${m.id}/${m.specifier}`)).toEqual(
        all.data.slice(10, 20).map((m) => `${m.id}/${m.specifier}`),
      );
    });

    it('answers 404 for the markets of an unknown match', async () => {
      await get('/matches/999999999999/markets', 404);
    });
  });

  describe('counters', () => {
    it('counts matches and outrights per sport, category and tournament, and live matches', async () => {
      const counters = await post<TCountersReply>('/counters', {});
      const live = await get<List<TMatch>>('/matches?match_status=1&limit=1');
      expect(counters.live.matchCount).toBe(live.pagination.total);
      const sports = await get<List<TSport>>('/sports');
      const football = sports.data.find((s) => s.key === 'football') as TSport;
      const footballMatches = await get<List<TMatch>>(
        '/matches?sport_key=football&match_status=0,1&type=match&limit=1',
      );
      expect(counters.sports[football.id]?.matchCount).toBe(footballMatches.pagination.total);
      expect(Object.values(counters.sports).some((c) => c.outrightCount > 0)).toBe(true);
      expect(Object.keys(counters.tournaments).length).toBeGreaterThan(10);
    });

    it('strips empty values and narrows by the given filters', async () => {
      const liveOnly = await post<TCountersReply>('/counters', {
        match_status: [MatchStatus.live],
        sport_id: [],
        sport_type: '',
        tournament_id: null,
      });
      // The live total is the live page's: every sport but races and draws, which their areas list.
      const own: string[] = [];
      for (const type of ['horse_racing', 'lottery'])
        own.push(...(await get<List<TSport>>(`/sports?sport_type=${type}`)).data.map((s) => String(s.id)));
      const total = Object.entries(liveOnly.sports)
        .filter(([id]) => !own.includes(id))
        .reduce((sum, [, c]) => sum + c.matchCount, 0);
      expect(total).toBe(liveOnly.live.matchCount);
      const cyber = await post<TCountersReply>('/counters', { sport_type: 'cyber' });
      const cyberSports = (await get<List<TSport>>('/sports?sport_type=cyber')).data.map((s) => String(s.id));
      expect(Object.keys(cyber.sports).every((id) => cyberSports.includes(id))).toBe(true);
    });
  });

  describe('search', () => {
    it('finds matches by a competitor name and tournaments by name', async () => {
      const [match] = (
        await get<List<TMatch>>('/matches?sport_key=football&type=match&match_status=0&limit=1')
      ).data;
      const team = match?.competitors.home?.name as string;
      const body = await get<{ data: { matches: TMatch[]; tournaments: TTournament[] } }>(
        `/search?q=${encodeURIComponent(team)}`,
      );
      expect(body.data.matches.map((m) => m.id)).toContain(match?.id);
      const tournament = match?.tournament.name as string;
      const byTournament = await get<{ data: { matches: TMatch[]; tournaments: TTournament[] } }>(
        `/search?q=${encodeURIComponent(tournament.slice(0, 12))}`,
      );
      expect(byTournament.data.tournaments.map((t) => t.id)).toContain(match?.tournament.id);
      const eventsOnly = await get<{ data: { matches: TMatch[]; tournaments: TTournament[] } }>(
        `/search?q=${encodeURIComponent(team)}&only_events_name=true`,
      );
      expect(eventsOnly.data.tournaments).toEqual([]);
    });

    it('narrows search results by sport type and match status', async () => {
      const [cyber] = (await get<List<TMatch>>('/matches?sport_type=cyber&type=match&match_status=0&limit=1'))
        .data;
      const name = cyber?.competitors.home?.name as string;
      const inCyber = await get<{ data: { matches: TMatch[]; tournaments: TTournament[] } }>(
        `/search?q=${encodeURIComponent(name)}&sport_type=cyber&match_status=0`,
      );
      expect(inCyber.data.matches.map((m) => m.id)).toContain(cyber?.id);
      expect(
        inCyber.data.matches.every((m) => m.sport.type === 'cyber' && m.status === MatchStatus.prematch),
      ).toBe(true);
      const inRegular = await get<{ data: { matches: TMatch[] } }>(
        `/search?q=${encodeURIComponent(name)}&sport_type=regular`,
      );
      expect(inRegular.data.matches.map((m) => m.id)).not.toContain(cyber?.id);
      const finishedOnly = await get<{ data: { matches: TMatch[] } }>(
        `/search?q=${encodeURIComponent(name)}&match_status=4`,
      );
      expect(finishedOnly.data.matches.every((m) => m.status === MatchStatus.finished)).toBe(true);
    });

    it('treats LIKE wildcards in the query as text', async () => {
      const body = await get<{ data: { matches: TMatch[] } }>('/search?q=%25%25%25');
      expect(body.data.matches).toEqual([]);
    });
  });

  describe('site config', () => {
    it('serves what the web needs to boot, noindex by default', async () => {
      const config = ZSiteConfig.parse(await get('/site-config'));
      expect(config.seo.indexing).toBe(false);
      expect(config.currencies.EUR).toEqual({ code: 'EUR', subunits: 2, fiat: true, subcurrencies: [] });
      expect(config.currencies.BTC?.fiat).toBe(false);
      expect(config.odds_types).toHaveLength(7);
      expect(Object.keys(config.market_groups)).toEqual(
        expect.arrayContaining(['top', 'all', 'favorites', 'outrights', 'betbuilder']),
      );
    });

    it("serves the countries alone for the sign-up form, a small fraction of the whole config's bytes", async () => {
      const whole = await app.inject({ url: '/api/sportsbook/site-config' });
      const reply = await app.inject({ url: '/api/sportsbook/site-config/countries' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=3600');
      const countries = ZCountriesReply.parse(reply.json()).data;
      expect(countries).toEqual(ZSiteConfig.parse(whole.json()).countries);
      expect(countries.find((c) => c.code === 'DE')).toBeDefined();
      expect(reply.body.length * 4).toBeLessThan(whole.body.length);
    });
  });

  describe('bad input gets a 4xx with a message key, never a 500', () => {
    const cases: [string, string, string][] = [
      ['limit too large', '/matches?limit=100000', 'query.limit'],
      ['negative page', '/matches?page=-1', 'query.page'],
      ['zero limit', '/matches?limit=0', 'query.limit'],
      ['search query of 2 characters', '/search?q=ab', 'query.q'],
      ['search query of 51 characters', `/search?q=${'a'.repeat(51)}`, 'query.q'],
      ['missing search query', '/search', 'query.q'],
      ['unknown sport_key', '/matches?sport_key=quidditch', 'query.sport_key'],
      ['non-numeric match id', '/matches/abc', 'params.id'],
      ['non-numeric id in a list', '/matches?id=1,x', 'query.id.1'],
      ['unknown match status', '/matches?match_status=9', 'query.match_status.0'],
      ['unknown sort', '/matches?sort_by=random', 'query.sort_by'],
      ['bad date', '/matches?start_from=yesterday', 'query.start_from'],
      [
        'start_to before start_from',
        '/matches?start_from=2026-11-26T00:00:00Z&start_to=2026-11-25T00:00:00Z',
        'query.start_to',
      ],
      ['bad boolean', '/matches?bettable=maybe', 'query.bettable'],
      ['unknown market group', '/matches/1/markets?group_key=nope', 'query.group_key'],
      ['non-numeric category id', '/categories/1.5', 'params.id'],
      ['unknown sport type', '/sports?sport_type=chess', 'query.sport_type'],
    ];
    it.each(cases)('%s', async (_name, url, path) => {
      const body = await get<{ code: number; message: string; data: { details: { path: string }[] } }>(
        url,
        400,
      );
      expect(body.code).toBe(400);
      expect(body.message).toBe('error.request.invalid');
      expect(body.data.details.map((d) => d.path)).toContain(path);
    });

    it('answers malformed JSON with 400', async () => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/sportsbook/counters',
        headers: { 'content-type': 'application/json' },
        payload: '{"sport_id": [1,',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ code: 400, message: 'error.request.invalid_json' });
    });

    it('answers a counters body of the wrong shape with 400', async () => {
      const body = await post<{ data: { details: { path: string }[] } }>(
        '/counters',
        { sport_id: 'football' },
        400,
      );
      expect(body.data.details.map((d) => d.path)).toContain('body.sport_id');
    });

    it('answers an unknown route with 404 in the error shape', async () => {
      const body = await get<{ code: number; message: string }>('/nope', 404);
      expect(body).toMatchObject({ code: 404, message: 'error.request.not_found' });
    });
  });

  describe('health', () => {
    it('is live and ready', async () => {
      expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
    });
  });

  describe('OpenAPI', () => {
    it('documents every catalogue endpoint from the contract', async () => {
      const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/sportsbook/sports',
          '/api/sportsbook/categories',
          '/api/sportsbook/categories/{id}',
          '/api/sportsbook/tournaments',
          '/api/sportsbook/tournaments/{id}',
          '/api/sportsbook/matches',
          '/api/sportsbook/matches/{id}',
          '/api/sportsbook/matches/{id}/markets',
          '/api/sportsbook/counters',
          '/api/sportsbook/search',
          '/api/sportsbook/site-config',
        ]),
      );
    });
  });
});
