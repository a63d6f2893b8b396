import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import { type Config, parseTrustProxy } from '../../config';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aRedisServer, REDIS_SERVER } from '../../test/redis';
import { loadSiteConfig } from '../site-config/load';
import { ACCOUNT_LIMITS } from './account-limits';

// Issue 20 item 5: behind a load balancer the limits count clients, not the balancer, and several
// API processes count together.

const WEB = 'http://localhost:3000';
const BALANCER = '10.0.0.2';
let counter = 0;
const anEmail = () => `limits.${++counter}@example.test`;
const aClient = () => `203.0.113.${++counter % 250}`;

const sqlite = testDatabases()[0];
if (!sqlite) throw new Error('no test database');

async function anApp(db: Db, options: { trustProxy?: Config['trustProxy']; redisUrl?: string } = {}) {
  const built: BuiltApp = await buildApp({
    config: {
      allowedOrigins: [WEB],
      logLevel: 'silent',
      production: false,
      demo: true,
      siteUrl: WEB,
      trustProxy: options.trustProxy,
    },
    db,
    siteConfig: loadSiteConfig({ demo: true }),
    clock: () => TEST_NOW,
    logger: false,
    ...(options.redisUrl
      ? { realtime: { redisUrl: options.redisUrl, redisPrefix: `limits-${counter}` } }
      : {}),
  });
  await built.app.ready();
  const post = (url: string, payload: object, forwardedFor?: string) =>
    built.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: BALANCER,
      headers: { origin: WEB, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
  return {
    app: built.app,
    /** A reset request: limited per client address like sign-in and sign-up, and cheap (no hash). */
    reset: (forwardedFor?: string) =>
      post('/api/platform/users/password', { email: anEmail() }, forwardedFor),
    signIn: (email: string, forwardedFor?: string) =>
      post('/api/platform/users/sign-in', { email, password: 'wrong password 1' }, forwardedFor),
  };
}

const LIMIT = ACCOUNT_LIMITS.signInPerIp;
const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const out: number[] = [];
  for (const request of requests) out.push((await request()).statusCode);
  return out;
};

describe('rate limits behind a proxy', () => {
  let db: Db;
  beforeAll(async () => {
    db = await sqlite.create();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('parses TRUST_PROXY as Fastify takes it', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    const hops = parseTrustProxy('1');
    if (typeof hops !== 'function') throw new Error('a hop count is a function');
    expect([hops('10.0.0.2', 0), hops('10.0.0.3', 1)]).toEqual([true, false]);
  });

  it('without TRUST_PROXY counts the socket address: forwarded headers do not spread a client over buckets', async () => {
    const { app, reset } = await anApp(db);
    try {
      const answers = await statuses(Array.from({ length: LIMIT + 1 }, () => () => reset(aClient())));
      expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(answers[LIMIT]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY each forwarded client has its own bucket, and one client still meets its limit', async () => {
    const { app, reset } = await anApp(db, { trustProxy: parseTrustProxy(BALANCER) });
    try {
      // More clients than the limit, one request each: the balancer's address is not the bucket.
      expect(await statuses(Array.from({ length: LIMIT + 1 }, () => () => reset(aClient())))).toEqual(
        Array(LIMIT + 1).fill(200),
      );
      const client = aClient();
      const answers = await statuses(Array.from({ length: LIMIT + 1 }, () => () => reset(client)));
      expect(answers[LIMIT]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('trusting one hop, a client cannot pick its address by writing X-Forwarded-For itself', async () => {
    const { app, reset } = await anApp(db, { trustProxy: parseTrustProxy('1') });
    try {
      const client = aClient();
      // The balancer appends the address it saw; whatever the client wrote before it is not believed.
      const answers = await statuses(
        Array.from({ length: LIMIT + 1 }, () => () => reset(`${aClient()}, ${client}`)),
      );
      expect(answers[LIMIT]).toBe(429);
    } finally {
      await app.close();
    }
  });

  describe.skipIf(!existsSync(REDIS_SERVER))('with REDIS_URL', () => {
    let redis: { url: string; stop(): Promise<void> };
    beforeAll(async () => {
      redis = await aRedisServer();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it('two API processes share the limit of a client', async () => {
      const a = await anApp(db, { trustProxy: true, redisUrl: redis.url });
      const b = await anApp(db, { trustProxy: true, redisUrl: redis.url });
      try {
        const client = aClient();
        const answers = await statuses(
          Array.from({ length: LIMIT + 1 }, (_, i) => () => (i % 2 === 0 ? a : b).reset(client)),
        );
        expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
        // Counted alone, each process would have seen only half of the client's sign-ups.
        expect(answers[LIMIT]).toBe(429);
      } finally {
        await a.app.close();
        await b.app.close();
      }
    });

    it('two API processes share the wait after wrong passwords', async () => {
      const a = await anApp(db, { trustProxy: true, redisUrl: redis.url });
      const b = await anApp(db, { trustProxy: true, redisUrl: redis.url });
      try {
        const email = anEmail();
        const free = ACCOUNT_LIMITS.failureDelayFree;
        // The free wrong passwords and the first that costs a wait, all on one process…
        const first = await statuses(
          Array.from({ length: free + 1 }, () => () => a.signIn(email, aClient())),
        );
        expect(first).toEqual(Array(free + 1).fill(401));
        // …and the other process makes the next attempt wait too.
        const next = await b.signIn(email, aClient());
        expect(next.statusCode).toBe(429);
        expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await a.app.close();
        await b.app.close();
      }
    });
  });
});
