export { matchInfoRoutes } from './routes';
export { MatchInfoService, type MatchInfoSource } from './service';
export { MatchVideoService } from './video';
