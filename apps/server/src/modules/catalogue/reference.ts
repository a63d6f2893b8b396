import type { TCategory, TSport, TSportType, TTournament } from '@sportsbook/contract';
import type { CategoryRow, CompetitorRow, SportRow, TournamentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { type Page, paginate, toCategory, toSport, toTournament } from './mapping';
import type { CatalogueRepo } from './repo';

export interface Reference {
  sports: SportRow[];
  sportsById: Map<number, SportRow>;
  sportsByKey: Map<string, SportRow>;
  categories: CategoryRow[];
  categoriesById: Map<number, CategoryRow>;
  tournaments: TournamentRow[];
  tournamentsById: Map<number, TournamentRow>;
  competitorsById: Map<number, CompetitorRow>;
}

export type ReferenceRepo = Pick<CatalogueRepo, 'sports' | 'categories' | 'tournaments' | 'competitors'>;

/**
 * Reference data (sports, categories, tournaments, competitors) is small and rarely changes, so it
 * is held in memory, loaded on first use and again after the feed changes it.
 */
export class ReferenceData {
  private reference: Promise<Reference> | undefined;

  /** `hidden`: sport types whose area is switched off; their sports answer as if unknown. */
  constructor(
    private readonly repo: ReferenceRepo,
    private readonly hidden: ReadonlySet<TSportType> = new Set(),
  ) {}

  /** Whether the sport is listed (its type's area is on); an unknown id is not. */
  async shows(sportId: number): Promise<boolean> {
    const sport = (await this.get()).sportsById.get(sportId);
    return sport !== undefined && !this.hidden.has(sport.type);
  }

  /**
   * The ids of the sports listed, narrowed to `sportIds` when given; undefined (every sport) when
   * no area is switched off and nothing narrows it.
   */
  async shownSportIds(sportIds: number[] | undefined): Promise<number[] | undefined> {
    if (this.hidden.size === 0) return sportIds;
    const { sports } = await this.get();
    const shown = sports.filter((s) => !this.hidden.has(s.type)).map((s) => s.id);
    return sportIds ? sportIds.filter((id) => shown.includes(id)) : shown;
  }

  /** The feed changed reference data: the next read loads it again. */
  invalidate(): void {
    this.reference = undefined;
  }

  get(): Promise<Reference> {
    this.reference ??= this.load().catch((error: unknown) => {
      this.reference = undefined;
      throw error;
    });
    return this.reference;
  }

  private async load(): Promise<Reference> {
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

  /** The sport ids a query names, by id and by key; a key no sport has is the caller's mistake. */
  async sportIdsFor(
    sportIds: number[] | undefined,
    sportKey: string | undefined,
  ): Promise<number[] | undefined> {
    if (sportKey === undefined) return this.shownSportIds(sportIds);
    const sport = (await this.get()).sportsByKey.get(sportKey);
    if (!sport || this.hidden.has(sport.type))
      throw AppError.invalid('query.sport_key', 'error.validation.unknown_sport_key');
    return sportIds ? sportIds.filter((id) => id === sport.id) : [sport.id];
  }

  async sports(sportType?: TSportType): Promise<Page<TSport>> {
    const { sports } = await this.get();
    const data = sports
      .filter((s) => !this.hidden.has(s.type) && (!sportType || s.type === sportType))
      .map(toSport);
    return paginate(data, data.length, 1, Math.max(1, data.length));
  }

  async categories(q: {
    sport_id?: number[];
    sport_key?: string;
    page: number;
    limit: number;
  }): Promise<Page<TCategory>> {
    const sportIds = await this.sportIdsFor(q.sport_id, q.sport_key);
    const all = (await this.get()).categories.filter((c) => !sportIds || sportIds.includes(c.sport_id));
    return paginate(
      all.slice((q.page - 1) * q.limit, q.page * q.limit).map(toCategory),
      all.length,
      q.page,
      q.limit,
    );
  }

  async category(id: number): Promise<TCategory> {
    const row = (await this.get()).categoriesById.get(id);
    if (!row || !(await this.shows(row.sport_id))) throw AppError.notFound('category');
    return toCategory(row);
  }

  async tournaments(q: {
    sport_id?: number[];
    sport_key?: string;
    category_id?: number[];
    page: number;
    limit: number;
  }): Promise<Page<TTournament>> {
    const ref = await this.get();
    const sportIds = await this.sportIdsFor(q.sport_id, q.sport_key);
    const all = ref.tournaments.filter(
      (t) =>
        (!sportIds || sportIds.includes(t.sport_id)) &&
        (!q.category_id || q.category_id.includes(t.category_id)),
    );
    const data = all.slice((q.page - 1) * q.limit, q.page * q.limit).map((t) => toTournament(ref, t));
    return paginate(data, all.length, q.page, q.limit);
  }

  async tournament(id: number): Promise<TTournament> {
    const ref = await this.get();
    const row = ref.tournamentsById.get(id);
    if (!row || !(await this.shows(row.sport_id))) throw AppError.notFound('tournament');
    return toTournament(ref, row);
  }

  async competitor(id: number): Promise<CompetitorRow> {
    const row = (await this.get()).competitorsById.get(id);
    if (!row) throw AppError.notFound('competitor');
    return row;
  }
}
