import { ZPushPublicKeyReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the browser subscribes with (`applicationServerKey` of the Push API). */
export const pushRoutes: FastifyPluginAsyncZod<{ publicKey: string | null }> = async (app, { publicKey }) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['engagement'],
        summary: "The server's VAPID public key for Web Push subscriptions (null: no push)",
        response: { 200: ZPushPublicKeyReply },
      },
    },
    async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({ public_key: publicKey }),
  );
};
