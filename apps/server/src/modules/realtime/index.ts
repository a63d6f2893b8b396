import { realtimeLang } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from '../catalogue/service';
import { type Broker, MemoryBroker } from './broker';
import { bridgeCatalogue } from './catalogue-bridge';
import { realtimeHttpApi } from './http-api';
import { Hub, type HubLog } from './hub';
import { CentrifugoPublisher, HubPublisher, type Publisher } from './publisher';
import { RedisBroker } from './redis-broker';
import { realtimeTokenRoutes } from './routes';
import { anonymousViewer, RealtimeTokens, type ViewerOf } from './service';
import { loadRealtimeSettings, refuseDemoSecrets } from './settings';

export { Hub, WEBSOCKET_PATH } from './hub';
export type { Publisher } from './publisher';
export type { Viewer, ViewerOf } from './service';

/** The real-time part of the environment (see config.ts and the README's 'Real-time'). */
export interface RealtimeConfig {
  /** REALTIME_CONFIG: a Centrifugo v6 JSON configuration file. */
  configPath?: string;
  /** REALTIME_API_KEY: key of `POST /api/publish`. */
  apiKey?: string;
  /** REALTIME_TOKEN_SECRET: HMAC secret of connection and subscription tokens. */
  tokenSecret?: string;
  /** REDIS_URL: share publications, history and presence with other processes. */
  redisUrl?: string;
  /** Key prefix in Redis (tests use their own). */
  redisPrefix?: string;
  /** CENTRIFUGO_URL + CENTRIFUGO_API_KEY: publish to a real Centrifugo; no hub here. */
  centrifugoUrl?: string;
  centrifugoApiKey?: string;
  allowedOrigins?: string[];
  /** Demo mode (the default here): the demo secret and key are accepted; outside it they stop the start. */
  demo?: boolean;
}

export interface Realtime {
  /** The hub of this process; null when a real Centrifugo serves the clients. */
  hub: Hub | null;
  /** The one way the backend publishes. */
  publisher: Publisher;
  tokens: RealtimeTokens;
  /** Configuration keys that were ignored, for the log. */
  warnings: string[];
  close(): Promise<void>;
}

/** Builds the hub and publisher the environment asks for: in-process (default), + Redis, or Centrifugo. */
export function createRealtime(
  config: RealtimeConfig = {},
  log?: HubLog,
  clock: () => number = Date.now,
): Realtime {
  const { settings, warnings } = loadRealtimeSettings({
    configPath: config.configPath,
    apiKey: config.apiKey,
    tokenSecret: config.tokenSecret,
    allowedOrigins: config.allowedOrigins,
  });
  if (config.demo === false) refuseDemoSecrets(settings, !config.centrifugoUrl);
  const tokens = new RealtimeTokens(settings.hmacSecretKey, clock);
  if (config.centrifugoUrl || config.centrifugoApiKey) {
    if (!config.centrifugoUrl || !config.centrifugoApiKey) {
      throw new Error('CENTRIFUGO_URL and CENTRIFUGO_API_KEY are set together');
    }
    const publisher = new CentrifugoPublisher(config.centrifugoUrl, config.centrifugoApiKey);
    return { hub: null, publisher, tokens, warnings, close: () => publisher.close() };
  }
  const broker: Broker = config.redisUrl
    ? new RedisBroker({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        onError: (error) => log?.warn({ err: error }, 'real-time Redis connection error'),
      })
    : new MemoryBroker(clock);
  const hub = new Hub({ settings, broker, log, clock });
  const publisher = new HubPublisher(hub);
  return { hub, publisher, tokens, warnings, close: () => publisher.close() };
}

export interface RealtimeModuleOptions {
  realtime: Realtime;
  /** When given, catalogue changes are published (see catalogue-bridge.ts). */
  catalogue?: CatalogueService;
  /** Who asks for tokens; anonymous until the accounts module passes its own. */
  viewer?: ViewerOf;
  /** Locales whose language channels get catalogue publications (default: English only). */
  langs?: string[];
}

/**
 * Registers the real-time module on the API server: the token routes, and when the hub runs in
 * this process its WebSocket endpoint on the server's own HTTP server and Centrifugo's
 * `POST /api/publish`.
 */
export const realtimeModule: FastifyPluginAsyncZod<RealtimeModuleOptions> = async (app, options) => {
  const { realtime } = options;
  for (const warning of realtime.warnings) app.log.warn({ realtime: true }, warning);
  await app.register(realtimeTokenRoutes, {
    prefix: '/api/sportsbook',
    tokens: realtime.tokens,
    viewer: options.viewer ?? anonymousViewer,
  });
  if (realtime.hub) {
    await app.register(realtimeHttpApi, { hub: realtime.hub });
    realtime.hub.attach(app.server);
  }
  const stopBridge = options.catalogue
    ? bridgeCatalogue(options.catalogue, realtime.publisher, {
        log: app.log,
        langs: options.langs ? [...new Set(options.langs.map(realtimeLang))] : undefined,
      })
    : () => {};
  // PreClose, not onClose: open WebSockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    stopBridge();
    await realtime.close();
  });
};
