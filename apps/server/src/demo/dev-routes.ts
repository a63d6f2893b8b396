import { MatchStatus, ZErrorReply, ZIdParams } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import type { CatalogueRepo } from '../modules/catalogue/repo';
import type { CatalogueService } from '../modules/catalogue/service';
import { progressAt } from './catalogue/index';

/**
 * Demo-only controls under /api/dev: finish a match now with its scripted final score (the feed
 * would get there in time; tests and demos do not want to wait). Settlement follows through the
 * same path as a feed-finished match.
 */
export const demoDevRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  repo: CatalogueRepo;
  settleNow: () => Promise<void>;
}> = async (app, { catalogue, repo, settleNow }) => {
  app.post(
    '/matches/:id/finish',
    {
      schema: {
        tags: ['demo'],
        summary: 'Finish a demo match now with its final score and settle its bets',
        params: ZIdParams,
        response: {
          200: z.object({ id: z.number(), status: z.number() }),
          400: ZErrorReply,
          404: ZErrorReply,
        },
      },
    },
    async (req) => {
      const match = await repo.match(req.params.id);
      if (match?.type !== 'match') throw AppError.notFound('params.id');
      if (!match.script) throw AppError.invalid('params.id', 'error.demo.not_a_demo_match');
      const final = progressAt(match, Number.MAX_SAFE_INTEGER);
      await catalogue.ingestMatchState(
        match.id,
        { status: MatchStatus.finished, statistics: final.statistics },
        [],
      );
      await settleNow();
      return { id: match.id, status: MatchStatus.finished };
    },
  );
};
