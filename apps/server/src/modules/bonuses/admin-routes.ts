import {
  ZCampaign,
  ZCampaignIdParams,
  ZCampaignsQuery,
  ZCampaignsReply,
  ZCreateCampaignRequest,
  ZErrorReply,
  ZIssueBonusRequest,
  ZIssuedBonus,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagination } from './pagination';
import type { BonusesService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };

/**
 * The operator API of bonuses under /api/admin/bonuses (DESIGN 'Backend': campaigns and issuing
 * bonuses), behind the admin key's guard that the caller installs: create, list, pause, resume and
 * end campaigns, issue a campaign's bonus to a player.
 */
export const bonusAdminRoutes: FastifyPluginAsyncZod<{ bonuses: BonusesService }> = async (
  app,
  { bonuses },
) => {
  app.post(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a bonus campaign (active at once; its kind is its conditions’ kind)',
        body: ZCreateCampaignRequest,
        response: { 201: ZCampaign, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await bonuses.createCampaign(req.body)),
  );

  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bonus campaigns, newest window first, by kind, status and time filter',
        querystring: ZCampaignsQuery,
        response: { 200: ZCampaignsReply, ...errors },
      },
    },
    async (req, reply) => {
      const { data, total } = await bonuses.listCampaigns(req.query);
      return reply
        .header('cache-control', 'no-store')
        .send({ data, pagination: pagination(total, req.query.page, req.query.limit) });
    },
  );

  const transitions = [
    ['pause', 'paused', 'Pause a campaign: its bonuses show as deactivated'],
    ['resume', 'active', 'Resume a paused campaign'],
    ['end', 'finished', 'End a campaign for good: its bonuses show as expired'],
  ] as const;
  for (const [action, status, summary] of transitions)
    app.post(
      `/campaigns/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: ZCampaignIdParams,
          response: { 200: ZCampaign, ...errors },
        },
      },
      async (req) => bonuses.setCampaignStatus(req.params.id, status),
    );

  app.post(
    '/campaigns/:id/issue',
    {
      schema: {
        tags: ['admin'],
        summary: "Issue the campaign's bonus to a player (a reference makes a retry answer the first issue)",
        params: ZCampaignIdParams,
        body: ZIssueBonusRequest,
        response: { 201: ZIssuedBonus, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await bonuses.issue(req.params.id, req.body)),
  );
};
