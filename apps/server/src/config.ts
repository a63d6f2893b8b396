import { z } from 'zod';
import type { ErrorReporting } from './reporting';

const ZEnvFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to listen on. Loopback by default; an operator sets 0.0.0.0 behind a load balancer. */
  API_HOST: z.string().default('127.0.0.1'),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** unset → SQLite file data/sportsbook.sqlite; file:/path/x.sqlite → that file; postgres://… → PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** Demo mode: feed, demo payments, dev mailbox. On unless NODE_ENV=production (then only with SPORTSBOOK_DEMO=1). */
  SPORTSBOOK_DEMO: ZEnvFlag.optional(),
  /**
   * Demo mode: this process runs the demo feed and seeds the demo player. Several API processes on
   * one database leave it on in exactly one, so the catalogue is written by one feed.
   */
  DEMO_FEED: ZEnvFlag.optional(),
  /** Demo odds changes per second across all live matches (about 50 by default; up to 5,000 for benchmarks). */
  FEED_RATE: z.coerce.number().min(0).max(5000).default(50),
  /** Demo mode: the dev mailbox answers any client, not only this machine (loopback). */
  DEV_MAILBOX_PUBLIC: ZEnvFlag.optional(),
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe: 'true' (every hop), a hop count,
   * or a comma list of addresses and CIDR ranges (Fastify's trustProxy). Off by default: a client
   * could name any address otherwise.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'true, false, a hop count or a list of CIDRs',
    )
    .optional(),
  /** Demo: mean seconds between a provider pausing for 20 s (provider_status_changed); 0 turns it off. */
  PROVIDER_FLIP_SECONDS: z.coerce.number().min(0).default(900),
  /** Seed of the demo catalogue: the same seed gives the same sports, teams and fixtures. */
  DEMO_SEED: z.coerce.number().int().default(20261125),
  /** Path of a JSON file overriding parts of the site configuration served at /site-config. */
  SITE_CONFIG: z.string().optional(),
  /** Public origin of the web app (as in the web's own SITE_URL): links in emails, return from the card page. */
  SITE_URL: z.url().optional(),
  /** Comma-separated origins allowed to make credentialed requests; defaults to the web app's own. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** SMTP server for account emails, e.g. smtps://user:pass@smtp.example.com:465; unset → dev mailbox (demo). */
  SMTP_URL: z.string().url().optional(),
  /** Sender of account emails. */
  SMTP_FROM: z.string().default('Sportsbook <no-reply@sportsbook.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Real-time (README 'Real-time'): Centrifugo v6 JSON configuration file of the hub. */
  REALTIME_CONFIG: z.string().optional(),
  /** Key of the hub's `POST /api/publish`; a demo key when unset, refused outside demo mode. */
  REALTIME_API_KEY: z.string().optional(),
  /** HMAC secret of connection and subscription tokens; a demo secret when unset, refused outside demo mode. */
  REALTIME_TOKEN_SECRET: z.string().optional(),
  /** Port of the hub as its own process (`npm run realtime`). */
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** Several processes share publications, history and presence through this Redis. */
  REDIS_URL: z.string().optional(),
  /** Publish to a real Centrifugo instead of the hub (both set together). */
  CENTRIFUGO_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().optional(),
  /** Key of the operator APIs (`Authorization: Bearer <key>`), e.g. the real-user metrics summary. */
  ADMIN_API_KEY: z.string().min(16, 'at least 16 characters').optional(),
  /** Real-user metric reports taken per client address and minute (`POST /api/rum`). */
  RUM_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SIGN_INS_PER_IP: z.coerce.number().int().min(1).optional(),
  SIGN_UPS_PER_IP: z.coerce.number().int().min(1).optional(),
  /** The server's VAPID key pair for Web Push (base64url); absent, a demo server generates one. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/)
    .optional(),
  /** Who runs the server, for push services (RFC 8292): a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:push@sportsbook.example'),
  /** Period of the activity heartbeat (SPEC §9: 60 s); shorter only for end-to-end tests. */
  ACTIVITY_HEARTBEAT_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long a minute of an activity limit lasts; shorter only for end-to-end tests. */
  ACTIVITY_MINUTE_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long a minute of a reality-check period lasts; shorter only for end-to-end tests. */
  REALITY_CHECK_MINUTE_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often the web polls the reality check (SPEC §9: 30 s); shorter only for end-to-end tests. */
  REALITY_CHECK_POLL_MS: z.coerce.number().int().min(500).default(30_000),
  /** Error reporting (README 'Error reporting'): the project's DSN; unset, nothing is reported. */
  SENTRY_DSN: z.url().optional(),
  /** The environment reports are filed under (SPEC §9: production by default). */
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** The release reports name; by default the id the build stamped into dist/ (SPEC §9). */
  SENTRY_RELEASE: z.string().min(1).optional(),
  /** Twilio's HTTP API sends the phone verification codes when these three are set. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number (E.164) or a messaging service id (MG…). */
  TWILIO_FROM: z.string().min(1).optional(),
});

