import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageProxyUrl } from './proxy';
import { renderImage } from './render';

const BANNER = readFileSync(new URL('../../../public/images/banners/schedule.png', import.meta.url));

/** Answers the proxy's fetches as the web server would. */
function serve(answers: Record<string, { status: number; body?: string | Buffer }>) {
  const fetch = vi.fn(async (url: string) => {
    const answer = answers[new URL(url).pathname] ?? { status: 404 };
    return new Response(answer.body ? new Uint8Array(Buffer.from(answer.body)) : null, {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const paramsOf = (...args: Parameters<typeof imageProxyUrl>) =>
  new URL(imageProxyUrl(...args), 'http://localhost').searchParams;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the image proxy renders (SPEC §7)', () => {
  it('makes a site image the size and format asked for, far smaller, and caches the rendition', async () => {
    const fetch = serve({ '/images/banners/schedule.png': { status: 200, body: BANNER } });
    const params = paramsOf({
      src: '/images/banners/schedule.png',
      width: 384,
      height: 288,
      format: 'avif',
      quality: 65,
    });
    const first = await renderImage(params);
    if (!first.ok) throw new Error(first.key);
    const meta = await sharp(first.body).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 384, 288]);
    expect(first.body.length).toBeLessThan(BANNER.length / 3);
    const again = await renderImage(params);
    expect(again.ok && again.body).toEqual(first.body);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/images\/banners\/schedule\.png$/,
    );
  });

  it('makes webp too, cropping to the aspect asked for', async () => {
    serve({ '/images/banners/schedule.png': { status: 200, body: BANNER } });
    const done = await renderImage(
      paramsOf({ src: '/images/banners/schedule.png', width: 96, height: 96, format: 'webp', quality: 70 }),
    );
    if (!done.ok) throw new Error(done.key);
    const meta = await sharp(done.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96]);
  });

  it('answers a bad query 400, a missing source 404, a failing one 502 and a broken one 415', async () => {
    serve({
      '/images/broken.png': { status: 200, body: 'not an image' },
      '/images/down.png': { status: 503 },
    });
    const ask = (src: string) =>
      renderImage(paramsOf({ src, width: 64, height: 64, format: 'webp', quality: 70 }));
    expect(await renderImage(new URLSearchParams({ src: '/etc/passwd' }))).toEqual({
      ok: false,
      status: 400,
      key: 'error.image.source',
    });
    expect(await ask('/images/missing.png')).toMatchObject({
      ok: false,
      status: 404,
      key: 'error.image.not_found',
    });
    expect(await ask('/images/down.png')).toMatchObject({
      ok: false,
      status: 502,
      key: 'error.image.unavailable',
    });
    expect(await ask('/images/broken.png')).toMatchObject({
      ok: false,
      status: 415,
      key: 'error.image.unsupported',
    });
  });
});
