import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const connection = (
  JSON.parse(readFileSync(new URL('../../apps/web/messages/de.json', import.meta.url), 'utf8')) as {
    error: { connection: { title: string; description: string } };
  }
).error.connection;

test('offline: a navigation shows the cached offline page with error.connection', async ({
  context,
  page,
}) => {
  await page.goto('/de');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker keeps the locale's offline page on the first navigation it handles.
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => Boolean(await (await caches.open('offline-v1')).match('/api/offline/de'))),
    )
    .toBe(true);

  await context.setOffline(true);

  await page.goto('/de/live');
  await expect(page.getByRole('heading', { name: connection.title })).toBeVisible();
  await expect(page.getByText(connection.description)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The emulated outage can linger in the service worker a moment after it is lifted (CI saw the
  // offline page once more); as a player would, the page is tried again until the real one shows.
  await context.setOffline(false);
  await expect(async () => {
    await page.goto('/de/live');
    await expect(page.getByRole('heading', { name: connection.title })).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});
