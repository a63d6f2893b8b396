import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { signInAsNewPlayer } from '../support';

// The run's site config has quick_deposit on (playwright.config.ts): the deposit is the quick one.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const header = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => header(page).getByTestId('header-balance');

test('the quick-deposit modal deposits a suggested amount and brings the player back to the same page', async ({
  page,
}) => {
  await signInAsNewPlayer(page);
  // The profile a deposit needs (SPEC §5) is filled in beforehand: this test is about the modal.
  const profile = await page.request.put(`${urls.api}/api/platform/player/profile`, {
    headers: { origin: urls.web },
    data: { first_name: 'Grace', last_name: 'Hopper' },
  });
  expect(profile.status()).toBe(200);
  await page.goto('/en/live');
  await expect(balance(page)).toHaveText('€0.00');

  await header(page).getByRole('button', { name: 'Deposit' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick deposit' });
  await expect(quick).toBeVisible();
  // The current currency only: no currency choice, the amount is in EUR.
  await expect(quick.getByLabel('Currency')).toHaveCount(0);
  const amounts = quick.getByRole('group', { name: 'Suggested amounts' });
  await expect(amounts.getByRole('button')).toHaveCount(4);

  // Nothing chosen: the amount is asked for, no payment starts.
  await quick.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(quick.getByText('Enter an amount above 0.')).toBeVisible();

  const ten = amounts.getByRole('button', { name: '€10.00' });
  await ten.click();
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(quick.getByLabel('Amount (EUR)')).toHaveValue('10.00');
  await quick.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Demo card payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  // SPEC §8 notice, back on the page the deposit started from.
  await expect(page.getByText('Deposit successful')).toBeVisible();
  await expect(balance(page)).toHaveText('€10.00');
  expect(new URL(page.url()).pathname).toBe('/en/live');
  await expect(page).not.toHaveURL(/deposit_status|payment_id/);

  // A declined card: the failed notice, and the balance stays.
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  await quick.getByLabel('Amount (EUR)').fill('5');
  await quick.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Decline (error)' }).click();
  await expect(page.getByText('Deposit failed')).toBeVisible();
  await expect(balance(page)).toHaveText('€10.00');
});
