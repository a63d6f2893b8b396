import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { deposit, placeAcceptingMoves, pressPrice, signInAsNewPlayer, slip } from '../support';

// Issue 27 item 3: the horse racing area (on in the demo; off, a 404: site-variants.spec.ts): a
// lobby of meetings, race cards with win and each-way (place) prices, and races that settle.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

interface Race {
  id: number;
  slug: string;
  name: string;
  main_market: {
    id: number;
    specifier: string;
    outcomes: { id: string; name: string; odds: number }[];
  } | null;
}

const seriousViolations = async (page: Page, include: string) =>
  (await new AxeBuilder({ page }).include(include).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

/**
 * An upcoming race at least a few minutes from the off, so that its book stays open through a
 * test: the `nth` of them, so that a test that runs its race does not take another test's.
 */
async function upcomingRace(page: Page, nth = 0): Promise<Race> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_type=horse_racing&match_status=0&bettable=true&limit=20`,
  );
  const soon = Date.now() + 5 * 60_000;
  const race = ((await reply.json()).data as (Race & { start_time: string })[]).filter(
    (r) => Date.parse(r.start_time) > soon && r.main_market,
  )[nth];
  // The demo runs six courses round the clock: no race open is a failure, not a skip.
  expect(race, 'an upcoming race').toBeDefined();
  return race as Race;
}

test('the lobby lists the races next off and each meeting, and is in the sports menu', async ({ page }) => {
  await page.goto('/en/racing');
  await expect(page.getByRole('heading', { level: 1, name: 'Horse racing' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sports' }).getByRole('link', { name: /^Horse racing/ }),
  ).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Next off' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Meetings' })).toBeVisible();
  for (const course of ['Ascot', 'Cheltenham', 'Newmarket', 'York', 'Leopardstown', 'The Curragh'])
    await expect(main.getByRole('heading', { level: 3, name: course })).toBeVisible();
  // Races are left to their area: the live and home lists of every sport do not show them.
  const next = main.getByTestId('next-off').getByRole('link').first();
  await expect(next).toHaveAttribute('href', /^\/en\/horse-racing\//);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Race card' })).toBeVisible();
});

test('a race card shows every runner with its jockey, form, and a Win and a Place price', async ({
  page,
}) => {
  const race = await upcomingRace(page);
  await page.goto(`/en/horse-racing/${race.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: race.name })).toBeVisible();
  const header = page.getByTestId('race').locator('header');
  await expect(header.getByText(/^Each way: 1\/[45] the odds, places 1–[23]$/)).toBeVisible();
  await expect(header.getByText(/^Distance: [\d,]+ m$/)).toBeVisible();
  const runners = page.getByTestId('runner');
  const names = race.main_market?.outcomes.map((o) => o.name) ?? [];
  await expect(runners).toHaveCount(names.length);
  const first = runners.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(names[0] ?? '');
  await expect(first.getByText(/^Jockey: .+ · Trainer: .+$/)).toBeVisible();
  await expect(first.getByRole('group', { name: 'Win' }).getByRole('button')).toHaveAccessibleName(
    new RegExp(`^${names[0]} \\d+\\.\\d{2}$`),
  );
  await expect(first.getByRole('group', { name: 'Place' }).getByRole('button')).toBeEnabled();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

/** A EUR 1 Win single on each runner of `odds` (outcome id to price), through the API. */
const backOthers = (page: Page, raceId: number, odds: Map<string, number>) =>
  page.request.post(`${urls.api}/api/sportsbook/v3/bets`, {
    headers: { origin: urls.web },
    data: {
      meta: { device_id: 'e2e-racing', type: 'single' },
      bets: [...odds].map(([outcome_id, price]) => ({
        stake: { value: 100, currency: 'EUR' },
        selections: [{ match_id: raceId, market_id: 1100, specifier: '', outcome_id, odds: price }],
      })),
    },
  });

