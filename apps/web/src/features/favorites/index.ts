export { FavoritesSession, useFavoritesEnabled } from './favorites-session';
export { FavoritesState } from './favorites-state';
export { FavouriteStar } from './favourite-star';
