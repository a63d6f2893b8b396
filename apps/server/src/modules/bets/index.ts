import type { TSiteConfig } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index';
import type { CatalogueService } from '../catalogue/service';
import { originGuard } from '../players/http';
import type { Accounts } from '../players/index';
import type {
  BetsServiceOptions,
  BonusProgressPort,
  ComboboostsPort,
  FreebetsPort,
  JackpotsPort,
} from './context';
import { CustomBetsService } from './custom-bets';
import { customBetsRoutes } from './custom-routes';
import { BetsRepo } from './repo';
import { betsRoutes } from './routes';
import { BetsService, type CustomBetPricer, type ProviderGate } from './service';

export { CustomBetsService } from './custom-bets';
export { BetsService } from './service';

export interface BetsOptions {
  db: Db;
  siteConfig: TSiteConfig;
  accounts: Accounts;
  log: FastifyBaseLogger;
  providerGate?: ProviderGate;
  customBets?: CustomBetPricer;
  freebets?: FreebetsPort;
  comboboosts?: ComboboostsPort;
  progress?: BonusProgressPort;
  jackpots?: JackpotsPort;
  names?: BetsServiceOptions['names'];
  clock?: () => number;
}

/** The bets service on the accounts' wallet; bet events go out on the player's private channels. */
export function createBets(options: BetsOptions): BetsService {
  return new BetsService({
    repo: new BetsRepo(options.db),
    wallet: options.accounts.wallet,
    siteConfig: options.siteConfig,
    notify: options.accounts.notify,
    providerGate: options.providerGate,
    customBets: options.customBets,
    freebets: options.freebets,
    comboboosts: options.comboboosts,
    progress: options.progress,
    jackpots: options.jackpots,
    names: options.names,
    clock: options.clock,
    onError: (error, what) => options.log.warn({ err: error }, what),
  });
}

/** The bet builder: its markets from the catalogue, its prices from the pricer (none: builder off). */
export function createCustomBets(options: {
  db: Db;
  catalogue: CatalogueService;
  siteConfig: TSiteConfig;
  pricer?: CustomBetPricer;
}): CustomBetsService {
  return new CustomBetsService({
    repo: new BetsRepo(options.db),
    catalogue: options.catalogue,
    siteConfig: options.siteConfig,
    pricer: options.pricer,
  });
}

/** Registers the bets routes under /api/sportsbook; state-changing requests need an allowed Origin. */
export const betsModule: FastifyPluginAsyncZod<{
  bets: BetsService;
  accounts: Accounts;
  custom?: CustomBetsService;
  production?: boolean;
}> = async (app, { bets, accounts, custom, production }) => {
  await app.register(
    async (api) => {
      api.addHook('onRequest', originGuard(accounts.options.allowedOrigins));
      await api.register(betsRoutes, { bets, trustReplies: production });
      if (custom) await api.register(customBetsRoutes, { custom });
    },
    { prefix: '/api/sportsbook' },
  );
};
