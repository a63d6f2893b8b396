import { expect, type Page, test } from '@playwright/test';
import { urls } from '../env';

/** Marks the page so a reload (which would lose the mark) cannot pass for a live update. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('odds change on /live without a reload, showing which way they moved', async ({ page }) => {
  await page.goto('/en/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await markPage(page);
  const moved = page.getByRole('main').locator('button [data-direction]').first();
  await expect(moved).toBeVisible({ timeout: 45_000 });
  await expectNotReloaded(page);
});

test('odds change on a live match page without a reload', async ({ page }) => {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?type=match&match_status=1&sort_by=priority&limit=50`,
  );
  const live = (await reply.json()).data as { slug: string; sport: { key: string }; main_market: unknown }[];
  // The demo catalogue keeps dozens of matches live around the clock: none is a failure, not a skip.
  const match = live.find((m) => m.main_market);
  expect(match, 'a live match with a main market').toBeDefined();
  await page.goto(`/en/${match?.sport.key}/${match?.slug}`);
  await page.getByRole('tab', { name: 'All' }).click();
  await markPage(page);
  const prices = () => page.getByRole('main').getByRole('button', { disabled: false }).allInnerTexts();
  const before = await prices();
  // Some price on the page differs from what it showed a moment ago, and it says which way it moved.
  await expect
    .poll(async () => JSON.stringify(await prices()) !== JSON.stringify(before), { timeout: 45_000 })
    .toBe(true);
  await expect(page.getByRole('main').locator('button [data-direction]').first()).toBeVisible();
  await expectNotReloaded(page);
});
