import {
  ZErrorReply,
  ZFavouriteIdsReply,
  ZFavouriteMatchesQuery,
  ZFavouriteParams,
  ZMatchesReply,
  ZSportsReply,
  ZTournamentsReply,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FavouritesService } from './service';

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };
const tags = ['engagement'];

/**
 * SPEC §7 '/favourites/{type}': the signed-in player's favourites. Replies are never cached
 * (SPEC §9: favourites are never stale).
 */
export const favouriteRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  app.get(
    '/favourites/matches',
    {
      schema: {
        tags,
        summary: "The player's favourite matches, by start time, filtered by match_status and bettable",
        querystring: ZFavouriteMatchesQuery,
        response: { 200: ZMatchesReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await favourites.matches(req.signedInPlayer().id, req.query)),
  );

  app.get(
    '/favourites/tournaments',
    {
      schema: {
        tags,
        summary: "The player's favourite tournaments",
        response: { 200: ZTournamentsReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await favourites.tournaments(req.signedInPlayer().id)),
  );

  app.get(
    '/favourites/sports',
    {
      schema: { tags, summary: "The player's favourite sports", response: { 200: ZSportsReply, ...errors } },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await favourites.sports(req.signedInPlayer().id)),
  );

  app.get(
    '/favourites/:type/ids',
    {
      schema: {
        tags,
        summary: 'The ids the player marked of one type, newest first',
        params: ZFavouriteParams.pick({ type: true }),
        response: { 200: ZFavouriteIdsReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await favourites.ids(req.signedInPlayer().id, req.params.type)),
  );

  app.post(
    '/favourites/:type/:id',
    {
      schema: {
        tags,
        summary: 'Mark a match, tournament or sport as a favourite; answers the ids of its type',
        params: ZFavouriteParams,
        response: { 200: ZFavouriteIdsReply, ...errors, 404: ZErrorReply },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => favourites.add(req.signedInPlayer().id, req.params.type, req.params.id),
  );

  app.delete(
    '/favourites/:type/:id',
    {
      schema: {
        tags,
        summary: 'Unmark a favourite; answers the ids of its type',
        params: ZFavouriteParams,
        response: { 200: ZFavouriteIdsReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => favourites.remove(req.signedInPlayer().id, req.params.type, req.params.id),
  );
};
