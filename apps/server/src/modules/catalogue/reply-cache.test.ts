import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReplyCache } from './reply-cache';

describe('ReplyCache', () => {
  const counting = () => {
    let builds = 0;
    return {
      build: async () => `body-${++builds}`,
      get builds() {
        return builds;
      },
    };
  };

  it('serves the same body while the catalogue version is unchanged', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    expect((await cache.get('k', 1, source.build)).text).toBe('body-1');
    expect((await cache.get('k', 1, source.build)).text).toBe('body-1');
    expect(source.builds).toBe(1);
  });

  it('rebuilds when the catalogue version changes, serving the previous body until the new one is built', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    await cache.get('k', 1, source.build);
    expect((await cache.get('k', 2, source.build)).text).toBe('body-1');
    await cache.settled();
    expect((await cache.get('k', 2, source.build)).text).toBe('body-2');
    expect(source.builds).toBe(2);
  });

  it('rebuilds once an entry is older than its maximum age', async () => {
    let now = 0;
    const cache = new ReplyCache(10, 1000, () => now);
    const source = counting();
    await cache.get('k', 1, source.build);
    now = 1001;
    await cache.get('k', 1, source.build);
    await cache.settled();
    expect((await cache.get('k', 1, source.build)).text).toBe('body-2');
  });

  it('builds a missing reply once however many requests ask for it at the same time', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 1, source.build)));
    expect(new Set(bodies.map((b) => b.text))).toEqual(new Set(['body-1']));
    expect(source.builds).toBe(1);
  });

  it('rebuilds a stale reply once however many requests ask for it meanwhile', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    await cache.get('k', 1, source.build);
    await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 2, source.build)));
    await cache.settled();
    expect(source.builds).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReplyCache(2, 1000, () => 0);
    const source = counting();
    await cache.get('a', 1, source.build);
    await cache.get('b', 1, source.build);
    await cache.get('c', 1, source.build);
    await cache.get('b', 1, source.build);
    expect(source.builds).toBe(3);
    await cache.get('a', 1, source.build);
    expect(source.builds).toBe(4);
  });

  it('compresses a body once and serves the same gzip bytes after', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const body = await cache.get('k', 1, async () => JSON.stringify({ data: 'x'.repeat(5000) }));
    const first = body.gzip;
    expect(gunzipSync(first).toString()).toBe(body.text);
    expect(first.length).toBeLessThan(body.text.length / 10);
    expect((await cache.get('k', 1, async () => 'other')).gzip).toBe(first);
  });

  it('does not keep a failed build', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', 1, async () => 'ok')).text).toBe('ok');
    // A failed rebuild of a stale entry keeps serving the previous body.
    expect((await cache.get('k', 2, () => Promise.reject(new Error('boom')))).text).toBe('ok');
    await cache.settled();
    expect((await cache.get('k', 2, async () => 'new')).text).toBe('ok');
    await cache.settled();
    expect((await cache.get('k', 2, async () => 'newer')).text).toBe('new');
  });
});
