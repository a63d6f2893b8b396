import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGuard } from '../../http/admin-guard';
import { originGuard } from '../players/http';
import { bonusAdminRoutes } from './admin-routes';
import { progressRoutes } from './progress-routes';
import { bonusRoutes } from './routes';
import type { BonusesService } from './service';

export { ProgressRepo } from './progress-repo';
export { BonusesRepo } from './repo';
export { BonusesService } from './service';

export interface BonusesModuleOptions {
  bonuses: BonusesService;
  allowedOrigins: readonly string[];
  /** ADMIN_API_KEY, as the operator API's bearer token. */
  adminApiKey: string | undefined;
  /** Without an admin key the operator API is open in demo mode and refused otherwise (as rum's). */
  demo: boolean;
}

/**
 * The player's bonus routes under /api/sportsbook and the operator's under /api/admin/bonuses;
 * state-changing requests of both need an allowed Origin (or none, as scripts send).
 */
export const bonusesModule: FastifyPluginAsyncZod<BonusesModuleOptions> = async (app, options) => {
  const { bonuses } = options;
  const sameSite = originGuard(options.allowedOrigins);
  await app.register(
    async (api) => {
      api.addHook('onRequest', sameSite);
      await api.register(bonusRoutes, { bonuses });
      await api.register(progressRoutes, { bonuses });
    },
    { prefix: '/api/sportsbook' },
  );
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard(options.adminApiKey, options.demo));
      admin.addHook('onRequest', sameSite);
      await admin.register(bonusAdminRoutes, { bonuses });
    },
    { prefix: '/api/admin/bonuses' },
  );
};
