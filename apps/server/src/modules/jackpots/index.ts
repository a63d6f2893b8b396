export { jackpotAdminRoutes } from './admin-routes';
export { DEMO_JACKPOT } from './demo';
export { JackpotsRepo } from './repo';
export { jackpotRoutes } from './routes';
export { type JackpotBet, JackpotsService } from './service';
