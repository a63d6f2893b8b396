import type { TFavouriteType } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { handleUnauthorized } from '@/features/account';
import { catalogueKeys } from '@/features/catalogue/queries';
import { showAlert } from '@/shared/notices';
import { favoritesKeys, setFavourite } from './api/favourites';

const withId = (ids: readonly number[], id: number, marked: boolean) =>
  marked ? [id, ...ids.filter((other) => other !== id)] : ids.filter((other) => other !== id);

/**
 * SPEC §4 'Favorites': the star changes at once; the server's answer replaces the cached ids, an
 * error puts this one id back as it was (other toggles in flight keep theirs) with an alert. The
 * favourite match lists are fetched again either way.
 */
export async function toggleFavourite(
  queryClient: QueryClient,
  type: TFavouriteType,
  id: number,
  marked: boolean,
): Promise<void> {
  const key = favoritesKeys.ids(type);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<number[]>(key, (ids = []) => withId(ids, id, marked));
  try {
    queryClient.setQueryData<number[]>(key, await setFavourite(type, id, marked));
  } catch (error) {
    queryClient.setQueryData<number[]>(key, (ids = []) => withId(ids, id, !marked));
    handleUnauthorized(queryClient, error);
    showAlert('error', { key: 'favorites.toggleFailed' });
  } finally {
    if (type === 'matches')
      void queryClient.invalidateQueries({
        queryKey: [...catalogueKeys.all, 'matches'],
        predicate: (query) =>
          (query.queryKey[3] as { favourites?: boolean } | undefined)?.favourites === true,
      });
  }
}
