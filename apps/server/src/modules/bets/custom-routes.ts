import {
  ZCustomBetRequest,
  ZCustomCalculateReply,
  ZCustomMarketsParams,
  ZCustomOddsReply,
  ZErrorReply,
  ZMarketsReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomBetsService } from './custom-bets';
import { requestLocale } from './messages';

const errors = { 400: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply };

/**
 * SPEC §7 'Custom bets', under /api/sportsbook (versioned like the bets): the bet builder's markets
 * of a match, and the price of a set of its selections. No sign-in: anyone may price; placing the
 * custom bet is POST /v3/bets with `custom_odds`, which needs a player.
 */
export const customBetsRoutes: FastifyPluginAsyncZod<{ custom: CustomBetsService }> = async (
  app,
  { custom },
) => {
  app.get(
    '/v3/bets/custom/markets/:matchId',
    {
      schema: {
        tags: ['bets'],
        summary: "The match's bet-builder markets (custom_bet_groups: the builder's tabs)",
        params: ZCustomMarketsParams,
        response: { 200: ZMarketsReply, ...errors },
      },
    },
    async (req) => custom.markets(req.params.matchId),
  );

  app.post(
    '/v3/bets/custom/calculate',
    {
      schema: {
        tags: ['bets'],
        summary: 'Price bet-builder selections; list the outcomes that cannot join them',
        body: ZCustomBetRequest,
        response: { 200: ZCustomCalculateReply, ...errors },
      },
    },
    async (req) => custom.calculate(req.body),
  );

  app.post(
    '/v3/bets/custom/odds',
    {
      schema: {
        tags: ['bets'],
        summary: 'The price to place bet-builder selections with (custom_odds); 400 when refused',
        body: ZCustomBetRequest,
        response: { 200: ZCustomOddsReply, ...errors },
      },
    },
    async (req) => custom.odds(req.body, requestLocale(req.headers['accept-language'])),
  );
};
