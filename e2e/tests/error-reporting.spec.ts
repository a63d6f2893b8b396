import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type EnvelopeSink, startEnvelopeSink } from '../../apps/web/src/test/envelope-sink';
import { startVariantStack, type VariantStack, variantUrls } from '../variant-stack';

// Error reporting end to end (README 'Error reporting'): a stack from the same build started with
// SENTRY_DSN pointing at an envelope sink served by this spec. The browser loads the SDK after the
// page, sends through the web's own tunnel, and the tunnel forwards to the sink.
test.describe.configure({ mode: 'default', timeout: 240_000 });

let sink: EnvelopeSink;
let stack: VariantStack | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startEnvelopeSink(7);
  stack = await startVariantStack('error-reporting', {}, { SENTRY_DSN: sink.dsn, SENTRY_ENVIRONMENT: 'e2e' });
});

test.afterAll(async () => {
  await stack?.stop();
  await sink?.close();
});

type Received = { exception?: { values: { value?: string }[] }; release?: string; environment?: string };
const thrownValue = (event: Received) => event.exception?.values.at(-1)?.value;

test('a browser error reaches the service through the tunnel; a filtered one does not', async ({ page }) => {
  const reportRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /monitoring|envelope/.test(request.url()))
      reportRequests.push(request.url());
  });
  await page.goto(`${variantUrls.web}/en`);
  // Reporting starts while the app hydrates, which on two busy cores can end after `load`; the
  // account area settles only once hydrated.
  await expect(page.getByRole('banner').getByTestId('account-bar')).toBeVisible({ timeout: 60_000 });
  // Thrown before the SDK has loaded (it waits for an idle moment after load): the page's listener
  // keeps both; once the SDK is up, SPEC §8's filter drops the first.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('ResizeObserver loop limit exceeded');
    });
    setTimeout(() => {
      throw new Error('e2e: an uncaught error in the page');
    });
  });
  await expect
    .poll(() => sink.events().map((event) => thrownValue(event as Received)), { timeout: 60_000 })
    .toContain('e2e: an uncaught error in the page');

  // One more after the SDK is up: by the time it arrives, anything sent before it has arrived too.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: a later error');
    });
  });
  await expect
    .poll(() => sink.events().map((event) => thrownValue(event as Received)), { timeout: 30_000 })
    .toContain('e2e: a later error');
  const values = sink.events().map((event) => thrownValue(event as Received));
  expect(values).not.toContain('ResizeObserver loop limit exceeded');

  const event = sink.events().find((e) => thrownValue(e as Received) === 'e2e: a later error') as Received;
  const buildId = readFileSync(new URL('../../apps/web/.next/BUILD_ID', import.meta.url), 'utf8').trim();
  expect(event).toMatchObject({ environment: 'e2e', release: buildId });
  // Every report went to the web's own origin, none to the service's address.
  expect(reportRequests.length).toBeGreaterThan(0);
  for (const url of reportRequests) expect(url).toBe(`${variantUrls.web}/api/monitoring`);
});

test('the SDK is in no first-load JavaScript: it is requested after the load event', async ({ page }) => {
  const scripts = new Map<string, string>();
  const sdk: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    scripts.set(response.url(), text);
    if (text.includes('sentry.javascript.')) sdk.push(response.url());
  });
  await page.goto(`${variantUrls.web}/en`);
  await expect.poll(() => sdk.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  const startOf = (url: string) => timing.resources.find((entry) => entry.url === url)?.start;
  expect(timing.load).toBeGreaterThan(0);
  for (const url of sdk) expect(startOf(url)).toBeGreaterThan(timing.load);
  const firstLoad = timing.resources.filter((entry) => entry.start < timing.load && scripts.has(entry.url));
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((entry) => scripts.get(entry.url)?.includes('sentry'))).toEqual([]);
});
