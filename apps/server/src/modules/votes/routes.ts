import { ZErrorReply, ZPrediction, ZVoteQuery, ZVoteRequest } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VotesService } from './service';

const tags = ['engagement'];

/** SPEC §7 'GET and POST /vote': a prediction's split for anyone, voting for signed-in players. */
export const voteRoutes: FastifyPluginAsyncZod<{ votes: VotesService }> = async (app, { votes }) => {
  app.get(
    '/vote',
    {
      schema: {
        tags,
        summary: "A prediction's split in votes and percent, and the asking player's own vote",
        querystring: ZVoteQuery,
        response: { 200: ZPrediction, 400: ZErrorReply, 404: ZErrorReply },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await votes.prediction(req.query.prediction_id, req.player?.id ?? null)),
  );

  app.post(
    '/vote',
    {
      schema: {
        tags,
        summary: 'Vote once on a prediction (home, draw or away); a second vote is refused',
        body: ZVoteRequest,
        response: {
          200: ZPrediction,
          400: ZErrorReply,
          401: ZErrorReply,
          403: ZErrorReply,
          404: ZErrorReply,
          409: ZErrorReply,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => votes.vote(req.signedInPlayer().id, req.body.prediction_id, req.body.data),
  );
};
