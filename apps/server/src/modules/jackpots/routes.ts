import {
  ZErrorReply,
  ZJackpotHitParams,
  ZJackpotHitSeenReply,
  ZJackpotHitsQuery,
  ZJackpotHitsReply,
  ZJackpotParams,
  ZJackpotReply,
  ZJackpotsReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JackpotsService } from './service';

const tags = ['bonuses'];

/** SPEC §7 jackpots and jackpot hits under /api/sportsbook (registered when the `jackpots` flag is on). */
export const jackpotRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotsService }> = async (
  app,
  { jackpots },
) => {
  app.get(
    '/jackpots',
    {
      schema: {
        tags,
        summary: 'Jackpots that run or will run, with each level’s pool now',
        response: { 200: ZJackpotsReply },
      },
    },
    // The web refetches every 15 s (SPEC §9): a pool a few seconds old is fine to share.
    async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=5').send({ data: await jackpots.list() }),
  );

  app.get(
    '/jackpots/:id',
    {
      schema: {
        tags,
        summary: 'One jackpot with its levels’ pools',
        params: ZJackpotParams,
        response: { 200: ZJackpotReply, 400: ZErrorReply, 404: ZErrorReply },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=5').send({ data: await jackpots.one(req.params.id) }),
  );

  app.get(
    '/jackpot-hits',
    {
      schema: {
        tags,
        summary: 'Jackpot hits, newest first; for_user or unseen: the signed-in player’s own',
        querystring: ZJackpotHitsQuery,
        response: { 200: ZJackpotHitsReply, 400: ZErrorReply, 401: ZErrorReply },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ data: await jackpots.hits(req.query, req.player?.id ?? null) }),
  );

  app.post(
    '/jackpot-hits/:id/seen',
    {
      schema: {
        tags,
        summary: 'Marks the player’s hit seen: its modal is shown once',
        params: ZJackpotHitParams,
        response: { 200: ZJackpotHitSeenReply, 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => ({ data: await jackpots.markSeen(req.signedInPlayer().id, req.params.id) }),
  );
};
