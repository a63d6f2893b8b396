import {
  ZBet,
  ZBetSettings,
  ZBetSettingsUpdate,
  ZBetsQuery,
  ZCashoutRequest,
  ZErrorReply,
  ZMaxStakeReply,
  ZMaxStakeRequest,
  ZPagination,
  ZPlaceBetsReply,
  ZPlaceBetsRequest,
  ZShareCodeQuery,
  ZShareCodeReply,
  ZShareCodeReplyBets,
  ZShareCodeRequest,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requestLocale } from './messages';
import type { BetsService } from './service';

export interface BetsRoutesOptions {
  bets: BetsService;
  /**
   * Production: replies of the placement route are serialised without checking them against the
   * contract again (tests and development check every reply; the check is a tenth of a bet's cost).
   */
  trustReplies?: boolean;
}

const plainJson = () => (data: unknown) => JSON.stringify(data);

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };
const ZIdempotencyKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

/**
 * SPEC §7 'Sportsbook API', bets part, under /api/sportsbook: placement, the bets list, max stake,
 * cash out (versioned /v3/bets…), per-player settings, and share codes. Placing needs a signed-in
 * player; an `Idempotency-Key` header makes a retry return the first result.
 */
export const betsRoutes: FastifyPluginAsyncZod<BetsRoutesOptions> = async (app, { bets, trustReplies }) => {
  app.post(
    '/v3/bets',
    {
      schema: {
        tags: ['bets'],
        summary: 'Place bets (all or nothing; stakes debited in the same transaction)',
        body: ZPlaceBetsRequest,
        headers: z.object({ 'idempotency-key': ZIdempotencyKey.optional() }).passthrough(),
        response: { 200: ZPlaceBetsReply, ...errors },
      },
      ...(trustReplies && { serializerCompiler: plainJson }),
    },
    async (req, reply) =>
      // The session lookup and the placement's catalogue read go out together (see place()).
      bets.place(app.lookUpPlayer(req, reply), req.body, {
        locale: requestLocale(req.headers['accept-language']),
        idempotencyKey: req.headers['idempotency-key'],
      }),
  );

  app.get(
    '/v3/bets',
    {
      schema: {
        tags: ['bets'],
        summary: "The player's bets, newest first",
        querystring: ZBetsQuery,
        response: { 200: z.object({ data: z.array(ZBet), pagination: ZPagination }), ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      const { data, total } = await bets.list(player, req.query);
      return {
        data,
        pagination: {
          total,
          page: req.query.page,
          limit: req.query.limit,
          last_page: Math.max(1, Math.ceil(total / req.query.limit)),
        },
      };
    },
  );

  app.post(
    '/v3/bets/max-stake',
    {
      schema: {
        tags: ['bets'],
        summary: 'The largest stake the limits and the balance allow',
        body: ZMaxStakeRequest,
        response: { 200: ZMaxStakeReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      return bets.maxStake(player, req.body.bets[0] as (typeof req.body.bets)[number]);
    },
  );

  app.post(
    '/v3/bets/cashout',
    {
      schema: {
        tags: ['bets'],
        summary: 'Cash out a bet at the value the player saw',
        body: ZCashoutRequest,
        response: { 200: ZBet, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      return bets.cashout(
        player,
        req.body.bet_id,
        req.body.to_cashout,
        requestLocale(req.headers['accept-language']),
      );
    },
  );

  app.post(
    '/v3/bets/share-code',
    {
      schema: {
        tags: ['bets'],
        summary: 'Store bets under a share code',
        body: ZShareCodeRequest,
        response: { 200: ZShareCodeReply, ...errors },
      },
    },
    async (req) => ({ code: await bets.createShareCode(req.body.bets) }),
  );

  app.get(
    '/v3/bets/share-code',
    {
      schema: {
        tags: ['bets'],
        summary: 'The bets of a share code, with their selections as offered now',
        querystring: ZShareCodeQuery,
        response: { 200: ZShareCodeReplyBets, ...errors },
      },
    },
    async (req) => bets.shareCode(req.query.code, req.headers['accept-language']),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['bets'],
        summary: "Betting settings: the player's, or the site's defaults for a visitor",
        response: { 200: ZBetSettings, ...errors },
      },
      preHandler: app.identifyPlayer,
    },
    async (req) => bets.settings(req.player),
  );

  app.post(
    '/settings',
    {
      schema: {
        tags: ['bets'],
        summary: "Changes the player's betting settings",
        body: ZBetSettingsUpdate,
        response: { 200: ZBetSettings, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      if (Object.keys(req.body).length === 0) throw AppError.invalid('body', 'error.validation.empty');
      return bets.updateSettings(player, req.body);
    },
  );
};
