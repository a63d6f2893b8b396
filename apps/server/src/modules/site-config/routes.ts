import { type TSiteConfig, ZCountriesReply, ZSiteConfig } from '@sportsbook/contract';
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

  // The whole config carries the pages' Markdown (tens of kilobytes); a browser that needs only
  // the countries (the sign-up form) asks for them alone.
  const countries = JSON.stringify({ data: siteConfig.countries });
  app.get(
    '/site-config/countries',
    {
      schema: {
        tags: ['site'],
        summary: 'The countries a player may give at sign-up',
        response: { 200: ZCountriesReply },
      },
    },
    async (_req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(countries as never),
  );
};
