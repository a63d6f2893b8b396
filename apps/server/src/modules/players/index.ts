import type { TRealtimeEvent, TSiteConfig } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/index';
import type { LimitsOptions, LimitsService } from '../limits/index';
import type { DevMailbox, Mailer } from '../mail/mailer';
import type { Publisher, ViewerOf } from '../realtime/index';
import type { DemoPayments } from '../wallet/payments';
import type { WalletService } from '../wallet/service';
import type { AccountsPerIp } from './account-limits';
import { originGuard, sessionCredential } from './http';
import { playerRoutes } from './routes';
import type { PlayersService } from './service';

export { accountLimiters } from './account-limits';
export { DEMO_PLAYER } from './demo-player';
export { PlayersRepo } from './repo';
export { PlayersService } from './service';

export interface AccountsOptions {
  db: Db;
  siteConfig: TSiteConfig;
  /** Demo mode: dev mailbox, demo payments, demo player. */
  demo: boolean;
  /** DEV_MAILBOX_PUBLIC: the dev mailbox answers any address, not only loopback. */
  devMailboxPublic?: boolean;
  allowedOrigins: readonly string[];
  /** Public origin of the web app, for email links and the return from the card page. */
  siteUrl: string;
  publisher: Publisher;
  log: FastifyBaseLogger;
  /** Email transport; the dev mailbox in demo mode when absent. */
  mailer?: Mailer;
  clock?: () => number;
  /** REDIS_URL: the sign-in, sign-up and mail limits are shared by every API process. */
  limitsRedis?: Redis;
  /** Account attempts per client address other than the defaults (config accountsPerIp). */
  accountsPerIp?: AccountsPerIp;
  /** Session-time limits: the heartbeat's period and the length of a minute (tests shorten them). */
  activity?: LimitsOptions;
}

export interface Accounts {
  players: PlayersService;
  wallet: WalletService;
  payments: DemoPayments | null;
  mailbox: DevMailbox | null;
  /** The player's limits and self-exclusion (responsible gambling). */
  limits: LimitsService;
  /** The session of a request, for the real-time token routes. */
  viewer: ViewerOf;
  /** Publishes an event on the player's private channel of every site language. */
  notify: (playerId: string, event: TRealtimeEvent) => Promise<void>;
  options: AccountsOptions;
}

/** The session of a request as the real-time token routes see it. */
export function sessionViewer(players: PlayersService): ViewerOf {
  return async (request) => {
    const player = await players.authenticate(sessionCredential(request)?.token);
    return { userId: player?.id ?? null };
  };
}

/** Registers /api/platform's player, session and account routes; state-changing requests need an allowed Origin. */
export const playersModule: FastifyPluginAsyncZod<{
  players: PlayersService;
  wallet: WalletService;
  allowedOrigins: readonly string[];
}> = async (app, { players, wallet, allowedOrigins }) => {
  await app.register(
    async (platform) => {
      platform.addHook('onRequest', originGuard(allowedOrigins));
      await platform.register(playerRoutes, { players, wallet });
    },
    { prefix: '/api/platform' },
  );
};
