import {
  ErrorCode,
  ErrorMessageKey,
  ZErrorReply,
  ZRumAccepted,
  ZRumReport,
  ZRumSummary,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { adminGuard } from '../../http/admin-guard';
import { originGuard } from '../players/http';
import type { HitLimiter } from '../players/rate-limit';
import type { RumStore } from './store';

export { ADMIN_UNAUTHORIZED } from '../../http/admin-guard';

export interface RumRoutesOptions {
  store: RumStore;
  /** Reports per client address, so one client cannot fill the window with its own figures. */
  limiter: HitLimiter;
  allowedOrigins: readonly string[];
  /** ADMIN_API_KEY: the summary needs it as `Authorization: Bearer <key>`. */
  adminApiKey: string | undefined;
  /** Without an admin key the summary is open in demo mode and refused otherwise. */
  demo: boolean;
}

/** A report is a few hundred bytes; anything much larger is not one. */
const REPORT_BODY_LIMIT = 8 * 1024;

/**
 * Real-user metrics (issue 21): browsers report Core Web Vitals per route pattern, the operator reads
 * percentiles. Reports need no session and the player is never looked up: a beacon carries the
 * page's cookies, but nothing here reads them.
 */
export const rumRoutes: FastifyPluginAsyncZod<RumRoutesOptions> = async (app, options) => {
  const { store, limiter } = options;
  // navigator.sendBeacon sends a string as text/plain (a CORS-safelisted type, so no preflight):
  // in this plugin only, such a body is read as JSON like application/json.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  const sameSite = originGuard(options.allowedOrigins);

  app.post(
    '/api/rum',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // Both before the body is read: a refused report costs no parsing.
      onRequest: [
        sameSite,
        async (request) => {
          if (!(await limiter.hit(request.ip)))
            throw new AppError(429, ErrorCode.rateLimited, ErrorMessageKey.rateLimited, [
              { path: 'request.ip', message: ErrorMessageKey.rateLimited },
            ]);
        },
      ],
      schema: {
        tags: ['rum'],
        summary: 'Report Core Web Vitals of one page load (sampled; no personal data)',
        body: ZRumReport,
        response: {
          204: ZRumAccepted,
          400: ZErrorReply,
          403: ZErrorReply,
          413: ZErrorReply,
          429: ZErrorReply,
        },
      },
    },
    async (request, reply) => {
      for (const metric of request.body.metrics) store.add(request.body.route, metric.name, metric.value);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/rum/summary',
    {
      onRequest: adminGuard(options.adminApiKey, options.demo),
      schema: {
        tags: ['rum'],
        summary: 'Percentiles (p50, p75, p95) per route pattern and metric over the recent window',
        response: { 200: ZRumSummary, 401: ZErrorReply },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(store.summary()),
  );
};
