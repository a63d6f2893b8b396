import { BETTABLE_STATUSES, MarketStatus, MatchStatus } from '@sportsbook/contract';
import type { MarketRow, MatchRow, NewMarket, NewMatch } from '../../db/schema';
import { type FeedStore, type FeedWrites, marketKey } from './feed-ingest';
import type { ActiveSoon } from './repo';

type StoredMatch = NewMatch & { statistics: string | null };

/**
 * FeedStore in memory, for unit tests of feed ingest: the rules of CatalogueRepo's writes (insert
 * only new matches, upsert markets by match, type and specifier, close withdrawn ones, roll a failed
 * transaction back), without a database. `writes` lists every write, so a test can tell that an
 * unchanged feed update wrote nothing.
 */
export class MemoryFeedStore implements FeedStore, FeedWrites {
  matches = new Map<number, StoredMatch>();
  markets = new Map<string, NewMarket>();
  reference = { sports: 0, categories: 0, tournaments: 0, competitors: 0 };
  state = new Map<string, string>();
  readonly writes: string[] = [];
  /** Makes the next write of this kind throw (a failed statement), to see the transaction roll back. */
  failNext: string | undefined;

  async transaction<T>(work: (repo: FeedWrites) => Promise<T>): Promise<T> {
    const before = {
      matches: structuredClone(this.matches),
      markets: structuredClone(this.markets),
      writes: this.writes.length,
    };
    try {
      return await work(this);
    } catch (error) {
      this.matches = before.matches;
      this.markets = before.markets;
      this.writes.length = before.writes;
      throw error;
    }
  }

  private write(kind: string): void {
    if (this.failNext === kind) {
      this.failNext = undefined;
      throw new Error(`${kind} failed`);
    }
    this.writes.push(kind);
  }

  async upsertReference(data: Parameters<FeedWrites['upsertReference']>[0]): Promise<void> {
    this.write('reference');
    for (const table of ['sports', 'categories', 'tournaments', 'competitors'] as const)
      this.reference[table] += data[table].length;
  }

  async insertMatches(rows: NewMatch[]): Promise<number> {
    this.write('matches');
    const fresh = rows.filter((row) => !this.matches.has(Number(row.id)));
    for (const row of fresh) this.matches.set(Number(row.id), { ...row, statistics: row.statistics ?? null });
    return fresh.length;
  }

  async upsertMarkets(rows: NewMarket[]): Promise<void> {
    for (const row of rows) {
      this.write(`market ${row.match_id}:${marketKey(row)}`);
      this.markets.set(`${row.match_id}:${marketKey(row)}`, { ...row });
    }
  }

  async updateMatchState(
    id: number,
    state: { status: NewMatch['status']; statistics: string | null; updated_at: number },
  ): Promise<void> {
    this.write(`state ${id}`);
    const match = this.matches.get(id);
    if (match) this.matches.set(id, { ...match, ...state });
  }

  async matchState(id: number): Promise<Pick<MatchRow, 'status' | 'statistics'> | undefined> {
    const match = this.matches.get(id);
    return match && { status: match.status, statistics: match.statistics };
  }

  async marketsOfMatch(matchId: number): Promise<Omit<MarketRow, 'updated_at'>[]> {
    return [...this.markets.values()]
      .filter((m) => Number(m.match_id) === matchId)
      .map(({ updated_at: _, ...market }) => market);
  }

  async closeMarkets(
    matchId: number,
    markets: readonly Pick<MarketRow, 'market_id' | 'specifier'>[],
    now: number,
  ): Promise<void> {
    for (const row of markets) {
      const key = `${matchId}:${marketKey(row)}`;
      this.write(`close ${key}`);
      const market = this.markets.get(key);
      if (market) this.markets.set(key, { ...market, status: MarketStatus.notAllowed, updated_at: now });
    }
  }

  /** Without bets in memory, every upcoming match is one no bet is on. */
  async dropUpcomingWithoutBets(after: number): Promise<number> {
    const upcoming = [...this.matches.values()].filter(
      (m) => m.type === 'match' && m.status === MatchStatus.prematch && m.start_time > after,
    );
    for (const match of upcoming) this.matches.delete(Number(match.id));
    for (const [key, market] of this.markets)
      if (!this.matches.has(Number(market.match_id))) this.markets.delete(key);
    return upcoming.length;
  }

  async pruneBefore(before: number): Promise<number> {
    this.write('prune');
    const stale = [...this.matches.values()].filter(
      (m) => m.start_time < before && (m.type === 'match' || (m.end_time ?? 0) < before),
    );
    for (const match of stale) this.matches.delete(Number(match.id));
    for (const [key, market] of this.markets)
      if (!this.matches.has(Number(market.match_id))) this.markets.delete(key);
    return stale.length;
  }

  async activeMatches(now: number, soon?: ActiveSoon) {
    const reached = (m: NewMatch) =>
      m.start_time <= now || (soon?.sportIds.includes(m.sport_id) === true && m.start_time <= soon.until);
    return [...this.matches.values()]
      .filter((m) => m.type === 'match' && BETTABLE_STATUSES.includes(m.status) && reached(m))
      .map((m) => ({
        id: Number(m.id),
        urn_id: m.urn_id,
        sport_id: m.sport_id,
        start_time: m.start_time,
        script: m.script ?? null,
        status: m.status,
      }));
  }

  async getState(key: string): Promise<string | undefined> {
    return this.state.get(key);
  }

  async setState(key: string, value: string): Promise<void> {
    this.state.set(key, value);
  }
}
