import {
  ErrorCode,
  ZErrorReply,
  ZPhoneCodeRequest,
  ZPhoneCodeSent,
  ZPhoneConfirmRequest,
  ZPhoneVerification,
  ZSmsQuery,
  ZSmsReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { isLoopback } from '../mail/routes';
import type { PhoneVerificationService } from './service';
import type { DevSmsOutbox } from './sms';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 429: ZErrorReply, 503: ZErrorReply };

/** Phone verification of the signed-in player, under /api/platform/player. */
export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneVerificationService }> = async (
  app,
  { phone },
) => {
  const tags = ['platform'];
  const signedIn = { preHandler: app.requirePlayer };

  app.get(
    '/player/phone-verification',
    {
      schema: {
        tags,
        summary: "getPhoneVerification: whether the player's phone is verified, and the phone",
        response: { 200: ZPhoneVerification, ...errors },
      },
      ...signedIn,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return phone.status(req.signedInPlayer());
    },
  );

  app.post(
    '/player/phone-verification',
    {
      schema: {
        tags,
        summary: 'Send a verification code by SMS (once a minute, a few an hour)',
        body: ZPhoneCodeRequest,
        response: { 200: ZPhoneCodeSent, ...errors },
      },
      ...signedIn,
    },
    async (req) => phone.start(req.signedInPlayer(), req.body.phone),
  );

  app.post(
    '/player/phone-verification/confirm',
    {
      schema: {
        tags,
        summary: 'Verify the phone with the code it received (a few wrong tries void the code)',
        body: ZPhoneConfirmRequest,
        response: { 200: ZPhoneVerification, ...errors },
      },
      ...signedIn,
    },
    async (req) => phone.confirm(req.signedInPlayer(), req.body.code),
  );
};

/**
 * Demo mode only: GET /api/dev/sms?to=PHONE, the texts sent to a number, newest first. Registered
 * beside the dev mailbox, behind the same loopback guard.
 */
export const devSmsRoutes: FastifyPluginAsyncZod<{ outbox: DevSmsOutbox; public?: boolean }> = async (
  app,
  options,
) => {
  const { outbox } = options;
  // The outbox holds every player's codes and has no authentication, as the mailbox its links.
  if (!options.public)
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip))
        throw new AppError(403, ErrorCode.forbidden, 'error.dev.mailbox_loopback_only', [
          { path: 'ip', message: 'error.dev.mailbox_loopback_only' },
        ]);
    });
  app.get(
    '/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev SMS outbox (demo mode; from this machine unless DEV_MAILBOX_PUBLIC=1)',
        querystring: ZSmsQuery,
        response: { 200: ZSmsReply, 400: ZErrorReply, 403: ZErrorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await outbox.messages(req.query.to) };
    },
  );
};
