import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { deposit, placeSingle, signInAsNewPlayer } from '../support';

// Issue 24: the notifications bell, favourites and the 'Who will win?' poll, each with a player of
// its own (the shared demo player's favourites and notifications belong to other specs).

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

interface ApiMatch {
  id: number;
  slug: string;
  name: string;
  competitors: { home: { name: string } | null; away: { name: string } | null };
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] } | null;
}

/**
 * An upcoming football match counted from the far end of the list (other specs take the first 120),
 * one per test: the notifications test finishes its match.
 */
async function matchAt(request: APIRequestContext, fromEnd: number): Promise<ApiMatch> {
  const reply = await request.get(prematchFootball(200));
  const matches = ((await reply.json()).data as ApiMatch[]).filter((m) => m.main_market);
  expect(matches.length, "upcoming football matches beyond the other specs' slices").toBeGreaterThan(130);
  const match = matches[matches.length - 1 - fromEnd];
  if (!match) throw new Error(`no upcoming football match #${fromEnd} from the end`);
  return match;
}

test('a deposit and a settled bet raise the bell’s count live, and appear in the panel until read', async ({
  page,
}) => {
  const match = await matchAt(page.request, 0);
  await signInAsNewPlayer(page);
  const bell = page.getByRole('banner').getByTestId('notifications-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  // A notification published before the private channel is subscribed reaches the count (refetched
  // on subscribe) but not the alert: deposit once the header says the channel is live.
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveAttribute('data-live', 'true');

  await deposit(page.request, 10_000);
  // The alert closes itself after 5 s (SPEC §2) while the count stays: look at the alert first.
  await expect(page.getByRole('status').getByText('Deposit received: €100.00')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const bet = await placeSingle(page.request, match, 500);
  const finished = await page.request.post(`${urls.api}/api/dev/matches/${match.id}/finish`);
  expect(finished.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/Bet (won|lost|refunded): €/);
  await expect(items.first()).toContainText(bet?.ref ?? 'no bet');
  await expect(items.nth(1)).toContainText('Deposit received: €100.00');

  // While the dialog is open the page behind it is hidden from assistive technology: the bell's
  // label is read from its attribute until the dialog closes.
  await items.nth(1).getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 unread');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await expect(panel.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('a favourite marked on a match page is listed on /favorites; a failed unmark puts the star back', async ({
  page,
}) => {
  const match = await matchAt(page.request, 2);
  await signInAsNewPlayer(page);
  await page.goto(`/en/football/${match.slug}`);
  const star = page
    .getByRole('main')
    .getByRole('button', { name: `Favourite: ${match.name}` })
    .first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // The star turns at once; the server's answer is awaited before the page is left, or leaving
  // could cancel the request on a busy machine.
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/sportsbook\/favourites\/matches\/\d+$/.test(new URL(response.url()).pathname) &&
      response.request().method() !== 'GET',
  );
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await page.goto('/en/favorites');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByText(match.competitors.home?.name ?? 'no home')).toBeVisible();
  const rowStar = upcoming.getByRole('button', { name: `Favourite: ${match.name}` });
  await expect(rowStar).toHaveAttribute('aria-pressed', 'true');

  // The server fails the unmark: the star goes back to marked and an alert says why.
  await page.route(
    (url) => /\/api\/sportsbook\/favourites\/matches\/\d+$/.test(url.pathname),
    (route) =>
      route.fulfill({
        status: 500,
        json: { code: 500, message: 'global-error.default.description', data: {} },
      }),
  );
  await rowStar.click();
  await expect(page.getByRole('status').getByText('Your favourites could not be updated.')).toBeVisible();
  await expect(rowStar).toHaveAttribute('aria-pressed', 'true');
  await page.unroute((url) => /\/api\/sportsbook\/favourites\/matches\/\d+$/.test(url.pathname));
  await page.reload();
  await expect(upcoming.getByText(match.competitors.home?.name ?? 'no home')).toBeVisible();
});

test('a vote changes the percentages in another browser at once', async ({ page, browser }) => {
  const match = await matchAt(page.request, 4);
  const watcher = await browser.newContext();
  const other = await watcher.newPage();
  try {
    await other.goto(`${urls.web}/en/football/${match.slug}`);
    const watched = other.getByTestId('prediction');
    await expect(watched.getByRole('heading', { name: 'Who will win?' })).toBeVisible();
    await expect(watched.getByTestId('prediction-home-percent')).toHaveText('0%');

    await signInAsNewPlayer(page);
    await page.goto(`/en/football/${match.slug}`);
    const poll = page.getByTestId('prediction');
    const home = poll.getByTestId('prediction-home');
    await expect(home).toBeEnabled();
    await home.click();
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await expect(poll.getByTestId('prediction-home-percent')).toHaveText('100%');
    await expect(poll.getByTestId('prediction-away')).toBeDisabled();

    await expect(watched.getByTestId('prediction-home-percent')).toHaveText('100%');
    await expect(watched.getByText('1 vote')).toBeVisible();
  } finally {
    await watcher.close();
  }
});
