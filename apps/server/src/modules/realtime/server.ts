import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { frameworkErrorOptions, installErrorHandling } from '../../errors';
import { realtimeHttpApi } from './http-api';
import { createRealtime, type Realtime, type RealtimeConfig } from './index';

export interface RealtimeServerOptions {
  realtime: RealtimeConfig;
  logLevel?: string;
  /** false silences the logs (tests). */
  logger?: boolean;
}

/**
 * The hub as its own process (a separate real-time tier): WebSocket endpoint, Centrifugo's
 * `POST /api/publish` and `/healthz`. The API servers publish to it through Redis (REDIS_URL)
 * or, for a real Centrifugo, through its HTTP API.
 */
export async function buildRealtimeServer(
  options: RealtimeServerOptions,
): Promise<{ app: FastifyInstance; realtime: Realtime }> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.logLevel ?? 'info' },
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const realtime = createRealtime(options.realtime, app.log);
  const hub = realtime.hub;
  if (!hub) throw new Error('the real-time process serves clients itself: unset CENTRIFUGO_URL');
  for (const warning of realtime.warnings) app.log.warn({ realtime: true }, warning);
  await app.register(realtimeHttpApi, { hub });
  app.get('/healthz', async () => ({ status: 'ok', connections: hub.connectionCount }));
  hub.attach(app.server);
  app.addHook('preClose', () => realtime.close());
  return { app, realtime };
}
