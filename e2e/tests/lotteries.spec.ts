import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { deposit, placeAcceptingMoves, signInAsNewPlayer, slip } from '../support';

// Issue 27 item 3: the lotteries area (on in the demo; off, a 404: site-variants.spec.ts): each
// lottery's draws, number picks as bets through the slip, and draws that settle.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

interface Draw {
  id: number;
  slug: string;
  name: string;
  start_time: string;
}

/**
 * An upcoming 6/49 draw at least a few minutes away, so that its book stays open through a test:
 * the `nth` of them, so that a test that makes its draw does not take another test's.
 */
async function nextDraw(page: Page, nth = 0): Promise<Draw> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_type=lottery&match_status=0&bettable=true&limit=20`,
  );
  const soon = Date.now() + 3 * 60_000;
  const draw = ((await reply.json()).data as Draw[]).filter(
    (d) => d.name === 'Lucky 6/49' && Date.parse(d.start_time) > soon,
  )[nth];
  // The demo draws every ten minutes round the clock: none open is a failure, not a skip.
  expect(draw, 'an upcoming 6/49 draw').toBeDefined();
  return draw as Draw;
}

test('the lobby lists each lottery’s next draws and is in the sports menu', async ({ page }) => {
  await page.goto('/en/lotteries');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotteries' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sports' }).getByRole('link', { name: /^Lotteries/ }),
  ).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  for (const lottery of ['Lucky 6/49', 'Daily 5/35'])
    await expect(main.getByRole('heading', { level: 3, name: lottery })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await main.getByTestId('lottery').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Pick your numbers' })).toBeVisible();
});

test('a player picks two numbers as bets; the draw is made, settles and pays the numbers drawn', async ({
  page,
}) => {
  await signInAsNewPlayer(page);
  await deposit(page.request, 2_000);
  const draw = await nextDraw(page, 1);
  await page.goto(`/en/lotteries/${draw.slug}`);
  await expect(page.getByText(/^Draw in \d+:\d{2}$/)).toBeVisible();
  const numbers = page.getByTestId('numbers').getByRole('button');
  await expect(numbers).toHaveCount(49);
  for (const n of [7, 23]) {
    const pick = numbers.nth(n - 1);
    await expect(pick).toHaveAccessibleName(new RegExp(`^${n} \\d+\\.\\d{2}$`));
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
  }
  const panel = slip(page);
  await expect(panel.getByText('(2 selections)')).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Two numbers of one draw are two singles.
  await panel
    .locator('label')
    .filter({ hasText: /^Single$/ })
    .click();
  await expect(panel.getByRole('radio', { name: 'Single' })).toBeChecked();
  for (const stake of await panel.getByRole('textbox', { name: /^Stake/ }).all()) await stake.fill('1');
  await placeAcceptingMoves(panel);
  await panel.getByRole('button', { name: 'Done' }).click();

  // The draw is made (the demo's finish): the balls show on the page without a reload.
  const finished = await page.request.post(`${urls.api}/api/dev/matches/${draw.id}/finish`);
  expect(finished.status()).toBe(200);
  const result = page.getByTestId('draw-result');
  await expect(result.getByRole('heading', { name: 'Result' })).toBeVisible();
  const balls = result.getByRole('list', { name: 'Balls drawn' }).getByRole('listitem');
  await expect(balls).toHaveCount(6);
  const drawn = (await balls.allTextContents()).map(Number);

  const settled = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=settled`);
  const bets = (await settled.json()).data as {
    result: string;
    win_amount: number;
    selections: { outcome_id: string; odds: number }[];
  }[];
  expect(bets).toHaveLength(2);
  for (const bet of bets) {
    const selection = bet.selections[0];
    const number = Number(selection?.outcome_id.split(':')[1]);
    const won = drawn.includes(number);
    expect(bet.result, `number ${number}, drawn ${drawn.join(' ')}`).toBe(won ? 'win_entire' : 'lose_entire');
    expect(bet.win_amount).toBe(won ? Math.floor((100 * (selection?.odds ?? 0)) / 1000) : 0);
  }
});

test('a draw page reads right to left in Arabic, numbers in Arabic digits', async ({ page }) => {
  const draw = await nextDraw(page);
  await page.goto(`/ar/lotteries/${draw.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('numbers').getByRole('button').first()).toHaveText(/^١\s*[٠-٩]+٫[٠-٩]{2}$/);
});
