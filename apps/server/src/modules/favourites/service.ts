import {
  EngagementErrorKey,
  ErrorCode,
  type TFavouriteIdsReply,
  type TFavouriteMatchesQuery,
  type TFavouriteType,
  type TMatch,
  type TSport,
  type TTournament,
  ZMatchesQuery,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import { type Page, paginate } from '../catalogue/mapping';
import type { CatalogueService } from '../catalogue/service';
import type { FavouritesRepo } from './repo';

/** What the catalogue does not know is null; any other failure stays one. */
const notFoundAsNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });

/**
 * Favourite matches, tournaments and sports (SPEC §7 '/favourites/{type}'), per player. The lists
 * answer the catalogue's own objects, read through the catalogue service, so the web shows them with
 * the components and live merging it uses everywhere.
 */
export class FavouritesService {
  constructor(
    private readonly repo: FavouritesRepo,
    private readonly catalogue: CatalogueService,
    private readonly clock: () => number = Date.now,
  ) {}

  async ids(playerId: string, type: TFavouriteType): Promise<TFavouriteIdsReply> {
    return { type, ids: await this.repo.ids(playerId, type) };
  }

  /** Marks it (again: nothing changes); an id the catalogue does not know is refused. */
  async add(playerId: string, type: TFavouriteType, id: number): Promise<TFavouriteIdsReply> {
    if (!(await this.exists(type, id)))
      throw new AppError(404, ErrorCode.notFound, EngagementErrorKey.favouriteNotFound, [
        { path: 'params.id', message: EngagementErrorKey.favouriteNotFound },
      ]);
    await this.repo.add(playerId, type, id, this.clock());
    return this.ids(playerId, type);
  }

  /** Unmarks it; unmarking what is not marked changes nothing. */
  async remove(playerId: string, type: TFavouriteType, id: number): Promise<TFavouriteIdsReply> {
    await this.repo.remove(playerId, type, id);
    return this.ids(playerId, type);
  }

  /** The player's favourite matches the catalogue still holds, by start time, with SPEC §7's filters. */
  async matches(playerId: string, q: TFavouriteMatchesQuery): Promise<Page<TMatch>> {
    const ids = await this.repo.ids(playerId, 'matches');
    if (ids.length === 0) return paginate([], 0, q.page, q.limit);
    return this.catalogue.matches({
      ...ZMatchesQuery.parse({}),
      id: ids,
      match_status: q.match_status,
      bettable: q.bettable,
      sort_by: 'start_time',
      page: q.page,
      limit: q.limit,
    });
  }

  async tournaments(playerId: string): Promise<Page<TTournament>> {
    const ids = await this.repo.ids(playerId, 'tournaments');
    const found = await Promise.all(ids.map((id) => notFoundAsNull(this.catalogue.tournament(id))));
    const data = found.filter((tournament): tournament is TTournament => tournament !== null);
    return paginate(data, data.length, 1, Math.max(1, data.length));
  }

  async sports(playerId: string): Promise<Page<TSport>> {
    const ids = await this.repo.ids(playerId, 'sports');
    const { data: all } = await this.catalogue.sports();
    const byId = new Map(all.map((sport) => [sport.id, sport]));
    const data = ids.flatMap((id) => byId.get(id) ?? []);
    return paginate(data, data.length, 1, Math.max(1, data.length));
  }

  private async exists(type: TFavouriteType, id: number): Promise<boolean> {
    const found =
      type === 'matches'
        ? this.catalogue.match(id)
        : type === 'tournaments'
          ? this.catalogue.tournament(id)
          : this.catalogue.sports().then((page) => page.data.find((sport) => sport.id === id) ?? null);
    return (await notFoundAsNull<unknown>(found)) !== null;
  }
}
