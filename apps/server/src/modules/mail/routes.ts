import { ZErrorReply, ZMailboxQuery, ZMailboxReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevMailbox } from './mailer';

/** Demo mode only: GET /api/dev/mailbox?to=EMAIL, the messages sent to an address, newest first. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailbox }> = async (app, { mailbox }) => {
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev mailbox (demo mode)',
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxReply, 400: ZErrorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await mailbox.messages(req.query.to) };
    },
  );
};
