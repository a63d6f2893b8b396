import { LimitsErrorKey, ZErrorReply, ZRealityCheckRequest, ZSessionsInfoReply } from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { clearSessionCookie, sessionCredential } from '../players/http';
import { hashSecret } from '../players/service';
import type { RealityCheckService } from './reality-check';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };

/** The stored id of the session the request came with (requirePlayer has admitted it). */
const sessionId = (request: FastifyRequest): string => hashSecret(sessionCredential(request)?.token ?? '');

/** 'User is out of limit' ends the session: its cookie goes with the answer. */
async function endingSession<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.key === LimitsErrorKey.outOfLimit)
      clearSessionCookie(request, reply);
    throw error;
  }
}

/** The reality check (RTS 13) of the signed-in player's session, under /api/platform/player. */
export const realityCheckRoutes: FastifyPluginAsyncZod<{ realityCheck: RealityCheckService }> = async (
  app,
  { realityCheck },
) => {
  const tags = ['platform'];
  const signedIn = { preHandler: app.requirePlayer };

  app.get(
    '/player/sessions-info',
    {
      schema: {
        tags,
        summary:
          'getSessionsInfo: time played and net result since sign-in, and whether a reality check is due',
        response: { 200: ZSessionsInfoReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return endingSession(req, reply, () => realityCheck.info(req.signedInPlayer(), sessionId(req)));
    },
  );

  app.post(
    '/player/sessions/continue',
    {
      schema: {
        tags,
        summary: 'continueSession: acknowledge a due reality check; the next one falls one period later',
        response: { 200: ZSessionsInfoReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) =>
      endingSession(req, reply, () => realityCheck.continue(req.signedInPlayer(), sessionId(req))),
  );

  app.post(
    '/player/reality-check',
    {
      schema: {
        tags,
        summary: 'Choose the reality-check period in minutes (null: off)',
        body: ZRealityCheckRequest,
        response: { 200: ZSessionsInfoReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) =>
      endingSession(req, reply, () =>
        realityCheck.setPeriod(req.signedInPlayer(), sessionId(req), req.body.period),
      ),
  );
};
