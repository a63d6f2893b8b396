import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  MatchStatus,
  playerChannel,
  publicChannel,
  realtimeLang,
  type TRealtimeEvent,
  type TSiteConfig,
} from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/index';
import { DemoArena, demoArenaRoutes } from './demo/arena';
import { demoChatRoutes } from './demo/chat-script';
import { DemoCustomBetPricer } from './demo/custom-bet';
import { demoDevRoutes } from './demo/dev-routes';
import { DEMO_SEED_KEY } from './demo/feed';
import { DemoMatchInfo } from './demo/match-info';
import { startDemoSettlement } from './demo/settlement';
import { TestCards } from './demo/test-card';
import { DemoTv, demoVideoRoutes, demoVideoSources } from './demo/video';
import { frameworkErrorOptions, installErrorHandling, refuseMalformedPreflight } from './errors';
import { adminGuard } from './http/admin-guard';
import { FrontDoor } from './http/front-door';
import { startCashoutUpdates } from './modules/bets/cashout-updates';
import { CatalogueReads } from './modules/bets/catalogue-reads';
import { betsModule, createBets, createCustomBets } from './modules/bets/index';
import type { BetsService, CustomBetPricer } from './modules/bets/service';
import { BonusesRepo, BonusesService, bonusesModule, ProgressRepo } from './modules/bonuses/index';
import { ProviderStatuses } from './modules/catalogue/provider-status';
import { CatalogueRepo } from './modules/catalogue/repo';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { FavouritesRepo, FavouritesService, favouriteRoutes } from './modules/favourites/index';
import { healthRoutes } from './modules/health/routes';
import { JackpotsRepo, JackpotsService, jackpotAdminRoutes, jackpotRoutes } from './modules/jackpots/index';
import { Launcher, launchRoutes } from './modules/launch/index';
import { LayoutRepo, LayoutService, layoutAdminRoutes, layoutRoutes } from './modules/layout/index';
import {
  checkDeposit,
  LimitsRepo,
  LimitsService,
  limitsRoutes,
  RealityCheckRepo,
  RealityCheckService,
  realityCheckRoutes,
} from './modules/limits/index';
import type { Mailer } from './modules/mail/mailer';
import { DevMailbox, UnconfiguredMailer } from './modules/mail/mailer';
import { MailboxRepo } from './modules/mail/repo';
import { devMailboxRoutes } from './modules/mail/routes';
import { MatchInfoService, MatchVideoService, matchInfoRoutes } from './modules/match-info/index';
import {
  loadVapidKeys,
  NotificationsRepo,
  NotificationsService,
  notificationRoutes,
  PushSender,
  pushRoutes,
} from './modules/notifications/index';
import {
  DevSmsOutbox,
  devSmsRoutes,
  PhoneRepo,
  PhoneVerificationService,
  phoneRoutes,
  type SmsSender,
  TwilioSms,
} from './modules/phone/index';
import { playerAdminRoutes } from './modules/players/admin-routes';
import { authPlugin } from './modules/players/auth-plugin';
import { originGuard } from './modules/players/http';
import {
  type Accounts,
  type AccountsOptions,
  accountLimiters,
  PlayersRepo,
  PlayersService,
  playersModule,
  sessionViewer,
} from './modules/players/index';
import { SlidingWindowLimiter } from './modules/players/rate-limit';
import { createRealtime, type Realtime, type RealtimeConfig, realtimeModule } from './modules/realtime/index';
import { rumRoutes } from './modules/rum/routes';
import { RumStore } from './modules/rum/store';
import { hiddenSportTypes } from './modules/site-config/areas';
import { siteConfigRoutes } from './modules/site-config/routes';
import { VotesRepo, VotesService, voteRoutes } from './modules/votes/index';
import { DemoPayments } from './modules/wallet/payments';
import { PaymentsRepo } from './modules/wallet/payments-repo';
import { WalletRepo } from './modules/wallet/repo';
import { demoCardRoutes, depositRoutes } from './modules/wallet/routes';
import { WalletService } from './modules/wallet/service';
import type { ErrorReporter } from './reporting';

