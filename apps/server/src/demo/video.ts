import { readFileSync } from 'node:fs';
import type { TVideoSource } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Where the demo clip is served, under the dev prefix (/api/dev). */
export const DEMO_VIDEO_PATH = '/video/stream.webm';

/** The demo's live picture for every match with video: one looping test-card clip. */
export const demoVideoSource = (prefix: string): TVideoSource => ({
  url: `${prefix}${DEMO_VIDEO_PATH}`,
  type: 'video/webm',
});

/**
 * Serves the demo clip (VP8 in WebM, made by scripts/make-demo-video.mjs), read once: a file of a
 * few kilobytes that every browser buffers whole, so plain replies serve playback and looping.
 */
export const demoVideoRoutes: FastifyPluginAsyncZod<{ file: string }> = async (app, { file }) => {
  const clip = readFileSync(file);
  app.get(
    DEMO_VIDEO_PATH,
    { schema: { tags: ['demo'], summary: "The demo's live-match video clip (WebM)" } },
    async (_req, reply) =>
      reply
        .type('video/webm')
        .header('accept-ranges', 'none')
        .header('cache-control', 'public, max-age=3600')
        .send(clip),
  );
};