test('a player backs a runner each way through the slip; the race is run, settles and pays', async ({
  page,
}) => {
  await signInAsNewPlayer(page);
  await deposit(page.request, 5_000);
  // A retry takes a race of its own: the first attempt may have run its race.
  const race = await upcomingRace(page, 1 + 2 * test.info().retry);
  await page.goto(`/en/horse-racing/${race.slug}`);
  const runner = page.getByTestId('runner').first();
  const name = (await runner.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // Each way: the Win and the Place price of one runner, two singles from one slip.
  for (const market of ['Win', 'Place']) {
    await pressPrice(runner.getByRole('group', { name: market }).getByRole('button'));
  }
  const panel = slip(page);
  await expect(panel.getByText('(2 selections)')).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Two prices of one race are two singles: a combo of them is refused as one match twice.
  await expect(panel.getByText('Same match as another selection').first()).toBeVisible();
  await panel
    .locator('label')
    .filter({ hasText: /^Single$/ })
    .click();
  await expect(panel.getByRole('radio', { name: 'Single' })).toBeChecked();
  for (const stake of await panel.getByRole('textbox', { name: /^Stake/ }).all()) await stake.fill('2');
  await placeAcceptingMoves(panel);
  await panel.getByRole('button', { name: 'Done' }).click();

  // A Win single on every other runner too, so that exactly one Win bet of the player's wins.
  const markets = await page.request.get(`${urls.api}/api/sportsbook/matches/${race.id}/markets`);
  const win = ((await markets.json()).data as NonNullable<Race['main_market']>[]).find((m) => m.id === 1100);
  const others = (win?.outcomes ?? []).filter((o) => o.name !== name);
  // Prices move while the book is open: a bet refused for its odds is sent again at the server's,
  // as a slip accepts the change.
  const odds = new Map(others.map((o) => [o.id, o.odds]));
  let backed = await backOthers(page, race.id, odds);
  for (let attempt = 0; attempt < 3 && backed.status() === 400; attempt++) {
    const refused = (await backed.json()) as {
      data?: { errors_by_bet?: Record<string, { selections: { outcome_id: string; odds: number }[] }> };
    };
    for (const error of Object.values(refused.data?.errors_by_bet ?? {}))
      for (const selection of error.selections) odds.set(selection.outcome_id, selection.odds);
    backed = await backOthers(page, race.id, odds);
  }
  expect(backed.status(), await backed.text()).toBe(200);

  // The race is run (the demo's finish): the card shows the result without a reload.
  const finished = await page.request.post(`${urls.api}/api/dev/matches/${race.id}/finish`);
  expect(finished.status()).toBe(200);
  const result = page.getByTestId('race-result');
  await expect(result.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveCount(others.length + 1);
  await expect(page.getByText('Betting closed at the off.')).toBeVisible();

  const settled = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=settled&limit=50`);
  const bets = (await settled.json()).data as {
    result: string;
    win_amount: number;
    stake: { value: number };
    selections: { market_id: number; outcome_id: string; odds: number }[];
  }[];
  expect(bets).toHaveLength(others.length + 2);
  const winners = bets.filter((b) => b.selections[0]?.market_id === 1100 && b.result === 'win_entire');
  expect(winners).toHaveLength(1);
  for (const bet of bets) {
    const odds = bet.selections[0]?.odds ?? 0;
    expect(bet.win_amount).toBe(
      bet.result === 'win_entire' ? Math.floor((bet.stake.value * odds) / 1000) : 0,
    );
  }
  const paid = bets.reduce((sum, b) => sum + b.win_amount, 0);
  const staked = bets.reduce((sum, b) => sum + b.stake.value, 0);
  const accounts = await page.request.get(`${urls.api}/api/platform/player/accounts`);
  const cash = ((await accounts.json()) as { currency: string; balance: number }[]).find(
    (a) => a.currency === 'EUR',
  );
  expect(cash?.balance).toBe(5_000 - staked + paid);
});

test('the lobby and a race card read right to left in Arabic, prices in Arabic digits', async ({ page }) => {
  await page.goto('/ar/racing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const race = await upcomingRace(page);
  await page.goto(`/ar/horse-racing/${race.slug}`);
  const price = page.getByTestId('runner').first().getByRole('button').first();
  await expect(price).toHaveText(/^[٠-٩]+٫[٠-٩]{2}$/);
});
