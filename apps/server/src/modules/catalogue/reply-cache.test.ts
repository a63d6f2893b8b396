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
    expect(await cache.get('k', 1, source.build)).toBe('body-1');
    expect(await cache.get('k', 1, source.build)).toBe('body-1');
    expect(source.builds).toBe(1);
  });

  it('rebuilds when the catalogue version changes', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    await cache.get('k', 1, source.build);
    expect(await cache.get('k', 2, source.build)).toBe('body-2');
  });

  it('rebuilds once an entry is older than its maximum age', async () => {
    let now = 0;
    const cache = new ReplyCache(10, 1000, () => now);
    const source = counting();
    await cache.get('k', 1, source.build);
    now = 1001;
    expect(await cache.get('k', 1, source.build)).toBe('body-2');
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

  it('does not keep a failed build', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', 1, async () => 'ok')).toBe('ok');
  });
});