export interface Services {
  catalogue: CatalogueService;
  realtime: Realtime;
  accounts: Accounts;
  bets: BetsService;
  bonuses: BonusesService;
  /** Null when the site's `jackpots` feature is off. */
  jackpots: JackpotsService | null;
  notifications: NotificationsService;
  /** Which providers take bets now; a feed pauses and resumes them. */
  providers: ProviderStatuses;
  /** Demo mode: settles finished matches now (null outside demo mode). */
  settleNow: (() => Promise<void>) | null;
  /** What answers the hottest cached replies before Fastify routes a request. */
  frontDoor: FrontDoor;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export interface AppOptions {
  config: Pick<Config, 'allowedOrigins' | 'logLevel' | 'production'> &
    Partial<
      Pick<
        Config,
        | 'demo'
        | 'siteUrl'
        | 'devMailboxPublic'
        | 'trustProxy'
        | 'adminApiKey'
        | 'rumReportsPerMinute'
        | 'accountsPerIp'
        | 'activity'
        | 'push'
        | 'twilio'
      >
    >;
  db: Db;
  siteConfig: TSiteConfig;
  clock?: () => number;
  /** Pino logger options; false silences the logs (tests). */
  logger?: boolean;
  /** Real-time hub and publisher; an in-process hub with the default channels when absent. */
  realtime?: RealtimeConfig;
  /** Email transport of the accounts module; the dev mailbox in demo mode when absent. */
  mailer?: Mailer;
  /** Sends phone verification codes; Twilio when configured, else the dev outbox in demo mode. */
  sms?: SmsSender;
  /** Prices bet-builder selections; the demo model's pricer in demo mode when absent. */
  customBets?: CustomBetPricer;
  /** Demo mode: the clip every match with video plays (apps/server/assets); absent, no match has video. */
  demoVideoFile?: string;
  /** Demo mode: each match's HLS test card, encoded by ffmpeg; the machine's ffmpeg when absent. */
  testCards?: TestCards;
  /** Error reporting (SENTRY_DSN); absent, errors are only logged. */
  errorReporter?: ErrorReporter;
}

/** Assembles the reference backend: one Fastify plugin per module, contracts from packages/contract. */
export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config, db, siteConfig } = options;
  const clock = options.clock ?? Date.now;
  const frontDoor = new FrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
          },
    // Sportsbook bodies are small; a large body is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // Behind a load balancer request.ip is the client's (rate limits, the dev mailbox's loopback check).
    trustProxy: config.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, options.errorReporter?.capture);
  // Before any route is registered: routes flagged `frontDoor` go on the door's list as they come.
  app.addHook('onRoute', frontDoor.collect);

  // Runs before the CORS plugin's own hook, which would refuse it outside the error shape.
  app.addHook('onRequest', refuseMalformedPreflight);
  await app.register(cors, {
    origin: config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportsbook API',
        version: '0.1.0',
        description:
          'The reference backend of the sportsbook. Objects are snake_case; odds are integers ×1000; money is integer minor units. Errors: {code, message, data:{details}}.',
      },
      tags: [
        { name: 'catalogue', description: 'Sports, categories, tournaments, matches and markets' },
        { name: 'site', description: 'Site configuration' },
        { name: 'health', description: 'Liveness and readiness' },
        { name: 'bets', description: 'Placing bets, my bets, cash out, settings and share codes' },
        { name: 'bonuses', description: "The player's bonuses: lists per kind, statuses, marking seen" },
        {
          name: 'admin',
          description:
            'Operator API (ADMIN_API_KEY as bearer token): bonus campaigns, jackpots, player groups, page layouts',
        },
        { name: 'rum', description: 'Real-user metrics: Core Web Vitals reported by browsers' },
        { name: 'engagement', description: 'Notifications, favourites and predictions (votes)' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const catalogue = new CatalogueService(new CatalogueRepo(db), clock, hiddenSportTypes(siteConfig));
  const layout = new LayoutService(new LayoutRepo(db), siteConfig.layout, clock);
  await app.register(healthRoutes, { ping: () => new CatalogueRepo(db).ping() });
  await app.register(
    async (api) => {
      await api.register(siteConfigRoutes, { siteConfig });
      await api.register(layoutRoutes, { layout });
      await api.register(catalogueRoutes, { catalogue, frontDoor });
    },
    { prefix: '/api/sportsbook' },
  );
  const realtime = createRealtime(
    { allowedOrigins: config.allowedOrigins, demo: config.demo ?? !config.production, ...options.realtime },
    app.log,
  );
  const demo = config.demo ?? !config.production;
  // Several API processes share one Redis: the account limits are counted there, not per process.
  const limitsRedis = options.realtime?.redisUrl ? new Redis(options.realtime.redisUrl) : undefined;
  if (limitsRedis) app.addHook('onClose', async () => void (await limitsRedis.quit()));
  const accounts = assembleAccounts({
    db,
    siteConfig,
    demo,
    devMailboxPublic: config.devMailboxPublic,
    allowedOrigins: config.allowedOrigins,
    siteUrl: config.siteUrl ?? config.allowedOrigins[0] ?? 'http://localhost:3000',
    publisher: realtime.publisher,
    log: app.log,
    mailer: options.mailer,
    clock,
    limitsRedis,
    accountsPerIp: config.accountsPerIp,
    activity: config.activity,
  });
  // Registered before every route that needs a player: its decorators are on the root instance.
  await app.register(authPlugin, { authenticate: (token) => accounts.players.authenticate(token) });
  await registerAccountRoutes(
    app,
    accounts,
    options.sms ?? (config.twilio ? new TwilioSms(config.twilio) : null),
  );
  const providers = new ProviderStatuses();
  const customBets =
    options.customBets ??
    (demo ? new DemoCustomBetPricer({ repo: new CatalogueRepo(db), clock }) : undefined);
  const slipReads = new CatalogueReads(db);
  const bonuses = new BonusesService({
    repo: new BonusesRepo(db),
    siteConfig,
    findPlayer: (id) => new PlayersRepo(db).findById(id),
    wallet: accounts.wallet,
    notify: accounts.notify,
    progress: new ProgressRepo(db),
    publish: async (event) => {
      await realtime.publisher.broadcast(
        [...new Set(siteConfig.locales.map((locale) => publicChannel(realtimeLang(locale.code))))],
        event,
      );
    },
    clock,
    // The facts placement judges a bonus by, read as placement reads them (one prepared statement).
    slipMatches: async (ids) => {
      const matches = await slipReads.matches(ids);
      return new Map(
        [...matches.values()].map((m) => [
          m.id,
          {
            sportId: m.sport_id,
            categoryId: m.category_id,
            tournamentId: m.tournament_id,
            live: m.status === MatchStatus.live,
          },
        ]),
      );
    },
  });
  const vapid = await loadVapidKeys({
    configured: config.push ?? { subject: 'mailto:push@sportsbook.example' },
    demo,
    store: {
      get: (key) => catalogue.feedState(key),
      set: (key, value) => catalogue.setFeedState(key, value),
    },
  });
  const playersRepo = new PlayersRepo(db);
  const push = vapid
    ? new PushSender({
        vapid,
        recipient: async (playerId) => {
          const player = await playersRepo.findById(playerId);
          if (!player) return null;
          const settings = await bets.settings(player);
          return {
            subscription: settings.one_signal_push_notification_subscription,
            language: player.language,
          };
        },
        allowHttp: !config.production,
        onError: (error) => app.log.warn({ err: error }, 'web push not sent'),
      })
    : null;
  if (push) app.addHook('onClose', () => push.idle());
  // A new notification also goes to the player's browser as a web push, when subscribed.
  const notifications = new NotificationsService(
    new NotificationsRepo(db),
    siteConfig,
    async (playerId, event) => {
      await accounts.notify(playerId, event);
      if (event.type === 'notification') push?.send(playerId, event.data);
    },
    clock,
  );
  // Bets announce every change on the player's channel; a result among them is a notification.
  const notifyBets: Accounts['notify'] = async (playerId, event) => {
    await accounts.notify(playerId, event);
    if (event.type !== 'bet_changed') return;
    await notifications
      .onBet(playerId, event.data)
      .catch((error: unknown) => app.log.warn({ err: error }, 'bet notification not raised'));
  };
  accounts.payments?.onResolved((payment) =>
    notifications
      .onPayment(payment)
      .catch((error: unknown) => app.log.warn({ err: error }, 'deposit notification not raised')),
  );
  const jackpots = siteConfig.features.jackpots
    ? new JackpotsService(new JackpotsRepo(db), accounts.wallet, clock)
    : null;
  const bets = createBets({
    db,
    freebets: bonuses.freebets,
    comboboosts: bonuses.comboboosts,
    progress: bonuses.progress,
    ...(jackpots && { jackpots }),
    names: catalogue.names,
    siteConfig,
    accounts: { ...accounts, notify: notifyBets },
    log: app.log,
    providerGate: providers.isActive,
    customBets,
    clock,
  });
  const custom = createCustomBets({ db, catalogue, siteConfig, pricer: customBets });
  await app.register(betsModule, { bets, accounts, custom, production: config.production });
  const stopCashoutUpdates = startCashoutUpdates({
    catalogue,
    bets,
    notify: accounts.notify,
    onError: (error) => app.log.warn({ err: error }, 'cash-out values not published'),
  });
  app.addHook('onClose', async () => stopCashoutUpdates());
  let settleNow: Services['settleNow'] = null;
  const demoVideo =
    demo && options.demoVideoFile
      ? {
          file: options.demoVideoFile,
          cards: options.testCards ?? new TestCards(),
          tv: new DemoTv(catalogue, clock),
        }
      : null;
  // The outside providers a player may be sent to; the demo stands in for a stream and an arena.
  const arena = demo && siteConfig.is_virtual_gaming_arena_enabled ? new DemoArena(clock) : null;
  const launcher = new Launcher([
    ...(demoVideo && siteConfig.video_enabled ? [demoVideo.tv] : []),
    ...(arena ? [arena] : []),
  ]);
  if (demo) {
    const settlement = startDemoSettlement({ catalogue, bets, log: app.log });
    settleNow = settlement.settleNow;
    app.addHook('preClose', settlement.stop);
    await app.register(
      async (dev) => {
        dev.addHook('onRequest', originGuard(config.allowedOrigins));
        await dev.register(demoDevRoutes, {
          catalogue,
          repo: new CatalogueRepo(db),
          settleNow: settlement.settleNow,
        });
        await dev.register(demoChatRoutes);
        if (arena) await dev.register(demoArenaRoutes, { arena });
        if (demoVideo)
          await dev.register(demoVideoRoutes, {
            file: demoVideo.file,
            cards: demoVideo.cards,
            catalogue,
            enabled: siteConfig.video_enabled,
            demoTv: demoVideo.tv,
          });
      },
      { prefix: '/api/dev' },
    );
  }
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard(config.adminApiKey, demo));
      admin.addHook('onRequest', originGuard(config.allowedOrigins));
      await admin.register(playerAdminRoutes, { db, clock });
      await admin.register(layoutAdminRoutes, { layout });
      if (jackpots) await admin.register(jackpotAdminRoutes, { jackpots });
    },
    { prefix: '/api/admin' },
  );
  await app.register(bonusesModule, {
    bonuses,
    allowedOrigins: config.allowedOrigins,
    adminApiKey: config.adminApiKey,
    demo,
  });
  await app.register(
    async (api) => {
      api.addHook('onRequest', originGuard(config.allowedOrigins));
      await api.register(notificationRoutes, { notifications });
      if (jackpots) await api.register(jackpotRoutes, { jackpots });
      await api.register(pushRoutes, { publicKey: push?.publicKey ?? null });
      await api.register(matchInfoRoutes, {
        info: new MatchInfoService(
          catalogue,
          demo ? new DemoMatchInfo(new CatalogueRepo(db), () => catalogue.feedState(DEMO_SEED_KEY)) : null,
          clock,
        ),
        video: new MatchVideoService(catalogue, {
          enabled: siteConfig.video_enabled,
          sources: demoVideo ? demoVideoSources('/api/dev', demoVideo.cards) : async () => [],
          launcher,
        }),
      });
      await api.register(launchRoutes, { launcher });
      await api.register(favouriteRoutes, {
        favourites: new FavouritesService(new FavouritesRepo(db), catalogue, clock),
      });
      await api.register(voteRoutes, {
        votes: new VotesService(
          new VotesRepo(db),
          catalogue,
          realtime.publisher,
          siteConfig.locales.map((locale) => realtimeLang(locale.code)),
          clock,
          (error) => app.log.warn({ err: error }, 'prediction_changed not published'),
        ),
      });
    },
    { prefix: '/api/sportsbook' },
  );
  await app.register(rumRoutes, {
    store: new RumStore(clock),
    // A page sends one or two reports; a few dozen players may share an address (carrier NAT).
    limiter: new SlidingWindowLimiter(config.rumReportsPerMinute ?? 60, 60_000, clock),
    allowedOrigins: config.allowedOrigins,
    adminApiKey: config.adminApiKey,
    demo,
  });
  await app.register(realtimeModule, {
    realtime,
    catalogue,
    langs: siteConfig.locales.map((l) => l.code),
    viewer: accounts.viewer,
  });
  return {
    app,
    services: {
      catalogue,
      realtime,
      accounts,
      bets,
      bonuses,
      jackpots,
      notifications,
      providers,
      settleNow,
      frontDoor,
    },
  };
}

