import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { signIn } from '../support';

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
