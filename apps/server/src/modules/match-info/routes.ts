import {
  ZErrorReply,
  ZEventStats,
  ZIdParams,
  ZMatchPreview,
  ZMatchStreams,
  ZMatchVideo,
  ZRaceCard,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MatchInfoService } from './service';
import type { MatchVideoService } from './video';

const tags = ['catalogue'];
const errors = { 400: ZErrorReply, 404: ZErrorReply };

/** SPEC §7 'GET /matches/{id}/{widget statistics type}', one path per widget. */
export const matchInfoRoutes: FastifyPluginAsyncZod<{
  info: MatchInfoService;
  video: MatchVideoService;
}> = async (app, { info, video }) => {
  app.get(
    '/matches/:id/event-stats',
    {
      schema: {
        tags,
        summary: "A match's statistics now: score, period scores and the sport's figures",
        params: ZIdParams,
        response: { 200: ZEventStats, ...errors },
      },
    },
    // Figures move with the match clock: a reply is true for a moment only.
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await info.eventStats(req.params.id)),
  );

  app.get(
    '/matches/:id/match-preview',
    {
      schema: {
        tags,
        summary: "A match's preview: each side's form and the sides' head-to-head",
        params: ZIdParams,
        response: { 200: ZMatchPreview, ...errors },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await info.preview(req.params.id)),
  );

  app.get(
    '/matches/:id/racecard',
    {
      schema: {
        tags,
        summary: "A race's card: distance, going, each-way terms and the runners",
        params: ZIdParams,
        response: { 200: ZRaceCard, ...errors },
      },
    },
    // A card does not change once the race is published.
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await info.racecard(req.params.id)),
  );

  app.get(
    '/matches/:id/video',
    {
      schema: {
        tags,
        summary: "Where a match's live picture plays (a match with video, while video is on)",
        params: ZIdParams,
        response: { 200: ZMatchVideo, ...errors },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=60').send(await video.video(req.params.id)),
  );

  app.get(
    '/matches/:id/streams',
    {
      schema: {
        tags,
        summary: 'The outside providers that show a match, each opened through POST /{provider}/launch',
        params: ZIdParams,
        response: { 200: ZMatchStreams, ...errors },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=60').send(await video.streams(req.params.id)),
  );
};
