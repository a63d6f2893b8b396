import {
  ErrorCode,
  PlatformErrorKey,
  ZDemoPaymentOutcomeRequest,
  ZDepositRequest,
  ZErrorReply,
  ZPayment,
} from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { isHttps } from '../players/http';
import type { PlayersService } from '../players/service';
import { cardPageHtml, type DemoPayments } from './payments';

const ZPaymentParams = z.object({ id: z.uuid() });
const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply };

const apiOrigin = (req: FastifyRequest) => `${isHttps(req) ? 'https' : 'http'}://${req.host}`;

/** Demo mode: POST /api/platform/deposits and GET /api/platform/deposits/{id}. */
export const depositRoutes: FastifyPluginAsyncZod<{
  players: PlayersService;
  payments: DemoPayments;
}> = async (app, { players, payments }) => {
  const tags = ['platform'];
  app.post(
    '/deposits',
    {
      schema: {
        tags,
        summary: 'Start a demo deposit: a pending payment and the card page to send the player to',
        body: ZDepositRequest,
        response: { 201: ZPayment, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) => {
      const player = req.signedInPlayer();
      // SPEC §5: a deposit must not start while required profile fields are missing.
      const missed = players.missedDepositFields(player);
      if (missed.length > 0)
        throw new AppError(
          400,
          ErrorCode.invalidRequest,
          PlatformErrorKey.missedFields,
          missed.map((field) => ({ path: `profile.${field}`, message: PlatformErrorKey.missedFields })),
        );
      return reply.status(201).send(await payments.create(player, req.body, apiOrigin(req)));
    },
  );

  app.get(
    '/deposits/:id',
    {
      schema: {
        tags,
        summary: 'Status of a deposit (quick-deposit status query)',
        params: ZPaymentParams,
        response: { 200: ZPayment, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) => {
      const player = req.signedInPlayer();
      reply.header('cache-control', 'no-store');
      return payments.ofPlayer(player, req.params.id, apiOrigin(req));
    },
  );
};

/**
 * Demo mode: the card page of the demo provider, GET and POST /api/dev/payments/{id}. Anyone with
 * the (random, unguessable) payment id may answer, as with a real provider's hosted page.
 */
export const demoCardRoutes: FastifyPluginAsyncZod<{
  payments: DemoPayments;
  subunits: (currency: string) => number;
}> = async (app, { payments, subunits }) => {
  // The page's form posts application/x-www-form-urlencoded; only this plugin accepts it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/payments/:id',
    { schema: { tags: ['dev'], summary: 'Demo card page (HTML)', params: ZPaymentParams } },
    async (req, reply) => {
      const payment = await payments.find(req.params.id);
      if (!payment) throw AppError.notFound('params.id');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .header('x-content-type-options', 'nosniff')
        .send(cardPageHtml(payment, subunits(payment.currency)));
    },
  );

  app.post(
    '/payments/:id',
    {
      schema: {
        tags: ['dev'],
        summary: "Answer of the demo card page; redirects to the web with SPEC §7's redirect outcome",
        params: ZPaymentParams,
        body: ZDemoPaymentOutcomeRequest,
        response: { 303: z.null(), ...errors },
      },
    },
    async (req, reply) => reply.redirect(await payments.resolve(req.params.id, req.body.outcome), 303),
  );
};
