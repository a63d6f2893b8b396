import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { prematchFootball } from '../env';
import { signIn, slip } from '../support';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ viewport: { width: 390, height: 844 } });
// Full page loads on a possibly busy machine.
test.setTimeout(240_000);

interface ApiMatch {
  slug: string;
  tournament: { id: number; slug: string };
  main_market: { status: number; outcomes: { name: string; active: boolean }[] } | null;
}

const toggle = (page: Page) => slip(page).getByRole('button', { name: /^(Open|Close) bet slip$/ });

/** The first price in a match's row of a list (a price toggles; the row's favourite star comes first). */
const rowPrice = (page: Page, match: ApiMatch): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/football/${match.slug}"]`) })
    .locator('button[aria-pressed]')
    .first();

/** Whether the element at the centre of `locator` is it or inside it (nothing covers it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('on a phone a signed-in player sees their balance in the header', async ({ page }) => {
  await signIn(page);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toBeVisible();
  await expect(balance).toHaveText(/\d/);
  expect(await uncovered(balance)).toBe(true);
  const box = await balance.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  // Deposit and the account menu stay reachable beside it.
  const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  expect(await uncovered(deposit)).toBe(true);
  expect(await uncovered(account)).toBe(true);
  await account.click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('on a phone the first pick shows the slip bar and leaves the list usable; the opened sheet shows Place bet without scrolling', async ({
  page,
}) => {
  const reply = await page.request.get(prematchFootball(120));
  // The first 60 are the slices other specs take (one suspends a market, another finishes a match);
  // of the rest, those whose main market takes bets now.
  const matches = ((await reply.json()).data as ApiMatch[])
    .slice(60)
    .filter((m) => m.main_market?.status === 1 && m.main_market.outcomes.every((o) => o.active));
  // Three matches of one tournament, so that one list page shows them all.
  const byTournament = new Map<number, ApiMatch[]>();
  for (const match of matches) {
    byTournament.set(match.tournament.id, [...(byTournament.get(match.tournament.id) ?? []), match]);
  }
  const picks = [...byTournament.values()].sort((a, b) => b.length - a.length)[0]?.slice(0, 3) ?? [];
  expect(picks.length, 'three prematch matches in one tournament').toBe(3);
  const [first, ...others] = picks as [ApiMatch, ...ApiMatch[]];

  await page.goto(`/en/football/${first.tournament.slug}`);
  await rowPrice(page, first).click();
  await expect(rowPrice(page, first)).toHaveAttribute('aria-pressed', 'true');
  // The bar says what is in the slip; the sheet stays closed over nothing.
  await expect(slip(page).getByText('(1 selection)')).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#bet-slip-body')).toBeHidden();

  // The list is still there to pick from (a click that something covered would fail).
  for (const match of others) {
    await rowPrice(page, match).click();
    await expect(rowPrice(page, match)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(slip(page).getByText('(3 selections)')).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const place = slip(page).getByRole('button', { name: 'Place bet' });
  await expect(place).toBeVisible();
  // In view as the sheet opens: inside the sheet's scrolled box and the screen, nothing over it.
  const placement = await place.evaluate((button) => {
    const body = document.getElementById('bet-slip-body');
    if (!body) return null;
    const b = button.getBoundingClientRect();
    const s = body.getBoundingClientRect();
    return {
      scrollTop: body.scrollTop,
      inSheet: b.top >= s.top && b.bottom <= s.bottom,
      onScreen: b.top >= 0 && b.bottom <= window.innerHeight,
    };
  });
  expect(placement).toEqual({ scrollTop: 0, inSheet: true, onScreen: true });
  expect(await uncovered(place)).toBe(true);
});
