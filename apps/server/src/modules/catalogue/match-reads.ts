import { isBettableMatchStatus } from '@sportsbook/betting';
import {
  BETTABLE_STATUSES,
  OWN_AREA_SPORT_TYPES,
  type TCountersReply,
  type TCountersRequest,
  type TMarket,
  type TMarketsQuery,
  type TMatch,
  type TMatchesQuery,
  type TMatchStatistics,
  type TSearchQuery,
  type TSportType,
  type TTournament,
} from '@sportsbook/contract';
import type { MarketRow, MatchRow } from '../../db/schema';
import { AppError } from '../../errors';
import {
  iso,
  marketStatsOf,
  mustGet,
  type Page,
  paginate,
  toCompetitor,
  toMarket,
  toTournament,
} from './mapping';
import { compareMarkets } from './market-sort';
import type { ReferenceData } from './reference';
import type { CatalogueRepo, MatchFilter } from './repo';

export type MatchReadRepo = Pick<
  CatalogueRepo,
  'matches' | 'match' | 'markets' | 'counts' | 'headlineMarkets' | 'marketStats'
>;

/** Matches and their markets: a query's filters resolved to storage terms, rows mapped to the contract. */
export class MatchReads {
  constructor(
    private readonly repo: MatchReadRepo,
    private readonly reference: ReferenceData,
  ) {}

  /** `everyArea`: the sports with an area of their own count too (counters, per sport). */
  private async matchFilter(q: {
    id?: number[];
    type?: 'match' | 'outright';
    sport_id?: number[];
    sport_key?: string;
    sport_type?: TSportType;
    category_id?: number[];
    tournament_id?: number[];
    match_status?: number[];
    start_from?: number;
    start_to?: number;
    bettable?: boolean;
    has_video?: boolean;
    everyArea?: boolean;
  }): Promise<MatchFilter> {
    const ref = await this.reference.get();
    let sportIds = await this.reference.sportIdsFor(undefined, q.sport_key);
    if (q.sport_type) {
      const ofType = ref.sports.filter((s) => s.type === q.sport_type).map((s) => s.id);
      sportIds = sportIds ? sportIds.filter((id) => ofType.includes(id)) : ofType;
    }
    const named = q.sport_key ?? q.sport_type ?? q.sport_id ?? q.id ?? q.category_id ?? q.tournament_id;
    if (named === undefined && !q.everyArea) {
      // The lists of every sport leave out the sports with an area of their own (races).
      const listed = ref.sports.filter((s) => !OWN_AREA_SPORT_TYPES.includes(s.type)).map((s) => s.id);
      sportIds = sportIds ? sportIds.filter((id) => listed.includes(id)) : listed;
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

  async matches(q: TMatchesQuery, viewer: { userId: string | null }): Promise<Page<TMatch>> {
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
    if (!row || !(await this.reference.shows(row.sport_id))) throw AppError.notFound('match');
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
    if (!match || !(await this.reference.shows(match.sport_id))) throw AppError.notFound('match');
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
      sport_id: q.sport_id,
      sport_type: q.sport_type,
      category_id: q.category_id,
      tournament_id: q.tournament_id,
      match_status: q.match_status ?? [...BETTABLE_STATUSES],
      start_from: q.start_from ? Date.parse(q.start_from) : undefined,
      start_to: q.start_to ? Date.parse(q.start_to) : undefined,
      has_video: q.has_video,
      everyArea: true,
    });
    if (q.sport_id)
      filter.sportIds = (filter.sportIds ?? q.sport_id).filter((id) => q.sport_id?.includes(id));
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
    const ref = await this.reference.get();
    const named = (q.sport_type ?? q.sport_id ?? q.category_id ?? q.tournament_id) !== undefined;
    const ownArea = (sportId: number) => {
      const type = ref.sportsById.get(sportId)?.type;
      return type !== undefined && OWN_AREA_SPORT_TYPES.includes(type);
    };
    for (const row of await this.repo.counts(filter)) {
      bump(reply.sports, row.sport_id, row.type, row.n);
      bump(reply.categories, row.category_id, row.type, row.n);
      bump(reply.tournaments, row.tournament_id, row.type, row.n);
      // The live page lists every sport's live matches but not the races (their area lists them).
      if (row.live && (named || !ownArea(row.sport_id))) {
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
    const ref = await this.reference.get();
    const shown = new Set(filter.sportIds ?? ref.sports.map((sport) => sport.id));
    const tournaments = q.only_events_name
      ? []
      : ref.tournaments
          .filter((t) => t.name.toLowerCase().includes(text))
          .filter((t) => shown.has(t.sport_id))
          .slice(0, q.limit)
          .map((t) => toTournament(ref, t));
    return { matches: await this.toMatches(rows), tournaments };
  }

  /** `served`: every served market of the given matches when the caller has them (no market queries then). */
  private async toMatches(rows: MatchRow[], served?: MarketRow[]): Promise<TMatch[]> {
    if (rows.length === 0) return [];
    const ref = await this.reference.get();
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
}
