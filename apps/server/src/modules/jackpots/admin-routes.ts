import { ZCreateJackpotRequest, ZErrorReply, ZJackpotParams, ZJackpotReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JackpotsService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };

/**
 * The operator API of jackpots under /api/admin/jackpots, behind the admin key's guard that the
 * caller installs: start a jackpot with its levels (their seeds paid from the promotions account)
 * and end one.
 */
export const jackpotAdminRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotsService }> = async (
  app,
  { jackpots },
) => {
  app.post(
    '/jackpots',
    {
      schema: {
        tags: ['admin'],
        summary: 'Start a jackpot with its levels (again with the same id: answered as it is)',
        body: ZCreateJackpotRequest,
        response: { 201: ZJackpotReply, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await jackpots.create(req.body) }),
  );

  app.post(
    '/jackpots/:id/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'End a jackpot for good: bets no longer feed or hit it',
        params: ZJackpotParams,
        response: { 200: ZJackpotReply, ...errors },
      },
    },
    async (req) => ({ data: await jackpots.end(req.params.id) }),
  );
};
