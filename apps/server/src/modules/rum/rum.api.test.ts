import type { TRumReport } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { loadSiteConfig } from '../site-config/load';
import { ADMIN_UNAUTHORIZED } from './routes';

// Issue 21 item 5: browsers report Core Web Vitals per route pattern; the operator reads percentiles.
// The metrics live in memory, so one database (SQLite) is enough to build the app.

const WEB = 'http://localhost:3000';
const ADMIN_KEY = 'an-admin-key-for-the-tests';
const MATCH = '/[locale]/[sport]/[slug]';
let client = 0;
const aClient = () => `198.51.100.${++client % 250}`;

const sqlite = testDatabases()[0];
if (!sqlite) throw new Error('no test database');

async function anApp(db: Db, options: { demo: boolean; adminApiKey?: string }): Promise<FastifyInstance> {
  const { app } = await buildApp({
    config: { allowedOrigins: [WEB], logLevel: 'silent', production: !options.demo, ...options },
    realtime: { apiKey: 'a test key', tokenSecret: 'a test secret' },
    db,
    siteConfig: loadSiteConfig({ demo: options.demo }),
    clock: () => TEST_NOW,
    logger: false,
  });
  await app.ready();
  return app;
}

const report = (metrics: TRumReport['metrics'], route = MATCH): TRumReport => ({
  route,
  effective_type: '4g',
  metrics,
});
const lcp = (value: number) => ({ name: 'LCP', value, rating: 'good', navigation_type: 'navigate' }) as const;

describe('real-user metrics', () => {
  let db: Db;
  let app: FastifyInstance;
  /** A report as navigator.sendBeacon sends a string: text/plain, from the web's origin. */
  const beacon = (body: unknown, headers: Record<string, string> = {}, ip = aClient()) =>
    app.inject({
      method: 'POST',
      url: '/api/rum',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: WEB, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const summary = async (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/rum/summary', headers });

  beforeAll(async () => {
    db = await sqlite.create();
    app = await anApp(db, { demo: false, adminApiKey: ADMIN_KEY });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('takes beacons (text/plain) and fetches (application/json) and answers percentiles per route', async () => {
    for (const value of [1200, 800, 2000, 1000])
      expect((await beacon(report([lcp(value)]))).statusCode).toBe(204);
    const json = await app.inject({
      method: 'POST',
      url: '/api/rum',
      remoteAddress: aClient(),
      headers: { origin: WEB },
      payload: report(
        [
          { name: 'CLS', value: 0.02, rating: 'good', navigation_type: 'reload' },
          { name: 'INP', value: 96, rating: 'good', navigation_type: 'reload' },
        ],
        '/[locale]/live',
      ),
    });
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');

    const reply = await summary({ authorization: `Bearer ${ADMIN_KEY}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      window: { seconds: 3600, max_samples: 1024 },
      routes: [
        { route: MATCH, metrics: [{ name: 'LCP', count: 4, p50: 1000, p75: 1200, p95: 2000 }] },
        {
          route: '/[locale]/live',
          metrics: [
            { name: 'INP', count: 1, p50: 96, p75: 96, p95: 96 },
            { name: 'CLS', count: 1, p50: 0.02, p75: 0.02, p95: 0.02 },
          ],
        },
      ],
    });
  });

  it.each([
    ['a concrete URL with an id', report([lcp(1)], '/en/football/paris-vs-lyon-1967056')],
    ['a query string', report([lcp(1)], '/[locale]/schedule?date=2026-11-27')],
    ['a full URL', report([lcp(1)], 'https://example.com/en')],
    ['an unknown metric', report([{ ...lcp(1), name: 'FID' } as never])],
    ['a negative value', report([lcp(-1)])],
    ['a value past ten minutes', report([lcp(600_001)])],
    ['a layout shift past its bound', report([{ ...lcp(101), name: 'CLS' }])],
    ['no metrics', report([])],
    ['too many metrics', report(Array.from({ length: 21 }, () => lcp(1)))],
    ['an unknown field (no personal data slips in)', { ...report([lcp(1)]), user_id: 'p-1' }],
    ['an unknown field in a metric', report([{ ...lcp(1), url: '/en/football' } as never])],
  ])('refuses %s with the error shape', async (_, body) => {
    const reply = await beacon(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, message: 'error.request.invalid', data: {} });
    expect(reply.json().data.details.length).toBeGreaterThan(0);
  });

  it('refuses what is not a report: bad JSON, other media types, large bodies', async () => {
    const bad = await beacon('{"route":');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'error.request.invalid_json']);
    const form = await beacon('route=/', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([form.statusCode, form.json().message]).toEqual([415, 'error.request.unsupported_media_type']);
    const large = await beacon({ ...report([lcp(1)]), padding: 'x'.repeat(9000) });
    expect([large.statusCode, large.json().message]).toEqual([413, 'error.request.too_large']);
  });

  it('reads text/plain as JSON for reports only: other routes keep refusing it', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign-in',
      headers: { 'content-type': 'text/plain', origin: WEB },
      payload: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
    });
    expect([signIn.statusCode, signIn.json().message]).toEqual([400, 'error.request.invalid']);
  });

  it('refuses a report from a foreign origin and limits reports per client address', async () => {
    const foreign = await beacon(report([lcp(1)]), { origin: 'https://evil.example' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, 'error.request.forbidden_origin']);
    const ip = aClient();
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await beacon(report([lcp(1)]), {}, ip)).statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await beacon(report([lcp(1)]), {}, ip);
    expect([limited.statusCode, limited.json().message]).toEqual([429, 'error.request.rate_limited']);
  });

  it('answers the summary only with the admin key', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-key-wrong-key-wrong' }];
    for (const headers of attempts) {
      const reply = await summary(headers);
      expect([reply.statusCode, reply.json().message]).toEqual([401, ADMIN_UNAUTHORIZED]);
    }
  });

  it('folds routes beyond the cap into "other", so memory stays bounded', async () => {
    const words = (i: number) =>
      i
        .toString(26)
        .split('')
        .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
        .join('');
    for (let i = 0; i < 60; i++)
      expect((await beacon(report([lcp(i)], `/[locale]/x${words(i)}`))).statusCode).toBe(204);
    const { routes } = (await summary({ authorization: `Bearer ${ADMIN_KEY}` })).json();
    expect(routes).toHaveLength(50);
    expect(routes.map((r: { route: string }) => r.route)).toContain('other');
  });
});

describe('the summary without an admin key', () => {
  it('is open in demo mode and refused otherwise', async () => {
    const db = await sqlite.create();
    try {
      for (const demo of [true, false]) {
        const app = await anApp(db, { demo });
        const reply = await app.inject({ method: 'GET', url: '/api/rum/summary' });
        expect(reply.statusCode).toBe(demo ? 200 : 401);
        await app.close();
      }
    } finally {
      await db.close();
    }
  });
});
