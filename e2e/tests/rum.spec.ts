import { expect, type Page, test } from '@playwright/test';
import { urls } from '../env';

// Issue 21 item 5: a page load reports its Core Web Vitals when the page is left, and the API's
// summary has them under the page's route pattern (the run samples every page load).

const ROUTE = '/[locale]/cybersport';
type Summary = { routes: { route: string; metrics: { name: string; count: number }[] }[] };

/** How many samples of each metric the summary holds for ROUTE (other specs' pages count elsewhere). */
async function counts(request: Page['request']): Promise<Record<string, number>> {
  const reply = await request.get(`${urls.api}/api/rum/summary`);
  expect(reply.status()).toBe(200);
  const summary = (await reply.json()) as Summary;
  const metrics = summary.routes.find((r) => r.route === ROUTE)?.metrics ?? [];
  return Object.fromEntries(metrics.map((m) => [m.name, m.count]));
}

test('a page load reports its web vitals under its route pattern when the page is left', async ({ page }) => {
  const before = await counts(page.request);
  // web-vitals is loaded after `load`, when the browser is idle: the page is left once it has run.
  const vitalsLoaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      (await response.text()).includes('largest-contentful-paint'),
  );
  await page.goto('/en/cybersport');
  await vitalsLoaded;
  await expect(page.getByRole('main')).toBeVisible();
  // An interaction, so INP has something to report.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  // Chromium records an input's timing only once its frame is presented, which a busy machine
  // delays past the next task; web-vitals then takes the entry in an idle callback, and a page
  // hidden before that callback ran sends no INP. Leave once both happened.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length))
    .toBeGreaterThan(0);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );

  // Leaving the page hides it: the reporter sends its batch with sendBeacon.
  await page.goto(`${urls.api}/healthz`);

  await expect
    .poll(
      async () => {
        const after = await counts(page.request);
        return ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'].filter(
          (name) => (after[name] ?? 0) > (before[name] ?? 0),
        );
      },
      { timeout: 30_000 },
    )
    .toEqual(['LCP', 'FCP', 'TTFB', 'CLS', 'INP']);

  // What is kept is grouped by route patterns, never by addresses.
  const summary = (await (await page.request.get(`${urls.api}/api/rum/summary`)).json()) as Summary;
  for (const { route } of summary.routes)
    expect(route).toMatch(/^other$|^(\/(\[(\.\.\.)?[a-zA-Z]+\]|[a-z]+(-[a-z]+)*))+$/);
});
