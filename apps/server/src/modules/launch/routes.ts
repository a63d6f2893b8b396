import { ZErrorReply, ZLaunchParams, ZLaunchReply, ZLaunchRequest } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Launcher } from './service';

/** SPEC §7 'POST /{provider}/launch with app; reply url': signed-in players only. */
export const launchRoutes: FastifyPluginAsyncZod<{ launcher: Launcher }> = async (app, { launcher }) => {
  app.post(
    '/:provider/launch',
    {
      schema: {
        tags: ['engagement'],
        summary: "Where an outside provider's application (a match stream, a game) opens for the player",
        params: ZLaunchParams,
        body: ZLaunchRequest,
        response: { 200: ZLaunchReply, 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(
        await launcher.launch(req.params.provider, {
          app: req.body.app,
          playerId: req.signedInPlayer().id,
        }),
      ),
  );
};
