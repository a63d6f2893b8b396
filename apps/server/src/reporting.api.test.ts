import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Db } from './db/index';
import { AppError } from './errors';
import { loadSiteConfig } from './modules/site-config/load';
import { type ErrorReporter, isReported, startErrorReporting } from './reporting';
import { TEST_NOW, testDatabases } from './test/databases';
import { startEnvelopeSink } from './test/envelope-sink';

// The API built with error reporting pointed at an envelope sink on loopback: what arrives there is
// what the error-reporting service would get from the real @sentry/node client.
describe('API error reporting (SENTRY_DSN)', () => {
  let db: Db;
  let app: FastifyInstance;
  let reporter: ErrorReporter;
  let sink: Awaited<ReturnType<typeof startEnvelopeSink>>;

  beforeAll(async () => {
    sink = await startEnvelopeSink();
    const [sqlite] = testDatabases();
    if (!sqlite) throw new Error('no test database');
    db = await sqlite.create();
    reporter = startErrorReporting({ dsn: sink.dsn, environment: 'ci', release: 'server-test' });
    ({ app } = await buildApp({
      config: {
        allowedOrigins: ['http://localhost:3000'],
        logLevel: 'silent',
        production: false,
        demo: true,
      },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => TEST_NOW,
      logger: false,
      errorReporter: reporter,
    }));
    // Routes that fail the ways a handler can: the error handler is the app's own.
    app.get('/test/unexpected', async () => {
      throw new Error('unexpected failure in a handler');
    });
    app.get('/test/app-error', async () => {
      throw AppError.notFound('bet');
    });
    app.get('/test/unavailable', async () => {
      throw new AppError(503, 503, 'error.request.unavailable');
    });
    app.get('/test/aborted', async () => {
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    });
    await app.ready();
  });

  afterAll(async () => {
    await reporter?.close();
    await app?.close();
    await db?.close();
    await sink?.close();
  });

  const messages = () =>
    sink.events.map(
      (event) => (event.exception as { values: { value: string }[] } | undefined)?.values.at(-1)?.value,
    );

  it('an unexpected 500 arrives; a 4xx AppError and an aborted connection do not', async () => {
    expect((await app.inject({ url: '/test/app-error' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/test/aborted' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/test/unexpected' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/test/unavailable' })).statusCode).toBe(503);
    expect(await reporter.close(10_000)).toBe(true);
    expect(messages().sort()).toEqual(['error.request.unavailable', 'unexpected failure in a handler']);
    const unexpected = sink.events.find((event) => JSON.stringify(event).includes('unexpected failure'));
    expect(unexpected).toMatchObject({
      environment: 'ci',
      release: 'server-test',
      tags: { method: 'GET', route: '/test/unexpected' },
      extra: { url: '/test/unexpected' },
    });
  });
});

describe('isReported: SPEC §8 on the server', () => {
  it.each([
    ['a 4xx AppError', AppError.invalid('body.stake', 'error.validation.too_small'), false],
    ['a 5xx AppError', new AppError(500, 500, 'error.internal'), true],
    ['a framework 4xx', Object.assign(new Error('bad'), { statusCode: 415 }), false],
    ['an error flagged skip-capture', Object.assign(new Error('handled'), { skipCapture: true }), false],
    ['an abort', Object.assign(new Error('aborted'), { name: 'AbortError' }), false],
    ['a timeout', Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }), false],
    ['an unexpected error', new TypeError('x is undefined'), true],
  ])('%s: %s', (_name, error, reported) => {
    expect(isReported(error)).toBe(reported);
  });
});
