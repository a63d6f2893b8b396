import { playerChannel, realtimeLang, type TRealtimeEvent, type TSiteConfig } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index';
import { DevMailbox, type Mailer, UnconfiguredMailer } from '../mail/mailer';
import { MailboxRepo } from '../mail/repo';
import { devMailboxRoutes } from '../mail/routes';
import type { Publisher, ViewerOf } from '../realtime/index';
import { DemoPayments } from '../wallet/payments';
import { PaymentsRepo } from '../wallet/payments-repo';
import { WalletRepo } from '../wallet/repo';
import { demoCardRoutes, depositRoutes } from '../wallet/routes';
import { WalletService } from '../wallet/service';
import { originGuard, sessionCredential } from './http';
import { PlayersRepo } from './repo';
import { playerRoutes } from './routes';
import { PlayersService } from './service';

export { DEMO_PLAYER } from './service';

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
}

export interface Accounts {
  players: PlayersService;
  wallet: WalletService;
  payments: DemoPayments | null;
  mailbox: DevMailbox | null;
  /** The session of a request, for the real-time token routes. */
  viewer: ViewerOf;
  /** Publishes an event on the player's private channel of every site language. */
  notify: (playerId: string, event: TRealtimeEvent) => Promise<void>;
  options: AccountsOptions;
}

/** Players, sessions and the wallet, wired together; balance changes go out on the player's channels. */
export function createAccounts(options: AccountsOptions): Accounts {
  const clock = options.clock ?? Date.now;
  const { db, siteConfig, log } = options;
  const mailbox = options.demo ? new DevMailbox(new MailboxRepo(db), clock) : null;
  const mailer = options.mailer ?? mailbox ?? new UnconfiguredMailer(log);
  const wallet = new WalletService(new WalletRepo(db), clock, (error) =>
    log.warn({ err: error }, 'balance_changed not published'),
  );
  const players = new PlayersService(
    new PlayersRepo(db),
    wallet,
    mailer,
    siteConfig,
    { siteUrl: options.siteUrl },
    clock,
  );
  // NOTE: published on the player's channel of every site language: the web subscribes in the
  // language it shows, which need not be the one stored in the profile.
  const langs = [...new Set(siteConfig.locales.map((locale) => realtimeLang(locale.code)))];
  const notify = async (playerId: string, event: TRealtimeEvent) => {
    await options.publisher.broadcast(
      langs.map((lang) => playerChannel(lang, playerId)),
      event,
    );
  };
  wallet.onBalanceChanged(({ playerId, account }) =>
    notify(playerId, { type: 'balance_changed', data: account }),
  );
  const payments = options.demo
    ? new DemoPayments(
        new PaymentsRepo(db),
        wallet,
        siteConfig,
        { siteUrl: options.siteUrl, allowedOrigins: options.allowedOrigins },
        clock,
      )
    : null;
  const viewer: ViewerOf = async (request) => {
    const player = await players.authenticate(sessionCredential(request)?.token);
    return { userId: player?.id ?? null };
  };
  return { players, wallet, payments, mailbox, viewer, notify, options };
}

/**
 * Registers /api/platform (players, sessions, accounts; demo deposits) and, in demo mode, /api/dev
 * (mailbox, card page). State-changing requests must come from an allowed Origin.
 */
export const accountsModule: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  const { players, wallet, payments, mailbox, options } = accounts;
  const guard = originGuard(options.allowedOrigins);
  await app.register(
    async (platform) => {
      platform.addHook('onRequest', guard);
      await platform.register(playerRoutes, { players, wallet });
      if (payments) await platform.register(depositRoutes, { players, payments });
    },
    { prefix: '/api/platform' },
  );
  if (!options.demo) return;
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', guard);
      if (mailbox) await dev.register(devMailboxRoutes, { mailbox, public: options.devMailboxPublic });
      if (payments)
        await dev.register(demoCardRoutes, {
          payments,
          subunits: (currency) => options.siteConfig.currencies[currency]?.subunits ?? 2,
        });
    },
    { prefix: '/api/dev' },
  );
};
