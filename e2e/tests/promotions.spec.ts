import { expect as baseExpect, test } from '@playwright/test';

// On a shared 2-core machine hydration takes seconds (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

test('a visitor reads the promotions and opens one’s terms', async ({ page }) => {
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const card = page.getByTestId('promotion-card').filter({ hasText: 'Combo boost: up to +15 %' });
  await expect(card.getByText('Extra winnings on combos with enough qualifying selections.')).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Combo boost: up to +15 %' });
  await expect(dialog.getByTestId('bonus-terms').getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A code needs a player: the visitor is asked to sign in.
  await page.getByRole('button', { name: 'Sign in to take part and to redeem a promo code' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('the promotions page reads right to left in Arabic', async ({ page }) => {
  await page.goto('/ar/promotions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'العروض الترويجية' })).toBeVisible();
  const card = page.getByTestId('promotion-card').filter({ hasText: 'Combo boost: up to +15 %' });
  await expect(card.getByText('تعزيز الرهان المركّب', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'التفاصيل' }).click();
  await expect(page.getByRole('dialog', { name: 'Combo boost: up to +15 %' })).toBeVisible();
});
