import { ErrorCode, ZErrorReply, ZMailboxQuery, ZMailboxReply } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { DevMailbox } from './mailer';

export interface DevMailboxRoutesOptions {
  mailbox: DevMailbox;
  /** DEV_MAILBOX_PUBLIC: serve the mailbox to any address, not only to this machine. */
  public?: boolean;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Demo mode only: GET /api/dev/mailbox?to=EMAIL, the messages sent to an address, newest first.
 * The mailbox holds every account's confirmation, reset and unlock links and has no
 * authentication, so it answers only requests from this machine unless made public on purpose.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<DevMailboxRoutesOptions> = async (app, options) => {
  const { mailbox } = options;
  if (!options.public) {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!isLoopback(request.ip))
        throw new AppError(403, ErrorCode.forbidden, 'error.dev.mailbox_loopback_only', [
          { path: 'ip', message: 'error.dev.mailbox_loopback_only' },
        ]);
    });
  }
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev mailbox (demo mode; from this machine unless DEV_MAILBOX_PUBLIC=1)',
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxReply, 400: ZErrorReply, 403: ZErrorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await mailbox.messages(req.query.to) };
    },
  );
};
