export { VotesRepo } from './repo';
export { voteRoutes } from './routes';
export { VotesService } from './service';