/**
 * Players, sessions, the wallet, demo payments and the dev mailbox, wired together: the modules
 * take each other's services from here, never construct them. Balance changes go out on the
 * player's channels.
 */
function assembleAccounts(options: AccountsOptions): Accounts {
  const clock = options.clock ?? Date.now;
  const { db, siteConfig, log } = options;
  const mailbox = options.demo ? new DevMailbox(new MailboxRepo(db), clock) : null;
  const mailer = options.mailer ?? mailbox ?? new UnconfiguredMailer(log);
  const wallet = new WalletService(new WalletRepo(db), clock, (error) =>
    log.warn({ err: error }, 'balance_changed not published'),
  );
  const limits = new LimitsService(new LimitsRepo(db), siteConfig, clock, options.activity);
  wallet.checkLimitsOf(limits.hasBetLimits);
  const players = new PlayersService(
    new PlayersRepo(db),
    wallet,
    mailer,
    siteConfig,
    { siteUrl: options.siteUrl, signInRefusal: limits.signInRefusal },
    clock,
    accountLimiters(clock, options.limitsRedis, options.accountsPerIp),
  );
  // Published on the player's channel of every site language: the web subscribes in the language
  // it shows, which need not be the one stored in the profile.
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
        {
          siteUrl: options.siteUrl,
          allowedOrigins: options.allowedOrigins,
          checkDeposit: (ex, payment, now, adding) =>
            checkDeposit(ex, payment, now, { lock: adding === 0 && db.dialect === 'postgres', adding }),
        },
        clock,
      )
    : null;
  return { players, wallet, payments, mailbox, limits, viewer: sessionViewer(players), notify, options };
}

