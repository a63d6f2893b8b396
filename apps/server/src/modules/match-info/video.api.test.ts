import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TErrorReply, TLaunchReply, TMatch, TMatchStreams, TMatchVideo } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { TestCards } from '../../demo/test-card';
import { aSeededApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import { loadSiteConfig } from '../site-config/load';

// Issue 24 item 6: GET /matches/{id}/video and /streams, the demo's clip and HLS test cards,
// and POST /{provider}/launch with Demo TV's watch page.

const clipFile = fileURLToPath(new URL('../../../assets/demo-stream.webm', import.meta.url));
const webm = { url: '/api/dev/video/stream.webm', type: 'video/webm' };
// CI installs ffmpeg: there the HLS tests must run, never skip.
const hasFfmpeg = Boolean(process.env.CI) || spawnSync('ffmpeg', ['-version']).status === 0;

describe.each(testDatabases())('match video API on $name', (database) => {
  let db: Db;
  let on: FastifyInstance;
  let off: FastifyInstance;
  let noEncoder: FastifyInstance;
  let cookie: string;
  let withVideo: TMatch;
  let withoutVideo: TMatch;

  beforeAll(async () => {
    db = await database.createSeeded();
    const siteConfig = loadSiteConfig({ demo: true });
    expect(siteConfig.video_enabled).toBe(true);
    const built = await aSeededApp(db, undefined, {}, { siteConfig, demoVideoFile: clipFile });
    on = built.app;
    cookie = (await aSignedInPlayer(db, built.services)).cookie;
    off = (
      await aSeededApp(
        db,
        undefined,
        {},
        { siteConfig: { ...siteConfig, video_enabled: false }, demoVideoFile: clipFile },
      )
    ).app;
    noEncoder = (
      await aSeededApp(
        db,
        undefined,
        {},
        { siteConfig, demoVideoFile: clipFile, testCards: new TestCards({ ffmpeg: 'no-such-ffmpeg-here' }) },
      )
    ).app;
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
    await noEncoder?.close();
    await db?.close();
  });

  it('names the demo clip alone where ffmpeg is missing, and serves it as WebM', async () => {
    const reply = await noEncoder.inject({ url: `/api/sportsbook/matches/${withVideo.id}/video` });
    expect(reply.statusCode).toBe(200);
    const video = reply.json<TMatchVideo>();
    expect(video).toEqual({ match_id: withVideo.id, sources: [webm] });
    const playlist = await noEncoder.inject({ url: `/api/dev/video/matches/${withVideo.id}/index.m3u8` });
    expect(playlist.statusCode).toBe(404);
    const clip = await noEncoder.inject({ url: video.sources[0]?.url ?? '' });
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

  it.skipIf(!hasFfmpeg)(
    "serves the match's HLS test card first: a VOD playlist and MPEG-TS segments",
    async () => {
      const video = (
        await on.inject({ url: `/api/sportsbook/matches/${withVideo.id}/video` })
      ).json<TMatchVideo>();
      const hls = `/api/dev/video/matches/${withVideo.id}/index.m3u8`;
      expect(video.sources).toEqual([{ url: hls, type: 'application/vnd.apple.mpegurl' }, webm]);
      const playlist = await on.inject({ url: hls });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.body).toMatch(/^#EXTM3U/);
      expect(playlist.body).toContain('#EXT-X-ENDLIST');
      const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
      expect(segments).toEqual(['seg0.ts', 'seg1.ts', 'seg2.ts']);
      const segment = await on.inject({ url: `/api/dev/video/matches/${withVideo.id}/seg1.ts` });
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      // MPEG-TS: 188-byte packets, each opening with the sync byte 0x47.
      expect(segment.rawPayload.length % 188).toBe(0);
      expect(segment.rawPayload[0]).toBe(0x47);
      expect(segment.rawPayload[188]).toBe(0x47);
      // Encoded once: the second viewer gets the same playlist.
      expect((await on.inject({ url: hls })).body).toBe(playlist.body);
    },
    60_000,
  );

  it('serves no test card for a match without video, nor a file outside the stream', async () => {
    const none = await on.inject({ url: `/api/dev/video/matches/${withoutVideo.id}/index.m3u8` });
    expect(none.statusCode).toBe(404);
    expect(none.json<TErrorReply>().message).toBe('error.video.unavailable');
    const other = await on.inject({ url: `/api/dev/video/matches/${withVideo.id}/title.txt` });
    expect(other.statusCode).toBe(400);
    const traversal = await on.inject({
      url: `/api/dev/video/matches/${withVideo.id}/..%2F..%2Fetc%2Fpasswd`,
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('lists Demo TV among the streams of a match with video, none otherwise, 404 while video is off', async () => {
    const streams = await on.inject({ url: `/api/sportsbook/matches/${withVideo.id}/streams` });
    expect(streams.statusCode).toBe(200);
    expect(streams.json<TMatchStreams>()).toEqual({
      match_id: withVideo.id,
      streams: [{ provider: 'demo-tv', name: 'Demo TV', app: `match-${withVideo.id}` }],
    });
    const none = await on.inject({ url: `/api/sportsbook/matches/${withoutVideo.id}/streams` });
    expect(none.json<TMatchStreams>().streams).toEqual([]);
    const off404 = await off.inject({ url: `/api/sportsbook/matches/${withVideo.id}/streams` });
    expect(off404.statusCode).toBe(404);
    expect(off404.json<TErrorReply>().message).toBe('error.video.unavailable');
  });

  it("launches Demo TV for a signed-in player: a ticket to its watch page with the match's names", async () => {
    const launch = (
      app: FastifyInstance,
      provider: string,
      body: object,
      headers: Record<string, string> = { cookie },
    ) => app.inject({ method: 'POST', url: `/api/sportsbook/${provider}/launch`, payload: body, headers });
    const app = `match-${withVideo.id}`;
    const signedOut = await launch(on, 'demo-tv', { app }, {});
    expect(signedOut.statusCode).toBe(401);
    const unknown = await launch(on, 'other-tv', { app });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<TErrorReply>()).toMatchObject({
      message: 'error.provider.unknown',
      data: { details: [{ path: 'params.provider' }] },
    });
    for (const wrong of [`match-${withoutVideo.id}`, 'match-999999999', 'game-1'])
      expect((await launch(on, 'demo-tv', { app: wrong })).json<TErrorReply>().message).toBe(
        'error.provider.app_unknown',
      );
    expect((await launch(on, 'Demo TV', { app })).statusCode).toBe(400);
    expect((await launch(on, 'demo-tv', { app: '' })).statusCode).toBe(400);
    // With video off there is no provider to open.
    expect((await launch(off, 'demo-tv', { app })).json<TErrorReply>().message).toBe(
      'error.provider.unknown',
    );

    const reply = await launch(on, 'demo-tv', { app });
    expect(reply.statusCode).toBe(200);
    const { url } = reply.json<TLaunchReply>();
    expect(url).toMatch(/^\/api\/dev\/providers\/demo-tv\/watch\?ticket=[0-9a-f-]{36}$/);
    const page = await on.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const home = withVideo.competitors.home?.name ?? '';
    expect(page.body).toContain(`<h1>${home} v `);
    expect(page.body).toContain('<video src="/api/dev/video/stream.webm"');
    const forged = await on.inject({
      url: url.replace(/ticket=.*/, 'ticket=00000000-0000-0000-0000-000000000000'),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain(home);
  });
});
