import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (req, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        req.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