export interface Config {
  production: boolean;
  demo: boolean;
  /** Demo mode: this process runs the feed and the demo data's seeding (DEMO_FEED). */
  demoFeed: boolean;
  devMailboxPublic: boolean;
  /** Fastify's trustProxy: whom to believe about the client's address behind a load balancer. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  port: number;
  host: string;
  webPort: number;
  databaseUrl: string | undefined;
  demoSeed: number;
  feedRate: number;
  providerFlipSeconds: number;
  siteConfigPath: string | undefined;
  siteUrl: string;
  allowedOrigins: string[];
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  smtp: { url: string; from: string } | null;
  /** ADMIN_API_KEY; unset, operator APIs are open in demo mode and refused otherwise. */
  adminApiKey: string | undefined;
  /** RUM_REPORTS_PER_MINUTE: real-user metric reports per client address and minute. */
  rumReportsPerMinute: number;
  /** SIGN_INS_PER_IP and SIGN_UPS_PER_IP: account attempts per client address and window. */
  accountsPerIp: { signIn?: number; signUp?: number };
  /** ACTIVITY_HEARTBEAT_MS and ACTIVITY_MINUTE_MS (session-time limits); REALITY_CHECK_* likewise. */
  activity: { heartbeatMs: number; minuteMs: number; realityCheck: { minuteMs: number; pollMs: number } };
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (Web Push). */
  push: { publicKey?: string; privateKey?: string; subject: string };
  /** SENTRY_*: where errors are reported; null: nowhere. */
  errorReporting: ErrorReporting | null;
  /** TWILIO_*: the SMS provider of phone verification; null: the dev outbox in demo mode, else none. */
  twilio: { accountSid: string; authToken: string; from: string } | null;
  realtime: {
    port: number;
    configPath: string | undefined;
    apiKey: string | undefined;
    tokenSecret: string | undefined;
    redisUrl: string | undefined;
    centrifugoUrl: string | undefined;
    centrifugoApiKey: string | undefined;
  };
}

/** Reads and validates the environment once, at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const allowedOrigins = e.ALLOWED_ORIGINS
    ? e.ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : [`http://localhost:${e.WEB_PORT}`, `http://127.0.0.1:${e.WEB_PORT}`];
  return {
    production,
    demo: e.SPORTSBOOK_DEMO ?? !production,
    demoFeed: e.DEMO_FEED ?? true,
    devMailboxPublic: e.DEV_MAILBOX_PUBLIC ?? false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    port: e.API_PORT,
    host: e.API_HOST,
    webPort: e.WEB_PORT,
    databaseUrl: e.DATABASE_URL,
    demoSeed: e.DEMO_SEED,
    feedRate: e.FEED_RATE,
    providerFlipSeconds: e.PROVIDER_FLIP_SECONDS,
    siteConfigPath: e.SITE_CONFIG,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.WEB_PORT}`).replace(/\/+$/, ''),
    allowedOrigins,
    logLevel: e.LOG_LEVEL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    adminApiKey: e.ADMIN_API_KEY,
    rumReportsPerMinute: e.RUM_REPORTS_PER_MINUTE,
    accountsPerIp: { signIn: e.SIGN_INS_PER_IP, signUp: e.SIGN_UPS_PER_IP },
    push: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    activity: {
      heartbeatMs: e.ACTIVITY_HEARTBEAT_MS,
      minuteMs: e.ACTIVITY_MINUTE_MS,
      realityCheck: { minuteMs: e.REALITY_CHECK_MINUTE_MS, pollMs: e.REALITY_CHECK_POLL_MS },
    },
    errorReporting: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT,
          // Stamped by build.mjs; absent when the server runs from source.
          release: e.SENTRY_RELEASE ?? process.env.SERVER_BUILD_ID,
        }
      : null,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : null,
    realtime: {
      port: e.REALTIME_PORT,
      configPath: e.REALTIME_CONFIG,
      apiKey: e.REALTIME_API_KEY,
      tokenSecret: e.REALTIME_TOKEN_SECRET,
      redisUrl: e.REDIS_URL,
      centrifugoUrl: e.CENTRIFUGO_URL,
      centrifugoApiKey: e.CENTRIFUGO_API_KEY,
    },
  };
}

/** TRUST_PROXY as Fastify takes it: a flag, a hop count, or the trusted addresses and ranges. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // The nearest `hops` proxies are believed, as Fastify does with a number.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}
