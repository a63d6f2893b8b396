import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReplyCache, type ReplyDeps, touches } from './reply-cache';

describe('ReplyCache', () => {
  const counting = (deps: ReplyDeps = {}) => {
    let builds = 0;
    return {
      build: async () => ({ text: `body-${++builds}`, deps }),
      get builds() {
        return builds;
      },
    };
  };

  it('serves the same body until a change touches it', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    expect((await cache.get('k', source.build)).text).toBe('body-1');
    expect((await cache.get('k', source.build)).text).toBe('body-1');
    expect(cache.peek('k')?.text).toBe('body-1');
    expect(source.builds).toBe(1);
  });

  it('rebuilds after a change that touches it, serving the previous body until the new one is built', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting({ matchIds: [7] });
    await cache.get('k', source.build);
    cache.invalidate({ kind: 'markets', matchId: 7 });
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', source.build)).text).toBe('body-1');
    // The rebuild is under way: the front door may serve the previous body too.
    expect(cache.peek('k')?.text).toBe('body-1');
    await cache.settled();
    expect(cache.peek('k')?.text).toBe('body-2');
    expect((await cache.get('k', source.build)).text).toBe('body-2');
    expect(source.builds).toBe(2);
  });

  it('keeps the previous body, compressed bytes and all, when a rebuild gives the same text', async () => {
    let now = 0;
    const cache = new ReplyCache(10, 1000, () => now);
    let text = JSON.stringify({ data: 'y'.repeat(5000) });
    const build = async () => ({ text, deps: {} });
    const first = await cache.get('k', build);
    now = 1001;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', build);
    await cache.settled();
    expect(cache.peek('k')).toBe(first);
    text = JSON.stringify({ data: 'z'.repeat(5000) });
    now = 2002;
    await cache.get('k', build);
    await cache.settled();
    const second = cache.peek('k');
    expect(second).not.toBe(first);
    expect(second?.gzip && gunzipSync(second.gzip).toString()).toBe(text);
  });

  it('gives each form of a body its headers, gzip only to clients that accept it', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const text = JSON.stringify({ data: 'x'.repeat(5000) });
    const body = await cache.get('k', async () => ({ text, deps: {} }));
    const expected = (length: number | undefined, ...encoding: string[]) => [
      'content-type',
      'application/json; charset=utf-8',
      'vary',
      'Origin, Accept-Encoding, Accept-Language',
      ...encoding,
      'content-length',
      String(length),
    ];
    const [gzipHeaders, gzipped] = body.encoded('br, gzip;q=0.8');
    expect(gzipped).toBe(body.gzip);
    expect(gzipHeaders).toEqual(expected(body.gzip?.length, 'content-encoding', 'gzip'));
    for (const accept of [undefined, 'br', 'identity']) {
      const [headers, bytes] = body.encoded(accept);
      expect(bytes).toBe(body.raw);
      expect(headers).toEqual(expected(text.length));
    }
    const small = await cache.get('s', async () => ({ text: '{"data":[]}', deps: {} }));
    expect(small.encoded('gzip')[1]).toBe(small.raw);
  });

  it('keeps a reply fresh through changes of matches it does not show', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting({ matchIds: [1, 2] });
    await cache.get('k', source.build);
    cache.invalidate({ kind: 'markets', matchId: 3 });
    cache.invalidate({ kind: 'match_state', id: 3 });
    expect(cache.peek('k')?.text).toBe('body-1');
  });

  it('marks stale on any status change a reply whose list depends on statuses', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    await cache.get('status', counting({ matchIds: [1], onStatus: true }).build);
    await cache.get('bettable', counting({ matchIds: [1], onStatus: true, onMarkets: true }).build);
    cache.invalidate({ kind: 'markets', matchId: 9 });
    expect(cache.peek('status')).toBeDefined();
    expect(cache.peek('bettable')).toBeUndefined();
    cache.invalidate({ kind: 'match_state', id: 9 });
    expect(cache.peek('status')).toBeUndefined();
  });

  it('marks every reply stale when events are added or removed, or reference data changes', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    await cache.get('a', counting().build);
    await cache.get('b', counting({ matchIds: [1] }).build);
    cache.invalidate({ kind: 'matches', ids: [] });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeUndefined();
    await cache.get('c', counting().build);
    await cache.settled();
    cache.invalidate({ kind: 'reference' });
    expect(cache.peek('c')).toBeUndefined();
  });

  it('stores a reply built across a change that touches it as stale', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const building = cache.get('k', async () => {
      await gate;
      return { text: 'old', deps: { matchIds: [5] } };
    });
    cache.invalidate({ kind: 'markets', matchId: 5 });
    release();
    expect((await building).text).toBe('old');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps a reply built across a change that does not touch it fresh', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const building = cache.get('k', async () => {
      await gate;
      return { text: 'body', deps: { matchIds: [5] } };
    });
    cache.invalidate({ kind: 'markets', matchId: 6 });
    release();
    await building;
    expect(cache.peek('k')?.text).toBe('body');
  });

  it('rebuilds once an entry is older than its maximum age', async () => {
    let now = 0;
    const cache = new ReplyCache(10, 1000, () => now);
    const source = counting();
    await cache.get('k', source.build);
    now = 1001;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', source.build);
    await cache.settled();
    expect((await cache.get('k', source.build)).text).toBe('body-2');
  });

  it('builds a missing reply once however many requests ask for it at the same time', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.build)));
    expect(new Set(bodies.map((b) => b.text))).toEqual(new Set(['body-1']));
    expect(source.builds).toBe(1);
  });

  it('rebuilds a stale reply once however many requests ask for it meanwhile', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const source = counting({ matchIds: [1] });
    await cache.get('k', source.build);
    cache.invalidate({ kind: 'match_state', id: 1 });
    await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.build)));
    await cache.settled();
    expect(source.builds).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReplyCache(2, 1000, () => 0);
    const source = counting({ matchIds: [1] });
    await cache.get('a', source.build);
    await cache.get('b', source.build);
    await cache.get('c', source.build);
    await cache.get('b', source.build);
    expect(source.builds).toBe(3);
    await cache.get('a', source.build);
    expect(source.builds).toBe(4);
    // A dropped entry leaves nothing behind for changes to find.
    cache.invalidate({ kind: 'match_state', id: 1 });
    expect(cache.peek('c')).toBeUndefined();
  });

  it('compresses a large body once, when it is built, and serves the same bytes after', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const text = JSON.stringify({ data: 'x'.repeat(5000) });
    const body = await cache.get('k', async () => ({ text, deps: {} }));
    const first = body.gzip;
    expect(first && gunzipSync(first).toString()).toBe(text);
    expect(first?.length).toBeLessThan(text.length / 10);
    expect(body.raw.toString()).toBe(text);
    expect((await cache.get('k', async () => ({ text: 'other', deps: {} }))).gzip).toBe(first);
  });

  it('does not compress a small body', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    expect((await cache.get('k', async () => ({ text: '{"data":[]}', deps: {} }))).gzip).toBeUndefined();
  });

  it('does not keep a failed build', async () => {
    const cache = new ReplyCache(10, 1000, () => 0);
    const ok = (text: string) => async () => ({ text, deps: { matchIds: [1] } });
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', ok('ok'))).text).toBe('ok');
    // A failed rebuild of a stale entry keeps serving the previous body.
    cache.invalidate({ kind: 'match_state', id: 1 });
    expect((await cache.get('k', () => Promise.reject(new Error('boom')))).text).toBe('ok');
    await cache.settled();
    expect((await cache.get('k', ok('new'))).text).toBe('ok');
    await cache.settled();
    expect((await cache.get('k', ok('newer'))).text).toBe('new');
  });
});

describe('touches', () => {
  it('ties a price change to the replies that show the match or list by bettable', () => {
    const change = { kind: 'markets', matchId: 4 } as const;
    expect(touches(change, { matchIds: [4] })).toBe(true);
    expect(touches(change, { matchIds: [5], onStatus: true })).toBe(false);
    expect(touches(change, { matchIds: [5], onMarkets: true })).toBe(true);
  });

  it('ties a state change to the replies that show the match or list by status', () => {
    const change = { kind: 'match_state', id: 4 } as const;
    expect(touches(change, { matchIds: [4] })).toBe(true);
    expect(touches(change, { matchIds: [5], onMarkets: true })).toBe(false);
    expect(touches(change, { onStatus: true })).toBe(true);
  });
});
