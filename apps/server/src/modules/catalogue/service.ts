import type {
  TCategory,
  TCountersReply,
  TCountersRequest,
  TMarket,
  TMarketsQuery,
  TMatch,
  TMatchesQuery,
  TMatchStatistics,
  TSearchQuery,
  TSport,
  TSportType,
  TTournament,
} from '@sportsbook/contract';
import type { CompetitorRow, NewMarket, NewMatch } from '../../db/schema';
import { type CatalogueChange, CatalogueChanges } from './changes';
import { FeedIngest, type MatchStateUpdate } from './feed-ingest';
import type { Page } from './mapping';
import { MatchReads } from './match-reads';
import { CatalogueNames } from './names';
import { CATALOGUE_NAMES } from './names/index';
import { ReferenceData } from './reference';
import type { ActiveSoon, CatalogueRepo } from './repo';

export { type CatalogueChange, listDependsOn } from './changes';
export { type Page, toMarket } from './mapping';

/**
 * The catalogue module's facade over one class per job: reference data held in memory
 * (reference.ts), match and market reads (match-reads.ts), feed ingest (feed-ingest.ts) and the
 * version and change notifications the reply cache and the real-time bridge follow (changes.ts).
 */
export class CatalogueService {
  private readonly changes = new CatalogueChanges();
  private readonly reference: ReferenceData;
  private readonly reads: MatchReads;
  private readonly ingest: FeedIngest;
  /** Names in the language a client asks for: replies are translated on the way out. */
  readonly names = new CatalogueNames(CATALOGUE_NAMES);

  /** `hiddenSportTypes`: the sport types whose area is switched off (site-config/areas.ts). */
  constructor(
    repo: CatalogueRepo,
    clock: () => number = Date.now,
    hiddenSportTypes: ReadonlySet<TSportType> = new Set(),
  ) {
    this.reference = new ReferenceData(repo, hiddenSportTypes);
    this.reads = new MatchReads(repo, this.reference);
    this.ingest = new FeedIngest(repo, clock, (...changes) => this.changed(...changes));
  }

  /** Increases on every change; caches of derived replies key on it. */
  get currentVersion(): number {
    return this.changes.currentVersion;
  }

  onChange(listener: (change: CatalogueChange) => void): () => void {
    return this.changes.onChange(listener);
  }

  /** Reference data is reloaded before any listener hears of a change to it. */
  private changed(...changes: CatalogueChange[]): void {
    if (changes.some((change) => change.kind === 'reference')) this.reference.invalidate();
    this.changes.announce(changes);
  }

  // Reads

  sports(sportType?: TSportType): Promise<Page<TSport>> {
    return this.reference.sports(sportType);
  }

  categories(q: {
    sport_id?: number[];
    sport_key?: string;
    page: number;
    limit: number;
  }): Promise<Page<TCategory>> {
    return this.reference.categories(q);
  }

  category(id: number): Promise<TCategory> {
    return this.reference.category(id);
  }

  tournaments(q: {
    sport_id?: number[];
    sport_key?: string;
    category_id?: number[];
    page: number;
    limit: number;
  }): Promise<Page<TTournament>> {
    return this.reference.tournaments(q);
  }

  tournament(id: number): Promise<TTournament> {
    return this.reference.tournament(id);
  }

  competitor(id: number): Promise<CompetitorRow> {
    return this.reference.competitor(id);
  }

  matches(q: TMatchesQuery, viewer: { userId: string | null } = { userId: null }): Promise<Page<TMatch>> {
    return this.reads.matches(q, viewer);
  }

  match(id: number): Promise<TMatch> {
    return this.reads.match(id);
  }

  /** One match with every served market, in two queries: what the real-time bridge reads per change. */
  matchWithMarkets(id: number): Promise<{ match: TMatch; markets: TMarket[] }> {
    return this.reads.matchWithMarkets(id);
  }

  markets(matchId: number, q: TMarketsQuery): Promise<Page<TMarket>> {
    return this.reads.markets(matchId, q);
  }

  counters(q: TCountersRequest): Promise<TCountersReply> {
    return this.reads.counters(q);
  }

  search(q: TSearchQuery): Promise<{ matches: TMatch[]; tournaments: TTournament[] }> {
    return this.reads.search(q);
  }

  // Feed ingest: what a real feed integration calls, and the demo simulator too.

  ingestReference(data: Parameters<CatalogueRepo['upsertReference']>[0]): Promise<void> {
    return this.ingest.ingestReference(data);
  }

  /** Stores new events with their markets; events already stored are left as they are. */
  ingestEvents(events: { match: NewMatch; markets: NewMarket[] }[]): Promise<number> {
    return this.ingest.ingestEvents(events);
  }

  /** Matches whose start time has come and that are not finished: what a feed tick advances. */
  activeMatches(now: number, soon?: ActiveSoon) {
    return this.ingest.activeMatches(now, soon);
  }

  feedState(key: string): Promise<string | undefined> {
    return this.ingest.feedState(key);
  }

  setFeedState(key: string, value: string): Promise<void> {
    return this.ingest.setFeedState(key, value);
  }

  /** Drops the matches not started by `after` that no bet is on (fixtures to publish again). */
  dropUpcoming(after: number): Promise<number> {
    return this.ingest.dropUpcoming(after);
  }

  /** Drops events that started before `before` (and outrights that closed before it). */
  prune(before: number): Promise<number> {
    return this.ingest.prune(before);
  }

  /** New states of matches, each with its complete current market set (see FeedIngest). */
  ingestMatchStates(updates: readonly MatchStateUpdate[]): Promise<void> {
    return this.ingest.ingestMatchStates(updates);
  }

  /** Changed markets (new prices or statuses) of any matches. */
  ingestMarkets(markets: readonly NewMarket[]): Promise<void> {
    return this.ingest.ingestMarkets(markets);
  }

  /** One match's new state with its complete current market set (see ingestMatchStates). */
  ingestMatchState(
    id: number,
    state: { status: NewMatch['status']; statistics: TMatchStatistics | null },
    markets: NewMarket[],
  ): Promise<void> {
    return this.ingest.ingestMatchStates([{ id, state, markets }]);
  }
}
