import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app';
import type { Db } from '../db/index';
import { aSeededApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { SECURITY_HEADERS } from './front-door';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over real HTTP (the front door sits in the server, which inject() bypasses). */
function call(port: number, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.method === 'POST' ? '{}' : undefined);
  });
}

const json = (raw: Raw): unknown =>
  JSON.parse((raw.headers['content-encoding'] === 'gzip' ? gunzipSync(raw.body) : raw.body).toString());

// The door does not depend on the database: SQLite is enough.
const [sqlite] = testDatabases();

describe('front door of the catalogue', () => {
  let db: Db;
  let built: BuiltApp;
  let port: number;

  beforeAll(async () => {
    db = await (sqlite as NonNullable<typeof sqlite>).create();
    built = await aSeededApp(db);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    port = (built.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await built?.app.close();
    await db?.close();
  });

  const served = () => built.services.frontDoor.served;

  it('answers a repeated GET from the cache, with the bytes and headers the route sends', async () => {
    const url = '/api/sportsbook/matches?limit=50';
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const before = served();
    const routed = await call(port, url, { headers });
    expect(served()).toBe(before);
    const door = await call(port, url, { headers });
    expect(served()).toBe(before + 1);
    expect(door.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'vary', 'content-length'])
      expect(door.headers[name], name).toBe(routed.headers[name]);
    expect(door.headers['content-encoding']).toBe('gzip');
    expect(json(door)).toEqual(json(routed));
    expect((json(door) as { data: unknown[] }).data).toHaveLength(50);

    const plain = await call(port, url);
    expect(served()).toBe(before + 2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toEqual(json(routed));
  });

  it('sends the security headers on routed replies, door replies and errors alike', async () => {
    const url = '/api/sportsbook/matches?limit=5';
    const before = served();
    const replies = [
      await call(port, url),
      await call(port, url),
      await call(port, '/api/sportsbook/no-such-route'),
      await call(port, '/api/docs/'),
    ];
    expect(served()).toBe(before + 1);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 404, 200]);
    for (const reply of replies)
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(reply.headers[name], name).toBe(value);
  });

  it('leaves cross-origin requests to the route, which answers CORS', async () => {
    const url = '/api/sportsbook/sports';
    await call(port, url);
    const before = served();
    const cors = await call(port, url, { headers: { origin: 'http://localhost:3000' } });
    expect(served()).toBe(before);
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(cors.headers['access-control-allow-credentials']).toBe('true');
  });

  it('may answer only the catalogue routes that declare it', () => {
    expect([...built.services.frontDoor.routes].sort()).toEqual([
      '/api/sportsbook/matches',
      '/api/sportsbook/matches/:id',
      '/api/sportsbook/matches/:id/markets',
      '/api/sportsbook/sports',
    ]);
  });

  it.each([
    ['a session cookie', { cookie: 'sb_session=x' }],
    ['Authorization', { authorization: 'Bearer x' }],
  ])('leaves a cached URL requested with %s to the route', async (_what, headers) => {
    const url = '/api/sportsbook/sports';
    await call(port, url);
    const before = served();
    const routed = await call(port, url, { headers });
    expect(served()).toBe(before);
    expect(routed.status).toBe(200);
  });

  it('never answers what was not built by the route: new URLs, bad input, other methods', async () => {
    const before = served();
    expect((await call(port, '/api/sportsbook/matches?limit=7')).status).toBe(200);
    expect((await call(port, '/api/sportsbook/matches?limit=oops')).status).toBe(400);
    expect((await call(port, '/api/sportsbook/matches?limit=oops')).status).toBe(400);
    expect((await call(port, '/api/sportsbook/matches?limit=50', { method: 'HEAD' })).status).toBe(200);
    expect(
      (
        await call(port, '/api/sportsbook/counters', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    expect((await call(port, '/readyz')).status).toBe(200);
    expect(served()).toBe(before);
  });
});
