export {
  type FavouriteMatchesParams,
  favoritesKeys,
  favouriteIdsQueryOptions,
  favouriteMatchesQueryOptions,
} from './api/favourites';
