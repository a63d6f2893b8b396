export { FavouritesRepo } from './repo';
export { favouriteRoutes } from './routes';
export { FavouritesService } from './service';
