import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { deposit, PRICE, placeAcceptingMoves, signInAsNewPlayer, slip } from '../support';

// Issue 27 item 3: the premium cricket area (on in the demo; off, a 404: site-variants.spec.ts):
// its own list of T20 matches, and match pages with a cricket scoreboard.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

interface Listed {
  slug: string;
  name: string;
  competitors: { home: { name: string } | null; away: { name: string } | null };
  statistics: { cricket?: { innings: { side: 'home' | 'away' }[] } | null } | null;
}

/** A live premium cricket match whose scoreboard has an innings (the API's own list). */
async function livePremiumMatch(page: Page): Promise<Listed> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_type=premium_cricket&match_status=1&limit=50`,
  );
  const match = ((await reply.json()).data as Listed[]).find(
    (m) => (m.statistics?.cricket?.innings.length ?? 0) > 0,
  );
  // The demo keeps three premium cricket lanes running: none live is a failure, not a skip.
  expect(match, 'a live premium cricket match').toBeDefined();
  return match as Listed;
}

test('the area lists its live and upcoming T20 matches and is in the sports menu', async ({ page }) => {
  await page.goto('/en/premium-cricket');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium cricket' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sports' }).getByRole('link', { name: /^Premium cricket/ }),
  ).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  // Every row is a premium cricket match: its link leads to the sport's own match pages.
  const links = main.locator('a[href*="/en/premium-cricket/"]');
  await expect(links.first()).toBeVisible();
  expect(await main.locator('a[href*="/en/cricket/"]').count()).toBe(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('a live match shows runs, wickets and overs per innings, the batting side and the run rate', async ({
  page,
}) => {
  const match = await livePremiumMatch(page);
  await page.goto(`/en/premium-cricket/${match.slug}`);
  const board = page.getByRole('table', { name: 'Scoreboard' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('columnheader')).toHaveText(['Team', 'Runs/wickets', 'Overs']);
  const rows = board.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(2);
  const teams = [match.competitors.home?.name, match.competitors.away?.name];
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(/^\d{1,3}\/\d$/);
    await expect(cells.nth(1)).toHaveText(/^\d{1,2}\.[0-5]$/);
    const team = (await rows.nth(i).getByRole('rowheader').textContent()) ?? '';
    expect(teams.some((name) => name && team.startsWith(name))).toBe(true);
  }
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText(/^Run rate \d+\.\d{2}$/)).toBeVisible();
  // In a chase the target is the first innings' runs and one.
  if (count === 2) {
    const first = Number((await rows.nth(0).getByRole('cell').nth(0).textContent())?.split('/')[0]);
    await expect(header.getByText(`Target ${first + 1}`, { exact: true })).toBeVisible();
  }
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('the scoreboard reads right to left in Arabic, in Arabic digits', async ({ page }) => {
  const match = await livePremiumMatch(page);
  await page.goto(`/ar/premium-cricket/${match.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const board = page.getByRole('table', { name: 'لوحة النتائج' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('cell').first()).toHaveText(/^[٠-٩]{1,3}\/[٠-٩]$/);
  await expect(
    page
      .getByRole('main')
      .locator('header')
      .getByText(/^المعدل [٠-٩]+٫[٠-٩]{2}$/),
  ).toBeVisible();
});

test('a player bets on an upcoming premium cricket match through the slip', async ({ page }) => {
  // A player of its own with money of its own: the demo player's sign-ins are capped.
  await signInAsNewPlayer(page);
  await deposit(page.request, 2_000);
  await page.goto('/en/premium-cricket');
  const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
  // The first price of the first row, found whatever its state (PRICE finds unpressed ones only).
  await expect(upcoming.locator(PRICE).first()).toBeVisible();
  const price = upcoming
    .getByRole('listitem')
    .first()
    .locator('button[aria-pressed]:not([data-testid="favourite-star"])')
    .first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const panel = slip(page);
  await expect(panel.getByText('(1 selection)')).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await panel.getByLabel('Stake (EUR)').fill('2');
  const placed = await placeAcceptingMoves(panel);
  const card = placed.getByTestId('bet-card').first();
  const ref = await card.getAttribute('data-bet-ref');
  // The API holds it as the player's open bet on the premium cricket match.
  const open = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=open`);
  const bets = (await open.json()).data as { ref: string; selections: { match: { sport_key: string } }[] }[];
  const bet = bets.find((b) => b.ref === ref);
  expect(bet?.selections.map((s) => s.match.sport_key)).toEqual(['premium-cricket']);
});
