export { FavoritesState } from './favorites-state';
