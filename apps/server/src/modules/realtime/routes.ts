import {
  ZErrorReply,
  ZWebsocketAuthorizeReply,
  ZWebsocketAuthorizeRequest,
  ZWebsocketTokenReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RealtimeTokens, ViewerOf } from './service';

/** SPEC §7: POST /websocket/token and POST /websocket/authorize, under /api/sportsbook. */
export const realtimeTokenRoutes: FastifyPluginAsyncZod<{
  tokens: RealtimeTokens;
  viewer: ViewerOf;
}> = async (app, { tokens, viewer }) => {
  const tags = ['realtime'];

  app.post(
    '/websocket/token',
    {
      schema: {
        tags,
        summary: 'Connection token of the real-time hub',
        description: 'A JWT (HS256) whose `sub` is the signed-in player id, empty for an anonymous visitor.',
        response: { 200: ZWebsocketTokenReply, 400: ZErrorReply },
      },
    },
    async (req) => ({ token: await tokens.connectionToken(await viewer(req)) }),
  );

  app.post(
    '/websocket/authorize',
    {
      schema: {
        tags,
        summary: 'Subscription tokens of private channels',
        description: 'A signed-in player gets tokens for their own `$player:{lang}:{userId}` channels only.',
        body: ZWebsocketAuthorizeRequest,
        response: { 200: ZWebsocketAuthorizeReply, 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply },
      },
    },
    async (req) => ({ channels: await tokens.authorize(await viewer(req), req.body.channels) }),
  );
};
