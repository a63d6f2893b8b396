import { setImmediate as nextTurn } from 'node:timers/promises';
import { isMarketOffered } from '@sportsbook/betting';
import type { TMatchStatistics } from '@sportsbook/contract';
import type { MarketRow, NewMarket, NewMatch } from '../../db/schema';
import type { CatalogueChange } from './changes';
import type { ActiveSoon, CatalogueRepo } from './repo';

/** The writes feed ingest makes inside one transaction. */
export type FeedWrites = Pick<
  CatalogueRepo,
  | 'upsertReference'
  | 'insertMatches'
  | 'upsertMarkets'
  | 'updateMatchState'
  | 'matchState'
  | 'marketsOfMatch'
  | 'closeMarkets'
  | 'pruneBefore'
  | 'dropUpcomingWithoutBets'
>;

/** What feed ingest needs of storage: CatalogueRepo, or an in-memory one in unit tests. */
export interface FeedStore extends Pick<CatalogueRepo, 'activeMatches' | 'getState' | 'setState'> {
  transaction<T>(work: (repo: FeedWrites) => Promise<T>): Promise<T>;
}

export interface MatchStateUpdate {
  id: number;
  state: { status: NewMatch['status']; statistics: TMatchStatistics | null };
  markets: NewMarket[];
}

/** Matches written per transaction by ingestMatchStates, markets by ingestMarkets (see the notes there). */
const MATCHES_PER_WRITE = 4;
const MARKETS_PER_WRITE = 50;

/**
 * Feed ingest: what a real feed integration calls, and the demo simulator too. Each write is
 * announced through `changed` once committed, with only what it really changed.
 */
export class FeedIngest {
  constructor(
    private readonly repo: FeedStore,
    private readonly clock: () => number,
    private readonly changed: (...changes: CatalogueChange[]) => void,
  ) {}

  async ingestReference(data: Parameters<CatalogueRepo['upsertReference']>[0]): Promise<void> {
    await this.repo.transaction((repo) => repo.upsertReference(data));
    this.changed({ kind: 'reference' });
  }

  /** Stores new events (matches or outrights) with their markets; events already stored are left as they are. */
  async ingestEvents(events: { match: NewMatch; markets: NewMarket[] }[]): Promise<number> {
    if (events.length === 0) return 0;
    const inserted = await this.repo.transaction(async (repo) => {
      const count = await repo.insertMatches(events.map((e) => e.match));
      if (count > 0) await repo.upsertMarkets(events.flatMap((e) => e.markets));
      return count;
    });
    if (inserted > 0) this.changed({ kind: 'matches', ids: events.map((e) => Number(e.match.id)) });
    return inserted;
  }

  /** Matches whose start time has come and that are not finished: what a feed tick advances. */
  activeMatches(now: number, soon?: ActiveSoon) {
    return this.repo.activeMatches(now, soon);
  }

  feedState(key: string): Promise<string | undefined> {
    return this.repo.getState(key);
  }

  setFeedState(key: string, value: string): Promise<void> {
    return this.repo.setState(key, value);
  }

  /** Drops the matches not started by `after` that no bet is on (fixtures to publish again). */
  async dropUpcoming(after: number): Promise<number> {
    const removed = await this.repo.transaction((repo) => repo.dropUpcomingWithoutBets(after));
    if (removed > 0) this.changed({ kind: 'matches', ids: [] });
    return removed;
  }

  /** Drops events that started before `before` (and outrights that closed before it). */
  async prune(before: number): Promise<number> {
    const removed = await this.repo.transaction((repo) => repo.pruneBefore(before));
    if (removed > 0) this.changed({ kind: 'matches', ids: [] });
    return removed;
  }

  /**
   * New states of matches, each with its complete current market set: markets not in a match's set
   * are closed (status 0), so lines the feed stopped offering are never served. Each match's state
   * and markets are written in one transaction.
   *
   * A feed tick carries every live match. Written at once, it would hold the database
   * connection and the event loop for tens of milliseconds and every request would wait behind it;
   * written a few matches per transaction with the event loop given back in between, requests are
   * served between the writes (and each written batch is announced at once).
   */
  async ingestMatchStates(updates: readonly MatchStateUpdate[]): Promise<void> {
    for (let i = 0; i < updates.length; i += MATCHES_PER_WRITE) {
      if (i > 0) await nextTurn();
      await this.writeMatchStates(updates.slice(i, i + MATCHES_PER_WRITE));
    }
  }

  private async writeMatchStates(updates: readonly MatchStateUpdate[]): Promise<void> {
    const now = this.clock();
    const changes: CatalogueChange[] = [];
    await this.repo.transaction(async (repo) => {
      for (const { id, state, markets } of updates) {
        const statistics = state.statistics ? JSON.stringify(state.statistics) : null;
        const stored = await repo.matchState(id);
        if (stored?.status !== state.status || stored.statistics !== statistics) {
          await repo.updateMatchState(id, { status: state.status, statistics, updated_at: now });
          changes.push({ kind: 'match_state', id });
        }
        // A feed tick repeats most of a match's markets unchanged; only what differs is written
        // and announced, so caches, the real-time bridge and cash-out values see only real changes.
        const before = new Map((await repo.marketsOfMatch(id)).map((row) => [marketKey(row), row]));
        const changed = markets.filter((market) => !sameMarket(before.get(marketKey(market)), market));
        const offered = new Set(markets.map(marketKey));
        const withdrawn = [...before.values()].filter(
          (row) => isMarketOffered(row.status) && !offered.has(marketKey(row)),
        );
        if (changed.length > 0)
          await repo.upsertMarkets(changed.map((market) => ({ ...market, updated_at: now })));
        if (withdrawn.length > 0) await repo.closeMarkets(id, withdrawn, now);
        if (changed.length > 0 || withdrawn.length > 0) changes.push({ kind: 'markets', matchId: id });
      }
    });
    this.changed(...changes);
  }

  /**
   * Changed markets (new prices or statuses) of any matches, up to MARKETS_PER_WRITE per transaction
   * and version step, with the event loop given back in between (see ingestMatchStates).
   */
  async ingestMarkets(markets: readonly NewMarket[]): Promise<void> {
    for (let i = 0; i < markets.length; i += MARKETS_PER_WRITE) {
      if (i > 0) await nextTurn();
      const batch = markets.slice(i, i + MARKETS_PER_WRITE);
      const now = this.clock();
      await this.repo.transaction((repo) =>
        repo.upsertMarkets(batch.map((market) => ({ ...market, updated_at: now }))),
      );
      const ids = [...new Set(batch.map((m) => Number(m.match_id)))];
      this.changed(...ids.map((matchId): CatalogueChange => ({ kind: 'markets', matchId })));
    }
  }
}

export const marketKey = (m: Pick<NewMarket, 'market_id' | 'specifier'>) => `${m.market_id}|${m.specifier}`;

/** Whether a stored market already is what a feed sends (every column but the write time). */
function sameMarket(stored: Omit<MarketRow, 'updated_at'> | undefined, sent: NewMarket): boolean {
  return (
    stored !== undefined &&
    stored.name === sent.name &&
    stored.status === sent.status &&
    stored.priority === sent.priority &&
    stored.is_main === sent.is_main &&
    stored.most_balanced === sent.most_balanced &&
    stored.groups === sent.groups &&
    stored.outcomes === sent.outcomes
  );
}
