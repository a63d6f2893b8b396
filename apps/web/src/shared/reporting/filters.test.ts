import type { BrowserOptions } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { beforeSend, beforeSendTransaction, type DropReason, dropReason, skipCapture } from './filters';

type ErrorEvent = Parameters<NonNullable<BrowserOptions['beforeSend']>>[0];
type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

/** The event the SDK builds of a thrown value, reduced to what the rules read. */
function eventOf(error: unknown, frames: string[] = []): ErrorEvent {
  const value = error as { name?: string; message?: string };
  return {
    type: undefined,
    exception: {
      values: [
        {
          type: value?.name,
          value: value?.message,
          stacktrace: { frames: frames.map((filename) => ({ filename })) },
        },
      ],
    },
  };
}

const reason = (error: unknown, frames?: string[]) =>
  dropReason(eventOf(error, frames), { originalException: error });

describe('dropReason: the SPEC §8 rule an error falls under', () => {
  const cases: [DropReason, unknown, string[]?][] = [
    ['skip-capture', skipCapture(new Error('shown already'))],
    ['cancelled', Object.assign(new Error('CancelledError'), { revert: true })],
    ['network-failure', new TypeError('Failed to fetch')],
    ['network-failure', new TypeError('Load failed (api.example.com)')],
    ['abort-or-timeout', Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })],
    ['tracking-script', new Error('t is undefined'), ['https://www.googletagmanager.com/gtag/js?id=G-1']],
    ['chunk-load', new Error('Loading CSS chunk 7 failed.')],
    ['script-element', { type: 'error', target: { tagName: 'SCRIPT' } }],
    ['resize-observer', new Error('ResizeObserver loop completed with undelivered notifications.')],
    ['test-provider-cookie', new Error('Invalid test-provider cookie format')],
  ];
  it.each(cases)('%s', (expected, error, frames) => {
    expect(reason(error, frames)).toBe(expected);
  });

  it('reports what no rule names', () => {
    expect(
      reason(new Error('Cannot read properties of null'), ['http://localhost:3000/_next/static/chunks/a.js']),
    ).toBe(null);
    expect(beforeSend(eventOf(new Error('x')), { originalException: new Error('x') })).not.toBeNull();
  });
});

describe('beforeSendTransaction', () => {
  it.each([
    ['/404', true],
    ['/en/404', true],
    ['/_not-found', true],
    ['/en/live', false],
    ['/[locale]/[sport]', false],
  ])('%s dropped: %s', (transaction, dropped) => {
    const event = { type: 'transaction', transaction } as TransactionEvent;
    expect(beforeSendTransaction(event) === null).toBe(dropped);
  });
});