/**
 * /api/platform (players, sessions, accounts; demo deposits) and, in demo mode, /api/dev (mailbox,
 * card page). State-changing requests must come from an allowed Origin.
 */
async function registerAccountRoutes(
  app: FastifyInstance,
  accounts: Accounts,
  provider: SmsSender | null,
): Promise<void> {
  const { players, wallet, payments, mailbox, limits, options } = accounts;
  const guard = originGuard(options.allowedOrigins);
  const phoneRepo = new PhoneRepo(options.db);
  const outbox = options.demo && !provider ? new DevSmsOutbox(phoneRepo, options.clock) : null;
  const phone = new PhoneVerificationService(phoneRepo, provider ?? outbox, options.log, options.clock);
  await app.register(playersModule, { players, wallet, allowedOrigins: options.allowedOrigins });
  await app.register(
    async (platform) => {
      platform.addHook('onRequest', guard);
      await platform.register(limitsRoutes, { limits });
      const realityCheck = new RealityCheckService(
        new RealityCheckRepo(options.db),
        limits,
        options.siteConfig,
        options.clock,
        options.activity?.realityCheck,
      );
      await platform.register(realityCheckRoutes, { realityCheck });
      await platform.register(phoneRoutes, { phone });
    },
    { prefix: '/api/platform' },
  );
  if (payments)
    await app.register(
      async (platform) => {
        platform.addHook('onRequest', guard);
        await platform.register(depositRoutes, { players, payments });
      },
      { prefix: '/api/platform' },
    );
  if (!options.demo) return;
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', guard);
      if (mailbox) await dev.register(devMailboxRoutes, { mailbox, public: options.devMailboxPublic });
      if (outbox) await dev.register(devSmsRoutes, { outbox, public: options.devMailboxPublic });
      if (payments)
        await dev.register(demoCardRoutes, {
          payments,
          subunits: (currency) => options.siteConfig.currencies[currency]?.subunits ?? 2,
        });
    },
    { prefix: '/api/dev' },
  );
}
