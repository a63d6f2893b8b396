// @vitest-environment node
import { flush } from '@sentry/nextjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnvelopeSink, startEnvelopeSink } from '@/test/envelope-sink';
import { captureServerError, startServerReporting } from './server';

// The web server's own errors (instrumentation.ts): the real SDK against a local envelope sink.

const request = { path: '/en/football/a-vs-b-1', method: 'GET', headers: { 'user-agent': 'vitest' } };
const context = {
  routerKind: 'App Router',
  routePath: '/[locale]/[sport]/[slug]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
} as const;

describe('web server error reporting', () => {
  let sink: EnvelopeSink;
  beforeAll(async () => {
    sink = await startEnvelopeSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('stays off without SENTRY_DSN', () => {
    expect(startServerReporting({})).toBe(false);
  });

  it('reports a rendering error with its route and release; a failed fetch to the API is dropped', async () => {
    expect(startServerReporting({ SENTRY_DSN: sink.dsn, SENTRY_RELEASE: 'build-1' })).toBe(true);
    captureServerError(new TypeError('fetch failed'), request, context);
    captureServerError(new Error('the match header failed to render'), request, context);
    await flush(5000);
    const [event, ...more] = await sink.waitForEvents(1);
    expect(more).toEqual([]);
    expect(JSON.stringify(event?.exception)).toContain('the match header failed to render');
    expect(event?.contexts).toMatchObject({
      nextjs: {
        request_path: '/en/football/a-vs-b-1',
        router_path: '/[locale]/[sport]/[slug]',
        route_type: 'render',
      },
    });
    expect(event?.transaction).toBe('GET /[locale]/[sport]/[slug]');
    expect(event?.release).toBe('build-1');
    expect(event?.environment).toBe('production');
  });
});
