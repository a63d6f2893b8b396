import type { TFavouriteType, TMatchStatus } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { catalogueKeys, type MatchesPage, toListMatch } from '@/features/catalogue/queries';
import { api } from '@/shared/api/client';

/** Query keys of the player's favourites, written once. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  ids: (type: TFavouriteType) => [...favoritesKeys.all, 'ids', type] as const,
};

/**
 * The ids the player marked of one type: one query per type that every star on the page reads.
 * SPEC §9: favourites are never stale, so each new reader fetches them again.
 */
export const favouriteIdsQueryOptions = (type: TFavouriteType) =>
  queryOptions({
    queryKey: favoritesKeys.ids(type),
    queryFn: async () => (await api('GET /api/sportsbook/favourites/:type/ids', { params: { type } })).ids,
    staleTime: 0,
  });

/** Marks or unmarks one favourite; answers the ids of its type as the server holds them now. */
export async function setFavourite(type: TFavouriteType, id: number, marked: boolean): Promise<number[]> {
  const route = marked
    ? ('POST /api/sportsbook/favourites/:type/:id' as const)
    : ('DELETE /api/sportsbook/favourites/:type/:id' as const);
  return (await api(route, { params: { type, id } })).ids;
}

/** SPEC §7's filters of the favourite match list. */
export interface FavouriteMatchesParams {
  match_status?: TMatchStatus[];
  bettable?: boolean;
}

/**
 * The player's favourite matches as a catalogue list: its key sits under the catalogue's match lists,
 * so live prices and scores merge into it as into every other list. Never stale (SPEC §9).
 */
export const favouriteMatchesQueryOptions = (locale: string, params: FavouriteMatchesParams) =>
  queryOptions({
    queryKey: catalogueKeys.matches(locale, { ...params, favourites: true }),
    queryFn: async (): Promise<MatchesPage> => {
      const page = await api('GET /api/sportsbook/favourites/matches', { query: params, locale });
      return { data: page.data.map(toListMatch), pagination: page.pagination };
    },
    staleTime: 0,
  });
