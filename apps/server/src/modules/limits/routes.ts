import {
  ZActivityReply,
  ZErrorReply,
  ZLimitRef,
  ZOkReply,
  ZSelfExclusionRequest,
  ZSetLimitRequest,
  ZUserLimitsReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { clearSessionCookie } from '../players/http';
import type { LimitsService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };

/** The player's limits, self-exclusion and activity heartbeat, under /api/platform/player. */
export const limitsRoutes: FastifyPluginAsyncZod<{ limits: LimitsService }> = async (app, { limits }) => {
  const tags = ['platform'];
  const signedIn = { preHandler: app.requirePlayer };

  app.get(
    '/player/limits',
    {
      schema: {
        tags,
        summary: "getUserLimits: the player's limits",
        response: { 200: ZUserLimitsReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return limits.list(req.signedInPlayer());
    },
  );

  app.post(
    '/player/limits',
    {
      schema: {
        tags,
        summary:
          'Set or remove a limit: lower applies at once, higher or removal after 24 h and a confirmation',
        body: ZSetLimitRequest,
        response: { 200: ZUserLimitsReply, ...errors },
      },
      ...signedIn,
    },
    async (req) => limits.set(req.signedInPlayer(), req.body),
  );

  app.post(
    '/player/limits/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a pending raise or removal once its cooling-off is over',
        body: ZLimitRef,
        response: { 200: ZUserLimitsReply, ...errors },
      },
      ...signedIn,
    },
    async (req) => limits.confirm(req.signedInPlayer(), req.body),
  );

  app.post(
    '/player/limits/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending raise or removal',
        body: ZLimitRef,
        response: { 200: ZUserLimitsReply, ...errors },
      },
      ...signedIn,
    },
    async (req) => limits.cancel(req.signedInPlayer(), req.body),
  );

  app.post(
    '/player/self-exclusion',
    {
      schema: {
        tags,
        summary:
          'Exclude oneself (time-out): no sign-in, bet or deposit until it ends; cannot be ended early',
        body: ZSelfExclusionRequest,
        response: { 200: ZOkReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) => {
      await limits.selfExclude(req.signedInPlayer(), req.body.period);
      clearSessionCookie(req, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/player/activity',
    {
      schema: {
        tags,
        summary: "trackActivity: heartbeat of a visible app; 401 when the day's activity limit is reached",
        response: { 200: ZActivityReply, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) => {
      try {
        return await limits.trackActivity(req.signedInPlayer());
      } catch (error) {
        if (error instanceof AppError && error.status === 401) clearSessionCookie(req, reply);
        throw error;
      }
    },
  );
};
