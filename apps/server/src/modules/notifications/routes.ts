import {
  ZErrorReply,
  ZNotificationCounters,
  ZNotificationsQuery,
  ZNotificationsReply,
  ZReadNotificationsRequest,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };
const tags = ['engagement'];

/** SPEC §7 '/notifications…': the signed-in player's notifications, the unread count, marking read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The player's notifications, newest first, a page at a time",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await notifications.list(req.signedInPlayer().id, req.query)),
  );

  app.get(
    '/notifications/counters',
    {
      schema: {
        tags,
        summary: "How many of the player's notifications are unread",
        response: { 200: ZNotificationCounters, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await notifications.counters(req.signedInPlayer().id)),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark these notifications read; answers the unread count',
        body: ZReadNotificationsRequest,
        response: { 200: ZNotificationCounters, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => notifications.markRead(req.signedInPlayer().id, req.body.ids),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification read; answers the unread count',
        response: { 200: ZNotificationCounters, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => notifications.markRead(req.signedInPlayer().id),
  );
};
