// @vitest-environment jsdom
import * as Sentry from '@sentry/browser';
import { CancelledError } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EnvelopeSink, startEnvelopeSink } from '@/test/envelope-sink';
import { ApiError } from '../api/client';
import { skipCapture } from './filters';
import { type Capture, REPORTING_LIMITS, startSdk } from './options';
import { createReporter, PENDING_LIMIT } from './report';

// The real browser SDK, started by the app's own startSdk with the app's options, sending to an
// envelope sink on loopback: what arrives there is what the error-reporting service would get.
let sink: EnvelopeSink;
let capture: Capture;
let run = 0;

beforeAll(async () => {
  sink = await startEnvelopeSink();
  capture = startSdk(
    Sentry,
    { dsn: sink.dsn, environment: 'staging', release: 'build-abc', tracesSampleRate: 1 },
    undefined,
  );
});

afterAll(async () => {
  await Sentry.close();
  await sink.close();
});

beforeEach(() => {
  run += 1;
  sink.envelopes.length = 0;
  Sentry.getCurrentScope().clearBreadcrumbs();
});

/** Captures each value tagged with its name, waits until the SDK has sent everything, returns the names that arrived. */
async function send(values: Record<string, unknown>): Promise<string[]> {
  for (const [name, value] of Object.entries(values)) {
    capture(value, { tags: { case: `${run}:${name}` } });
    // Another event between two values, so the SDK's deduplication never takes one for a repeat.
    Sentry.captureMessage(`between ${name}`);
  }
  expect(await Sentry.flush(10_000)).toBe(true);
  return sink
    .events()
    .map((event) => (event.tags as Record<string, string> | undefined)?.case ?? '')
    .filter((name) => name.startsWith(`${run}:`))
    .map((name) => name.slice(`${run}:`.length))
    .sort();
}

/** The fields of a received event these tests read. */
interface ReceivedEvent {
  tags?: Record<string, string>;
  message?: string;
  release?: string;
  environment?: string;
  contexts?: Record<string, Record<string, unknown>>;
  breadcrumbs?: { category?: string; message?: string }[];
  exception?: { values: { value?: string; stacktrace?: { frames?: { function?: string }[] } }[] };
}

/** The event captured under a case name in this test. */
function received(name: string): ReceivedEvent {
  const event = (sink.events() as ReceivedEvent[]).find((e) => e.tags?.case === `${run}:${name}`);
  if (!event) throw new Error(`no event for ${name}`);
  return event;
}

