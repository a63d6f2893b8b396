import {
  type TBonusKind,
  ZBonusActivateReply,
  ZBonusDetailParams,
  ZBonusDetailReply,
  ZBonusesQuery,
  ZBonusesReply,
  ZBonusListQuery,
  ZBonusListReply,
  ZBonusTermsReply,
  ZCampaignIdParams,
  ZErrorReply,
  ZMarkAsSeenReply,
  ZMarkAsSeenRequest,
  ZPromoCodeReply,
  ZPromoCodeRequest,
  ZSlipBonusesReply,
  ZSlipBonusesRequest,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagination } from './pagination';
import type { BonusesService } from './service';
import { bonusTerms } from './terms';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };

/** SPEC §7's per-kind lists and the campaign kind each lists. */
export const BONUS_LISTS: readonly (readonly [string, TBonusKind])[] = [
  ['comboboosts', 'comboboost'],
  ['freebets', 'freebet'],
  ['freebets/amb', 'amb_freebet'],
  ['huntings', 'hunting'],
  ['lootboxes', 'lootbox'],
  ['tournaments', 'hunting_tournament'],
];

/**
 * The player's bonuses under /api/sportsbook (SPEC §7): everything at once, one list per kind, and
 * marking bonuses seen. Signed-in players only; statuses are computed for the player now.
 */
export const bonusRoutes: FastifyPluginAsyncZod<{ bonuses: BonusesService }> = async (app, { bonuses }) => {
  app.get(
    '/bonuses',
    {
      schema: {
        tags: ['bonuses'],
        summary: "The player's bonuses of every kind, by status, availability, seen state, type and time",
        querystring: ZBonusesQuery,
        response: { 200: ZBonusesReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) => {
      const data = await bonuses.playerBonuses(req.signedInPlayer(), req.query);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/bonuses',
    {
      schema: {
        tags: ['bonuses'],
        summary: "The slip's bonuses: each bet's freebets and comboboosts, judged as placement judges them",
        body: ZSlipBonusesRequest,
        response: { 200: ZSlipBonusesReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) => {
      const upcomingBonuses = await bonuses.slipBonuses(req.signedInPlayer(), req.body.bets);
      return reply.header('cache-control', 'no-store').send({ data: { upcomingBonuses } });
    },
  );

  app.get(
    '/promotions',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'The campaigns shown in promotion (valid or upcoming), for a visitor or the player',
        response: { 200: ZBonusesReply, ...errors },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) => {
      const data = await bonuses.promotions(req.player ?? null);
      // A visitor's list is everyone's; a player's is their own.
      return reply.header('cache-control', req.player ? 'no-store' : 'public, max-age=30').send({ data });
    },
  );

  for (const [path, kind] of BONUS_LISTS)
    app.get(
      `/bonuses/${path}`,
      {
        schema: {
          tags: ['bonuses'],
          summary: `The player's ${kind} bonuses, a page at a time (4 by default)`,
          querystring: ZBonusListQuery,
          response: { 200: ZBonusListReply, ...errors },
        },
        preHandler: app.requirePlayer,
      },
      async (req, reply) => {
        const { data, total } = await bonuses.playerBonusList(req.signedInPlayer(), [kind], req.query);
        return reply
          .header('cache-control', 'no-store')
          .send({ data, pagination: pagination(total, req.query.page, req.query.limit) });
      },
    );

  /** The path's `{kind}` (SPEC §7) as the campaign kind it lists. */
  const kindOf = new Map<string, TBonusKind>(BONUS_LISTS);
  const detail = { tags: ['bonuses'], params: ZBonusDetailParams };
  app.get(
    '/bonuses/:kind/:id',
    {
      schema: {
        ...detail,
        summary: 'One bonus as the player (or a visitor, on the promotions page) sees it: the detail modal',
        response: { 200: ZBonusDetailReply, ...errors, 404: ZErrorReply },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) => {
      const { kind, id } = req.params;
      const data = await bonuses.playerBonus(req.player ?? null, kindOf.get(kind) as TBonusKind, id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
  app.get(
    '/bonuses/:kind/:id/terms',
    {
      schema: {
        ...detail,
        summary: "A bonus's terms, one line per rule of its campaign, as message keys and values",
        response: { 200: ZBonusTermsReply, ...errors, 404: ZErrorReply },
      },
      preHandler: app.identifyPlayer,
    },
    async (req, reply) => {
      const { kind, id } = req.params;
      const item = await bonuses.playerBonus(req.player ?? null, kindOf.get(kind) as TBonusKind, id);
      return reply.header('cache-control', 'no-store').send({ data: { terms: bonusTerms(item) } });
    },
  );

  app.post(
    '/bonuses/mark-as-seen',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Mark bonuses seen; answers those that were unseen until now',
        body: ZMarkAsSeenRequest,
        response: { 200: ZMarkAsSeenReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => ({ data: await bonuses.markSeen(req.signedInPlayer(), req.body.bonuses) }),
  );

  app.post(
    '/bonuses/promo-code',
    {
      schema: {
        tags: ['bonuses'],
        summary: "Redeem a promo code: issues its campaign's bonus, once per player",
        body: ZPromoCodeRequest,
        response: { 200: ZPromoCodeReply, ...errors, 404: ZErrorReply, 409: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => ({ data: await bonuses.redeemPromoCode(req.signedInPlayer(), req.body.code) }),
  );

  app.post(
    '/bonuses/:id/activate',
    {
      schema: {
        tags: ['bonuses'],
        summary: "Activate the player's bonus (others of its kind overridden unless several may be active)",
        params: ZCampaignIdParams,
        response: { 200: ZBonusActivateReply, ...errors, 404: ZErrorReply, 409: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => ({ data: await bonuses.activate(req.signedInPlayer(), req.params.id) }),
  );
};
