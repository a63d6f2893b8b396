import { setImmediate as nextTurn } from 'node:timers/promises';
import { isBettableMatchStatus, isMarketOffered, isMarketOpen } from '@sportsbook/betting';
import {
  BETTABLE_STATUSES,
  type TCategory,
  type TCompetitor,
  type TCountersReply,
  type TCountersRequest,
  type TMarket,
  type TMarketsQuery,
  type TMatch,
  type TMatchesQuery,
  type TMatchStatistics,
  type TOutcome,
  type TPagination,
  type TSearchQuery,
  type TSport,
  type TSportType,
  type TTournament,
} from '@sportsbook/contract';
import type {
  CategoryRow,
  CompetitorRow,
  MarketRow,
  MatchRow,
  NewMarket,
  NewMatch,
  SportRow,
  TournamentRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { compareMarkets } from './market-sort';
import type { CatalogueRepo, MarketStats, MatchFilter } from './repo';

interface Reference {
  sports: SportRow[];
  sportsById: Map<number, SportRow>;
  sportsByKey: Map<string, SportRow>;
  categories: CategoryRow[];
  categoriesById: Map<number, CategoryRow>;
  tournaments: TournamentRow[];
  tournamentsById: Map<number, TournamentRow>;
  competitorsById: Map<number, CompetitorRow>;
}

export interface Page<T> {
  data: T[];
  pagination: TPagination;
}

/** Outcome count of each sport's main market (3-way sports have a draw). */
const THREE_WAY_SPORTS = new Set(['football', 'ice-hockey', 'handball', 'rugby']);

const iso = (ms: number) => new Date(ms).toISOString();

/** Matches written per transaction by ingestMatchStates, markets by ingestMarkets (see the notes there). */
const MATCHES_PER_WRITE = 4;
const MARKETS_PER_WRITE = 50;

/** Resolves on the event loop's next turn, after the I/O (requests) that waits. */

function paginate<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return { data, pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
}

/**
 * Which matches a list holds depends on the feed's changes only through these filters: every other
 * filter and sort key (type, sport, category, tournament, start time, video, priority) is fixed
 * when an event is published.
 */
export function listDependsOn(q: { match_status?: number[]; bettable?: boolean }): {
  onStatus: boolean;
  onMarkets: boolean;
} {
  return {
    onStatus: q.match_status !== undefined || q.bettable !== undefined,
    onMarkets: q.bettable !== undefined,
  };
}

/** Only the feed (or the demo simulator through the same calls) changes the catalogue. */
export type CatalogueChange =
  | { kind: 'reference' }
  | { kind: 'matches'; ids: number[] }
  | { kind: 'match_state'; id: number }
  | { kind: 'markets'; matchId: number };

/**
 * Catalogue rules: resolves filters, maps rows to the contract, sorts markets. Reference data
 * (sports, categories, tournaments, competitors) is small and rarely changes, so it is held in
 * memory and reloaded when the feed changes it.
 */
export class CatalogueService {
  private reference: Promise<Reference> | undefined;
  private version = 0;
  private readonly listeners = new Set<(change: CatalogueChange) => void>();

  constructor(
    private readonly repo: CatalogueRepo,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Increases on every change; caches of derived replies key on it. */
  get currentVersion(): number {
    return this.version;
  }

  onChange(listener: (change: CatalogueChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One version step for a batch of changes, however many; then every listener hears each change. */
  private changed(...changes: CatalogueChange[]): void {
    this.version++;
    if (changes.some((change) => change.kind === 'reference')) this.reference = undefined;
    for (const change of changes) for (const listener of this.listeners) listener(change);
  }

  private ref(): Promise<Reference> {
    this.reference ??= this.loadReference().catch((error: unknown) => {
      this.reference = undefined;
      throw error;
    });
    return this.reference;
  }

  private async loadReference(): Promise<Reference> {
    const [sports, categories, tournaments, competitors] = await Promise.all([
      this.repo.sports(),
      this.repo.categories(),
      this.repo.tournaments(),
      this.repo.competitors(),
    ]);
    return {
      sports,
      sportsById: new Map(sports.map((s) => [s.id, s])),
      sportsByKey: new Map(sports.map((s) => [s.key, s])),
      categories,
      categoriesById: new Map(categories.map((c) => [c.id, c])),
      tournaments,
      tournamentsById: new Map(tournaments.map((t) => [t.id, t])),
      competitorsById: new Map(competitors.map((c) => [c.id, c])),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  async sports(sportType?: TSportType): Promise<Page<TSport>> {
    const { sports } = await this.ref();
    const data = sports.filter((s) => !sportType || s.type === sportType).map(toSport);
    return paginate(data, data.length, 1, Math.max(1, data.length));
  }

  private async sportIdsFor(
    sportIds: number[] | undefined,
    sportKey: string | undefined,
  ): Promise<number[] | undefined> {
    if (sportKey === undefined) return sportIds;
    const sport = (await this.ref()).sportsByKey.get(sportKey);
    if (!sport) throw AppError.invalid('query.sport_key', 'error.validation.unknown_sport_key');
    return sportIds ? sportIds.filter((id) => id === sport.id) : [sport.id];
  }

  async categories(q: {
    sport_id?: number[];
    sport_key?: string;
    page: number;
    limit: number;
  }): Promise<Page<TCategory>> {
    const sportIds = await this.sportIdsFor(q.sport_id, q.sport_key);
    const all = (await this.ref()).categories.filter((c) => !sportIds || sportIds.includes(c.sport_id));
    return paginate(
      all.slice((q.page - 1) * q.limit, q.page * q.limit).map(toCategory),
      all.length,
      q.page,
      q.limit,
    );
  }

  async category(id: number): Promise<TCategory> {
    const row = (await this.ref()).categoriesById.get(id);
    if (!row) throw AppError.notFound('category');
    return toCategory(row);
  }

  async tournaments(q: {
    sport_id?: number[];
    sport_key?: string;
    category_id?: number[];
    page: number;
    limit: number;
  }): Promise<Page<TTournament>> {
    const ref = await this.ref();
    const sportIds = await this.sportIdsFor(q.sport_id, q.sport_key);
    const all = ref.tournaments.filter(
      (t) =>
        (!sportIds || sportIds.includes(t.sport_id)) &&
        (!q.category_id || q.category_id.includes(t.category_id)),
    );
    const data = all.slice((q.page - 1) * q.limit, q.page * q.limit).map((t) => this.toTournament(ref, t));
    return paginate(data, all.length, q.page, q.limit);
  }

  async tournament(id: number): Promise<TTournament> {
    const ref = await this.ref();
    const row = ref.tournamentsById.get(id);
    if (!row) throw AppError.notFound('tournament');
    return this.toTournament(ref, row);
  }

  private toTournament(ref: Reference, t: TournamentRow): TTournament {
    const sport = mustGet(ref.sportsById, t.sport_id, 'sport');
    const category = mustGet(ref.categoriesById, t.category_id, 'category');
    const main = THREE_WAY_SPORTS.has(sport.key) ? 3 : 2;
    return {
      id: t.id,
      urn_id: t.urn_id,
      slug: t.slug,
      name: t.name,
      priority: t.priority,
      category: {
        id: category.id,
        slug: category.slug,
        name: category.name,
        country_code: category.country_code,
      },
      sport: { id: sport.id, key: sport.key, name: sport.name, type: sport.type },
      main_market_outcome_count: main,
      secondary_market_outcome_count: 2,
    };
  }

  private async matchFilter(q: {
    id?: number[];
    type?: 'match' | 'outright';
    sport_key?: string;
    sport_type?: TSportType;
    category_id?: number[];
    tournament_id?: number[];
    match_status?: number[];
    start_from?: number;
    start_to?: number;
    bettable?: boolean;
    has_video?: boolean;
  }): Promise<MatchFilter> {
    const ref = await this.ref();
    let sportIds = await this.sportIdsFor(undefined, q.sport_key);
    if (q.sport_type) {
      const ofType = ref.sports.filter((s) => s.type === q.sport_type).map((s) => s.id);
      sportIds = sportIds ? sportIds.filter((id) => ofType.includes(id)) : ofType;
    }
    if (q.start_from !== undefined && q.start_to !== undefined && q.start_from > q.start_to) {
      throw AppError.invalid('query.start_to', 'error.validation.start_to_before_start_from');
    }
    return {
      ids: q.id,
      type: q.type,
      sportIds,
      categoryIds: q.category_id,
      tournamentIds: q.tournament_id,
      statuses: q.match_status,
      startFrom: q.start_from,
      startTo: q.start_to,
      bettable: q.bettable,
      hasVideo: q.has_video,
    };
  }

  async matches(
    q: TMatchesQuery,
    viewer: { userId: string | null } = { userId: null },
  ): Promise<Page<TMatch>> {
    if (q.favourite && viewer.userId === null) {
      // Favourites belong to a signed-in player (SPEC §6); an anonymous visitor has none.
      return paginate([], 0, q.page, q.limit);
    }
    const filter = await this.matchFilter(q);
    const { rows, total } = await this.repo.matches(
      filter,
      q.sort_by ?? 'start_time',
      { offset: (q.page - 1) * q.limit, limit: q.limit },
      q.max_per_sport,
    );
    return paginate(await this.toMatches(rows), total, q.page, q.limit);
  }

  async match(id: number): Promise<TMatch> {
    const row = await this.repo.match(id);
    if (!row) throw AppError.notFound('match');
    const [match] = await this.toMatches([row]);
    if (!match) throw AppError.notFound('match');
    return match;
  }

  /**
   * One match with every served market (sorted as SPEC §9) in two queries: the match's headline
   * markets and counts are taken from its market rows. What the real-time bridge reads per change.
   */
  async matchWithMarkets(id: number): Promise<{ match: TMatch; markets: TMarket[] }> {
    const row = await this.repo.match(id);
    if (!row) throw AppError.notFound('match');
    const rows = await this.repo.markets(id);
    const [match] = await this.toMatches([row], rows);
    if (!match) throw AppError.notFound('match');
    return { match, markets: rows.map((m) => toMarket(row.urn_id, m)).sort(compareMarkets) };
  }

  async markets(matchId: number, q: TMarketsQuery): Promise<Page<TMarket>> {
    const match = await this.repo.match(matchId);
    if (!match) throw AppError.notFound('match');
    const rows = await this.repo.markets(matchId, q.market_id);
    const all = rows
      .map((row) => toMarket(match.urn_id, row))
      .filter((m) => !q.group_key || q.group_key === 'all' || m.market_groups.includes(q.group_key))
      .sort(compareMarkets);
    return paginate(all.slice((q.page - 1) * q.limit, q.page * q.limit), all.length, q.page, q.limit);
  }

  async counters(q: TCountersRequest): Promise<TCountersReply> {
    const filter = await this.matchFilter({
      type: q.type,
      sport_type: q.sport_type,
      category_id: q.category_id,
      tournament_id: q.tournament_id,
      match_status: q.match_status ?? [...BETTABLE_STATUSES],
      start_from: q.start_from ? Date.parse(q.start_from) : undefined,
      start_to: q.start_to ? Date.parse(q.start_to) : undefined,
      has_video: q.has_video,
    });
    if (q.sport_id)
      filter.sportIds = filter.sportIds
        ? filter.sportIds.filter((id) => q.sport_id?.includes(id))
        : q.sport_id;
    const reply: TCountersReply = {
      live: { matchCount: 0, outrightCount: 0 },
      sports: {},
      categories: {},
      tournaments: {},
    };
    const bump = (
      bucket: Record<string, { matchCount: number; outrightCount: number }>,
      id: number,
      type: string,
      n: number,
    ) => {
      const entry = bucket[id] ?? { matchCount: 0, outrightCount: 0 };
      bucket[id] = entry;
      if (type === 'outright') entry.outrightCount += n;
      else entry.matchCount += n;
    };
    for (const row of await this.repo.counts(filter)) {
      bump(reply.sports, row.sport_id, row.type, row.n);
      bump(reply.categories, row.category_id, row.type, row.n);
      bump(reply.tournaments, row.tournament_id, row.type, row.n);
      if (row.live) {
        if (row.type === 'outright') reply.live.outrightCount += row.n;
        else reply.live.matchCount += row.n;
      }
    }
    return reply;
  }

  async search(q: TSearchQuery): Promise<{ matches: TMatch[]; tournaments: TTournament[] }> {
    const text = q.q.toLowerCase();
    const filter = await this.matchFilter({
      sport_type: q.sport_type,
      match_status: q.match_status ?? [...BETTABLE_STATUSES],
    });
    filter.text = text;
    filter.textInTournaments = !q.only_events_name;
    const { rows } = await this.repo.matches(filter, 'start_time', { offset: 0, limit: q.limit });
    const ref = await this.ref();
    const tournaments = q.only_events_name
      ? []
      : ref.tournaments
          .filter((t) => t.name.toLowerCase().includes(text))
          .filter((t) => !q.sport_type || ref.sportsById.get(t.sport_id)?.type === q.sport_type)
          .slice(0, q.limit)
          .map((t) => this.toTournament(ref, t));
    return { matches: await this.toMatches(rows), tournaments };
  }

  async competitor(id: number): Promise<CompetitorRow> {
    const row = (await this.ref()).competitorsById.get(id);
    if (!row) throw AppError.notFound('competitor');
    return row;
  }

  /** `served`: every served market of the given matches when the caller has them (no market queries then). */
  private async toMatches(rows: MatchRow[], served?: MarketRow[]): Promise<TMatch[]> {
    if (rows.length === 0) return [];
    const ref = await this.ref();
    const ids = rows.map((r) => r.id);
    const [headline, stats] = served
      ? [served.filter((m) => m.is_main === 1 || m.most_balanced === 1), marketStatsOf(served)]
      : await Promise.all([this.repo.headlineMarkets(ids), this.repo.marketStats(ids)]);
    const statsById = new Map(stats.map((s) => [s.match_id, s]));
    const mainById = new Map<number, MarketRow>();
    const secondaryById = new Map<number, MarketRow>();
    for (const market of headline) {
      const id = Number(market.match_id);
      if (market.is_main) mainById.set(id, market);
      else {
        const current = secondaryById.get(id);
        if (!current || market.priority > current.priority) secondaryById.set(id, market);
      }
    }
    return rows.map((row) => {
      const sport = mustGet(ref.sportsById, row.sport_id, 'sport');
      const category = mustGet(ref.categoriesById, row.category_id, 'category');
      const tournament = mustGet(ref.tournamentsById, row.tournament_id, 'tournament');
      const stat = statsById.get(row.id);
      const main = mainById.get(row.id);
      const secondary = secondaryById.get(row.id);
      return {
        id: row.id,
        urn_id: row.urn_id,
        slug: row.slug,
        type: row.type,
        name: row.name,
        sport: { id: sport.id, key: sport.key, name: sport.name, type: sport.type },
        category: {
          id: category.id,
          slug: category.slug,
          name: category.name,
          country_code: category.country_code,
        },
        tournament: {
          id: tournament.id,
          slug: tournament.slug,
          name: tournament.name,
          priority: tournament.priority,
        },
        competitors: {
          home: toCompetitor(ref.competitorsById.get(row.home_id ?? -1)),
          away: toCompetitor(ref.competitorsById.get(row.away_id ?? -1)),
        },
        stadium: row.stadium,
        city: row.city,
        status: row.status,
        stage: row.stage,
        start_time: iso(row.start_time),
        end_date: row.end_time === null ? null : iso(row.end_time),
        statistics: row.statistics ? (JSON.parse(row.statistics) as TMatchStatistics) : null,
        markets_count: stat?.total ?? 0,
        top_markets_count: stat?.top ?? 0,
        main_market: main ? toMarket(row.urn_id, main) : null,
        secondary_market: secondary ? toMarket(row.urn_id, secondary) : null,
        has_video: row.has_video === 1,
        provider: row.provider,
        bettable: isBettableMatchStatus(row.status) && (stat?.open ?? 0) > 0,
      };
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Feed ingest: what a real feed integration calls, and the demo simulator too.

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
  activeMatches(now: number) {
    return this.repo.activeMatches(now);
  }

  feedState(key: string): Promise<string | undefined> {
    return this.repo.getState(key);
  }

  setFeedState(key: string, value: string): Promise<void> {
    return this.repo.setState(key, value);
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
  async ingestMatchStates(
    updates: readonly {
      id: number;
      state: { status: NewMatch['status']; statistics: TMatchStatistics | null };
      markets: NewMarket[];
    }[],
  ): Promise<void> {
    for (let i = 0; i < updates.length; i += MATCHES_PER_WRITE) {
      if (i > 0) await nextTurn();
      await this.writeMatchStates(updates.slice(i, i + MATCHES_PER_WRITE));
    }
  }

  private async writeMatchStates(
    updates: readonly {
      id: number;
      state: { status: NewMatch['status']; statistics: TMatchStatistics | null };
      markets: NewMarket[];
    }[],
  ): Promise<void> {
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

  /** One match's new state with its complete current market set (see ingestMatchStates). */
  ingestMatchState(
    id: number,
    state: { status: NewMatch['status']; statistics: TMatchStatistics | null },
    markets: NewMarket[],
  ): Promise<void> {
    return this.ingestMatchStates([{ id, state, markets }]);
  }
}

const marketKey = (m: Pick<NewMarket, 'market_id' | 'specifier'>) => `${m.market_id}|${m.specifier}`;

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

/** What CatalogueRepo.marketStats counts, from served market rows (status ≠ 0) already read. */
function marketStatsOf(served: MarketRow[]): MarketStats[] {
  const byMatch = new Map<number, MarketStats>();
  for (const m of served) {
    const id = Number(m.match_id);
    const stats = byMatch.get(id) ?? { match_id: id, total: 0, top: 0, open: 0 };
    stats.total++;
    if ((JSON.parse(m.groups) as string[]).includes('top')) stats.top++;
    if (isMarketOpen(m.status)) stats.open++;
    byMatch.set(id, stats);
  }
  return [...byMatch.values()];
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`catalogue integrity: ${what} ${String(key)} is missing`);
  return value;
}

function toSport(s: SportRow): TSport {
  return {
    id: s.id,
    urn_id: s.urn_id,
    key: s.key,
    name: s.name,
    priority: s.priority,
    type: s.type,
    provider: s.provider,
  };
}

function toCategory(c: CategoryRow): TCategory {
  return {
    id: c.id,
    urn_id: c.urn_id,
    slug: c.slug,
    name: c.name,
    priority: c.priority,
    country_code: c.country_code,
    sport_id: c.sport_id,
    sport_ids: [c.sport_id],
  };
}

function toCompetitor(c: CompetitorRow | undefined): TCompetitor | null {
  if (!c) return null;
  return { id: c.id, name: c.name, abbreviation: c.abbreviation, country_code: c.country_code, logo: c.logo };
}

export function toMarket(matchUrnId: string, m: MarketRow): TMarket {
  return {
    match_urn_id: matchUrnId,
    match_id: Number(m.match_id),
    id: m.market_id,
    name: m.name,
    status: m.status,
    specifier: m.specifier,
    outcomes: JSON.parse(m.outcomes) as TOutcome[],
    market_groups: JSON.parse(m.groups) as string[],
    priority: m.priority,
    is_main: m.is_main === 1,
    most_balanced: m.most_balanced === 1,
    next_bet_stop: null,
    custom_bet_groups: [],
  };
}
