import {
  ZErrorReply,
  ZPlayerGroupsParams,
  ZPlayerGroupsReply,
  ZPlayerGroupsRequest,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';

/**
 * Operator API under /api/admin (behind the admin guard): the groups a player is in (SPEC §3
 * `statuses`), which the deposit reminder and the user-group redirect of the site config name.
 */
export const playerAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => number }> = async (
  app,
  { db, clock },
) => {
  app.put(
    '/players/:id/groups',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a player's groups (replaces them)",
        params: ZPlayerGroupsParams,
        body: ZPlayerGroupsRequest,
        response: { 200: ZPlayerGroupsReply, 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply },
      },
    },
    async (req) => {
      const groups = [...new Set(req.body.groups)];
      const updated = await db.kysely
        .updateTable('players')
        .set({ groups: JSON.stringify(groups), updated_at: clock() })
        .where('id', '=', req.params.id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw AppError.notFound('params.id');
      return { id: updated.id, groups };
    },
  );
};
