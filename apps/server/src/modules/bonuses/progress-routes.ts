import {
  ZCampaignIdParams,
  ZErrorReply,
  ZLootboxIdParams,
  ZLootboxOpenReply,
  ZTournamentRatingQuery,
  ZTournamentRatingReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BonusesService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply };

/** A tournament's rating (SPEC §7) and opening a lootbox, under /api/sportsbook. */
export const progressRoutes: FastifyPluginAsyncZod<{ bonuses: BonusesService }> = async (
  app,
  { bonuses },
) => {
  app.get(
    '/bonuses/tournaments/:id/rating',
    {
      schema: {
        tags: ['bonuses'],
        summary: "A hunting tournament's rating by farmed amount, the asking player's row marked",
        params: ZCampaignIdParams,
        querystring: ZTournamentRatingQuery,
        response: { 200: ZTournamentRatingReply, ...errors },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await bonuses.view.rating(req.player?.id ?? null, req.params.id, req.query.limit)),
  );

  app.post(
    '/bonuses/lootboxes/:id/open',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Open a lootbox: its reward is drawn and issued once; opening it again answers the same',
        params: ZLootboxIdParams,
        response: { 200: ZLootboxOpenReply, ...errors, 409: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => ({ data: await bonuses.lootboxes.open(req.signedInPlayer(), req.params.id) }),
  );
};