/** An error whose stack (Chrome's format) runs through the given script. */
function thrownIn(script: string, message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at track (${script}:1:200)\n    at run (${script}:1:40)`;
  return error;
}

function eventOn(tagName: 'script' | 'img'): Event {
  const element = document.createElement(tagName);
  const event = new Event('error');
  element.dispatchEvent(event);
  return event;
}

describe('SPEC §8 error-reporting filter, through the SDK to an envelope sink', () => {
  // Per rule: the values that must be dropped and one close to them that must arrive.
  const rules: [string, Record<string, unknown>, unknown][] = [
    [
      'flagged skip-capture',
      { flagged: skipCapture(new Error('bet refused, shown to the player')) },
      new Error('bet refused, unhandled'),
    ],
    ['cancelled', { cancelled: new CancelledError() }, new Error('the operator cancelled the market')],
    [
      'network failure',
      {
        chrome: new TypeError('Failed to fetch'),
        firefox: new TypeError('NetworkError when attempting to fetch resource.'),
        safari: new TypeError('Load failed'),
      },
      new TypeError("Cannot read properties of undefined (reading 'fetch')"),
    ],
    [
      'connection abort or timeout',
      {
        abort: new DOMException('The operation was aborted.', 'AbortError'),
        timeout: new DOMException('The operation timed out.', 'TimeoutError'),
        axios: Object.assign(new Error('timeout of 5000ms exceeded'), { code: 'ECONNABORTED' }),
      },
      new RangeError('Invalid time value'),
    ],
    [
      'stack mentions tracking, tag-manager or watch scripts',
      {
        tagManager: thrownIn('https://www.googletagmanager.com/gtm.js?id=GTM-X', 'x is undefined in gtm'),
        tracking: thrownIn('https://cdn.example.com/tracking/v2/pixel.js', 'x is undefined in pixel'),
        watch: thrownIn('https://mc.yandex.ru/metrika/watch.js', 'x is undefined in watch'),
      },
      thrownIn('http://localhost:3000/_next/static/chunks/0a1b2c.js', 'x is undefined in the app'),
    ],
    [
      'chunk-loading error',
      {
        webpack: Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' }),
        turbopack: new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 4521'),
        esm: new TypeError('Failed to fetch dynamically imported module: /_next/x.js'),
      },
      new Error('Loading the bet slip failed'),
    ],
    ['target is a script element', { script: eventOn('script') }, eventOn('img')],
    [
      "'ResizeObserver loop limit exceeded'",
      { resize: new Error('ResizeObserver loop limit exceeded') },
      new Error('ResizeObserver is not defined'),
    ],
    [
      'invalid test-provider cookie format',
      { cookie: new Error('Invalid test provider cookie format: a|b') },
      new Error('Invalid stake format'),
    ],
  ];

  it.each(rules)('%s: dropped, while a similar error arrives', async (_rule, dropped, kept) => {
    const arrived = await send({ ...dropped, kept });
    expect(arrived).toEqual(['kept']);
  });

  it('Other errors are reported, with the release (the build id) and the environment', async () => {
    await send({ plain: new Error('unexpected') });
    expect(received('plain')).toMatchObject({ release: 'build-abc', environment: 'staging' });
  });

  it('Transactions for /404 are dropped; others arrive', async () => {
    sink.envelopes.length = 0;
    for (const name of ['/404', '/en/404', `/en/live-${run}`])
      Sentry.startNewTrace(() => Sentry.startInactiveSpan({ name, forceTransaction: true }).end());
    expect(await Sentry.flush(10_000)).toBe(true);
    const names = sink.events('transaction').map((event) => event.transaction);
    expect(names).toContain(`/en/live-${run}`);
    expect(names.filter((name) => String(name).endsWith('404'))).toEqual([]);
  });
});

describe('SPEC §8: an HTTP-client error carries the response URL, response body and request body', () => {
  it('adds them as the http_client context, secrets in the request body redacted', async () => {
    const error = new ApiError(
      500,
      { code: 500, message: 'error.internal', data: {} },
      {
        method: 'POST',
        url: 'http://localhost:4000/api/platform/users/sign-in',
        body: { email: 'a@b.c', password: 'hunter2' },
      },
    );
    await send({ api: error });
    const http = received('api').contexts?.http_client;
    expect(http).toMatchObject({
      url: 'http://localhost:4000/api/platform/users/sign-in',
      method: 'POST',
      status_code: 500,
    });
    expect(JSON.parse(String(http?.response_body))).toEqual({
      code: 500,
      message: 'error.internal',
      data: {},
    });
    expect(JSON.parse(String(http?.request_body))).toEqual({ email: 'a@b.c', password: '[redacted]' });
  });
});

describe('SPEC §9 reporting limits', () => {
  it('messages are cut at 250 characters', async () => {
    Sentry.captureMessage(`m${run}`.padEnd(300, 'x'));
    capture(new Error(`e${run}`.padEnd(300, 'y')), { tags: { case: `${run}:long` } });
    expect(await Sentry.flush(10_000)).toBe(true);
    const events = sink.events();
    const message = events.find((event) => String(event.message).startsWith(`m${run}`));
    expect(String(message?.message)).toBe(`${`m${run}`.padEnd(250, 'x')}...`);
    expect(received('long').exception?.values.at(-1)?.value).toBe(`${`e${run}`.padEnd(250, 'y')}...`);
  });

  it('keeps the last 100 breadcrumbs', async () => {
    for (let i = 0; i < 150; i++) Sentry.addBreadcrumb({ category: 'test', message: `crumb ${i}` });
    await send({ crumbs: new Error('with breadcrumbs') });
    const crumbs = (received('crumbs').breadcrumbs ?? []).filter((crumb) => crumb.category === 'test');
    expect(crumbs).toHaveLength(REPORTING_LIMITS.maxBreadcrumbs);
    expect(crumbs.at(-1)?.message).toBe('crumb 149');
  });

  it('keeps 50 stack frames of a deeper stack, the innermost ones', async () => {
    const error = new Error('deep');
    error.stack = [
      'Error: deep',
      ...Array.from(
        { length: 80 },
        (_, i) => `    at f${i} (http://localhost:3000/_next/static/chunks/app.js:${i + 1}:1)`,
      ),
    ].join('\n');
    await send({ deep: error });
    const frames = received('deep').exception?.values.at(-1)?.stacktrace?.frames ?? [];
    expect(frames).toHaveLength(50);
    // Sentry lists the innermost call last: f0 threw.
    expect(frames.at(-1)?.function).toBe('f0');
  });

  it('backs off 60 s after the service answers 429 without saying how long', async () => {
    // Only the clock the SDK reads its rate limits with is moved (timers stay real), and from two
    // minutes back: the back-off is over by the real time the tests after this one run at.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 120_000);
    try {
      sink.answer = () => ({ status: 429 });
      capture(new Error(`limited ${run}`));
      expect(await Sentry.flush(10_000)).toBe(true);
      sink.answer = () => ({ status: 200 });
      capture(new Error(`at once ${run}`));
      vi.setSystemTime(Date.now() + 59_000);
      capture(new Error(`after 59 s ${run}`));
      vi.setSystemTime(Date.now() + 2_000);
      capture(new Error(`after 61 s ${run}`));
      expect(await Sentry.flush(10_000)).toBe(true);
      const values = (sink.events() as ReceivedEvent[]).map((event) => event.exception?.values.at(-1)?.value);
      expect(values).toEqual([`after 61 s ${run}`]);
    } finally {
      sink.answer = () => ({ status: 200 });
      vi.useRealTimers();
    }
  });

  it('sends through a transport buffer of 30', () => {
    expect(Sentry.getClient()?.getOptions().transportOptions).toMatchObject({ bufferSize: 30 });
  });
});

