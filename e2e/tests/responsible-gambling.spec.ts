import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { deposit, type MainMarketMatch, placeSingle, signIn } from '../support';

// On a shared 2-core machine a sign-in and hydration take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a long enough password';

/** A confirmed player of their own (limits and the session end must not touch the demo player). */
async function aConfirmedPlayer(page: Page): Promise<string> {
  const email = `e2e-rg-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await page.request.post(`${urls.api}/api/platform/users/sign-up`, {
    headers: { origin: urls.web },
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', locale: 'en' },
  });
  expect(created.ok()).toBe(true);
  const mailbox = await page.request.get(`${urls.api}/api/dev/mailbox`, { params: { to: email } });
  const { data } = (await mailbox.json()) as { data: { links: string[] }[] };
  const link = data.flatMap((message) => message.links).find((l) => l.includes('confirmation_token'));
  const token = new URL(link ?? 'http://missing').searchParams.get('confirmation_token');
  const confirmed = await page.request.post(`${urls.api}/api/platform/users/confirmation`, {
    headers: { origin: urls.web },
    data: { confirmation_token: token },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('heading', { name: 'Responsible gambling' })).toBeVisible();
  return dialog;
};

test('a player sets a deposit limit and sees it; a raise waits for the cooling-off', async ({ page }) => {
  const email = await aConfirmedPlayer(page);
  await signIn(page, email, PASSWORD);
  const settings = await openSettings(page);
  await settings
    .getByRole('combobox', { name: 'Limit', exact: true })
    .selectOption({ label: 'Deposit limit' });
  await settings.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'per week' });
  await settings.getByRole('textbox', { name: 'Amount (EUR)' }).fill('50');
  await settings.getByRole('button', { name: 'Set limit' }).click();
  const limits = settings.getByRole('list', { name: 'Your limits' });
  await expect(limits.getByText('Deposit limit · per week: €50.00')).toBeVisible();

  await settings.getByRole('textbox', { name: 'Amount (EUR)' }).fill('80');
  await settings.getByRole('button', { name: 'Set limit' }).click();
  // The old limit holds; the raise can only be confirmed after 24 hours.
  await expect(limits.getByText(/Raise to €80\.00 pending: you can confirm it from/)).toBeVisible();
  await expect(limits.getByText('Deposit limit · per week: €50.00')).toBeVisible();
  await expect(limits.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await limits.getByRole('button', { name: 'Keep current limit' }).click();
  await expect(limits.getByText(/Raise to/)).toHaveCount(0);
});

test('the session-time limit reached ends the session and opens the activity-limit-reached modal', async ({
  page,
}) => {
  const email = await aConfirmedPlayer(page);
  await signIn(page, email, PASSWORD);
  const settings = await openSettings(page);
  await settings
    .getByRole('combobox', { name: 'Limit', exact: true })
    .selectOption({ label: 'Session time' });
  await settings.getByRole('textbox', { name: 'Minutes per day' }).fill('1');
  await settings.getByRole('button', { name: 'Set limit' }).click();
  await expect(settings.getByText('Session time · per day: 1 minute')).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_session');
  expect(session).toBeDefined();
  await settings.getByRole('button', { name: 'Close' }).click();

  // The heartbeat runs while the tab is visible; this run's limit minute lasts two heartbeats.
  const modal = page.getByRole('dialog', { name: 'Session time limit reached' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveCount(0);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  // The session is over on the server too, not only forgotten by the browser.
  const after = await page.request.get(`${urls.api}/api/platform/player/limits`, {
    headers: { cookie: `sb_session=${session?.value}` },
  });
  expect(after.status()).toBe(401);
});

const headers = { origin: urls.web };

/** Funds the signed-in player through the demo card page and stakes `stake` on an upcoming match. */
async function depositAndBet(request: APIRequestContext, stake: number): Promise<void> {
  await deposit(request, 10_000);
  // A match far down the list, never finished by any spec: the stake stays open.
  const matches = (await (await request.get(prematchFootball(200))).json()).data as MainMarketMatch[];
  const match = matches.filter((m) => m.main_market)[20];
  if (!match) throw new Error('no upcoming match with a main market');
  await placeSingle(request, match, stake);
}

/** Makes the page report itself hidden, as a background tab does: its heartbeat stops. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test("the reality check shows the session's figures, and 'Continue' in one tab closes it in the other", async ({
  page,
}) => {
  const email = await aConfirmedPlayer(page);
  await signIn(page, email, PASSWORD);
  await depositAndBet(page.request, 500);
  // This run's reality-check minute is a second: a check every 15 minutes falls due in seconds.
  const period = await page.request.post(`${urls.api}/api/platform/player/reality-check`, {
    headers,
    data: { period: 15 },
  });
  expect(period.status()).toBe(200);
  const second = await page.context().newPage();
  await second.goto('/en');
  await expect(second.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  const first = page.getByRole('dialog', { name: 'Reality check' });
  const other = second.getByRole('dialog', { name: 'Reality check' });
  await expect(first).toBeVisible();
  await expect(other).toBeVisible();
  const figures = first.getByTestId('reality-check-figures');
  await expect(figures).toContainText('Time played');
  await expect(figures).toContainText(/Staked\s*€5\.00/);
  await expect(figures).toContainText(/Returned\s*€0\.00/);
  await expect(figures).toContainText(/Net result\s*-€5\.00/);
  // It closes only by an answer.
  await page.keyboard.press('Escape');
  await expect(first).toBeVisible();

  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toBeHidden();
  await expect(other).toBeHidden();
  await second.close();
});

test("'User is out of limit' ends the session and opens the out-of-session-limit modal in every tab", async ({
  page,
}) => {
  const email = await aConfirmedPlayer(page);
  await signIn(page, email, PASSWORD);
  const second = await page.context().newPage();
  await second.goto('/en');
  await expect(second.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  // Both tabs in the background: no heartbeat of theirs counts time, the test's own does.
  await hide(page);
  await hide(second);
  const limit = await page.request.post(`${urls.api}/api/platform/player/limits`, {
    headers,
    data: { type: 'activity', period: 'day', amount: 1 },
  });
  expect(limit.status()).toBe(200);
  // One heartbeat counts one period (a second in this run) of the limit's two; the session info
  // counts the second one the next heartbeat would add and answers 'User is out of limit'.
  const beat = await page.request.post(`${urls.api}/api/platform/player/activity`, { headers });
  expect(beat.status()).toBe(200);

  const first = page.getByRole('dialog', { name: 'Session limit reached' });
  const other = second.getByRole('dialog', { name: 'Session limit reached' });
  await expect(first).toBeVisible();
  await expect(other).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveCount(0);
  await expect(second.getByRole('banner').getByTestId('header-balance')).toHaveCount(0);
  await other.getByRole('button', { name: 'OK' }).click();
  await expect(other).toBeHidden();
  await expect(first).toBeHidden();
  // Over on the server too: the day's session time is used up.
  const again = await page.request.post(`${urls.api}/api/platform/users/sign-in`, {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(again.status()).toBe(403);
  await second.close();
});

test('a player verifies their phone with the code from the dev SMS outbox; a wrong code is refused', async ({
  page,
}) => {
  const email = await aConfirmedPlayer(page);
  await signIn(page, email, PASSWORD);
  const phone = `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const settings = await openSettings(page);
  await expect(settings.getByText('Your phone is not verified.')).toBeVisible();
  await settings.getByRole('button', { name: 'Verify phone' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByText(`We sent a code to ${phone}.`)).toBeVisible();

  const outbox = await page.request.get(`${urls.api}/api/dev/sms`, { params: { to: phone } });
  const [text] = ((await outbox.json()) as { data: { text: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? 'missing';
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await modal.getByRole('textbox', { name: 'Code' }).fill(wrong);
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByRole('alert')).toHaveText('This code is not right. Check it and try again.');
  await modal.getByRole('textbox', { name: 'Code' }).fill(code);
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Verify your phone' }).getByText(`${phone} is verified.`),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Verify your phone' }).getByRole('button', { name: 'Done' }).click();

  const status = await page.request.get(`${urls.api}/api/platform/player/phone-verification`);
  expect(await status.json()).toEqual({ is_verified: true, phone });
});
