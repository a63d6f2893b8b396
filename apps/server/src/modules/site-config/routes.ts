import { type TSiteConfig, ZSiteConfig } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const siteConfigRoutes: FastifyPluginAsyncZod<{ siteConfig: TSiteConfig }> = async (
  app,
  { siteConfig },
) => {
  const body = JSON.stringify(siteConfig);
  app.get(
    '/site-config',
    { schema: { tags: ['site'], summary: 'What the web needs to boot', response: { 200: ZSiteConfig } } },
    async (_req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .send(body as never),
  );
};
