import {
  ErrorCode,
  ErrorMessageKey,
  pageLayoutIssues,
  ZErrorReply,
  ZLayoutReply,
  ZPageKeyParams,
  ZPageLayout,
  ZPageLayoutReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { LayoutService } from './service';

/** The web's read of a page's effective layout (public, like the site config). */
export const layoutRoutes: FastifyPluginAsyncZod<{ layout: LayoutService }> = async (app, { layout }) => {
  app.get(
    '/layout/:page_key',
    {
      schema: {
        tags: ['site'],
        summary: "A page key's effective layout: widgets per placement (SPEC §2)",
        params: ZPageKeyParams,
        response: { 200: ZPageLayoutReply, 400: ZErrorReply },
      },
    },
    // An operator's edit must show within seconds: shared caches may hold it only briefly.
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=2').send(await layout.page(req.params.page_key)),
  );
};

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };

/**
 * Operator API under /api/admin/layout, behind the admin key's guard that the caller installs:
 * read every page's layout, replace a page's, restore a page to the site config's.
 */
export const layoutAdminRoutes: FastifyPluginAsyncZod<{ layout: LayoutService }> = async (
  app,
  { layout },
) => {
  app.get(
    '/layout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every configured page key with its effective layout and where it comes from',
        response: { 200: ZLayoutReply, ...errors },
      },
    },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ pages: await layout.all() }),
  );

  app.put(
    '/layout/:page_key',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a page key's layout (placements left out keep the product's default)",
        params: ZPageKeyParams,
        body: ZPageLayout,
        response: { 200: ZPageLayoutReply, ...errors },
      },
    },
    async (req) => {
      // The body's shape is the route's schema; what a page key may hold is checked here.
      const issues = pageLayoutIssues(req.params.page_key, req.body);
      if (issues.length > 0)
        throw new AppError(
          400,
          ErrorCode.invalidRequest,
          ErrorMessageKey.invalidRequest,
          issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })),
        );
      return layout.save(req.params.page_key, req.body);
    },
  );

  app.delete(
    '/layout/:page_key',
    {
      schema: {
        tags: ['admin'],
        summary: "Drop the operator's edit of a page key: the site config's layout applies again",
        params: ZPageKeyParams,
        response: { 200: ZPageLayoutReply, ...errors },
      },
    },
    async (req) => layout.reset(req.params.page_key),
  );
};