describe('errors before the SDK has loaded', () => {
  it('are kept (30 at most) and captured once it is up, uncaught ones included', async () => {
    let loaded: () => void = () => undefined;
    const reporter = createReporter({
      idle: () => new Promise<void>((resolve) => (loaded = resolve)),
      load: async () => ({ startSdk: () => capture }),
    });
    reporter.start({ dsn: sink.dsn, environment: 'staging', release: null, tracesSampleRate: 0 });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(`uncaught ${run}`) }));
    for (let i = 0; i < 40; i++) reporter.report(new Error(`early ${run} ${i}`));
    const arrived = sink.waitForEvents(PENDING_LIMIT);
    loaded();
    await arrived;
    reporter.report(new Error(`late ${run}`));
    expect(await Sentry.flush(10_000)).toBe(true);
    const values = (sink.events() as ReceivedEvent[]).map((event) => event.exception?.values.at(-1)?.value);
    expect(values).toHaveLength(PENDING_LIMIT + 1);
    expect(values).toEqual(
      expect.arrayContaining([
        `uncaught ${run}`,
        ...Array.from({ length: PENDING_LIMIT - 1 }, (_, i) => `early ${run} ${i}`),
        `late ${run}`,
      ]),
    );
  });

  it('without a configuration nothing is kept and the SDK is never loaded', () => {
    const load = vi.fn(async () => ({ startSdk: () => capture }));
    const reporter = createReporter({ idle: async () => undefined, load });
    reporter.start(null);
    reporter.report(new Error('nowhere'));
    expect(load).not.toHaveBeenCalled();
  });
});
