import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TErrorReply, TMatch, TMatchVideo } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { loadSiteConfig } from '../site-config/load';

// Issue 24 item 6: GET /matches/{id}/video and the demo clip it names.

const clipFile = fileURLToPath(new URL('../../../assets/demo-stream.webm', import.meta.url));

describe.each(testDatabases())('match video API on $name', (database) => {
  let db: Db;
  let on: FastifyInstance;
  let off: FastifyInstance;
  let withVideo: TMatch;
  let withoutVideo: TMatch;

  beforeAll(async () => {
    db = await database.createSeeded();
    const siteConfig = { ...loadSiteConfig({ demo: true }), video_enabled: true };
    on = (await aSeededApp(db, undefined, {}, { siteConfig, demoVideoFile: clipFile })).app;
    off = (await aSeededApp(db, undefined, {}, { demoVideoFile: clipFile })).app;
    const list = (
      await on.inject({ url: '/api/sportsbook/matches?type=match&match_status=1&limit=500' })
    ).json<{ data: TMatch[] }>().data;
    const found = list.find((m) => m.has_video);
    const other = list.find((m) => !m.has_video);
    if (!found || !other) throw new Error('the demo has live matches with and without video');
    withVideo = found;
    withoutVideo = other;
  }, 120_000);

  afterAll(async () => {
    await on?.close();
    await off?.close();
    await db?.close();
  });

  it('names the demo clip for a match with video, and serves it as WebM', async () => {
    const reply = await on.inject({ url: `/api/sportsbook/matches/${withVideo.id}/video` });
    expect(reply.statusCode).toBe(200);
    const video = reply.json<TMatchVideo>();
    expect(video).toEqual({
      match_id: withVideo.id,
      sources: [{ url: '/api/dev/video/stream.webm', type: 'video/webm' }],
    });
    const clip = await on.inject({ url: video.sources[0]?.url ?? '' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.equals(readFileSync(clipFile))).toBe(true);
    // The EBML magic number of a Matroska/WebM file.
    expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers a clear 404 for a match without video, while video is off, or for no such match', async () => {
    const expectUnavailable = async (app: FastifyInstance, id: number) => {
      const reply = await app.inject({ url: `/api/sportsbook/matches/${id}/video` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json<TErrorReply>()).toMatchObject({
        code: 404,
        message: 'error.video.unavailable',
        data: { details: [{ path: 'params.id', message: 'error.video.unavailable' }] },
      });
    };
    await expectUnavailable(on, withoutVideo.id);
    await expectUnavailable(off, withVideo.id);
    const missing = await on.inject({ url: '/api/sportsbook/matches/999999999/video' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<TErrorReply>().message).toBe('error.request.not_found');
    const bad = await on.inject({ url: '/api/sportsbook/matches/abc/video' });
    expect(bad.statusCode).toBe(400);
  });
});
