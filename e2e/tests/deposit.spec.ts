import { expect as baseExpect, test } from '@playwright/test';
import { submitSignIn } from '../support';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps),
// and tests that visit several pages get more time than one page needs.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

test('signed out, ?modal=deposit asks to sign in first, then opens the deposit', async ({ page }) => {
  await page.goto('/en?modal=deposit');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
  await submitSignIn(page);
  // The deposit, or the profile fields it requires first (SPEC §5), whichever the demo player needs.
  await expect(
    page
      .getByRole('dialog', { name: 'Deposit' })
      .or(page.getByRole('dialog', { name: 'Complete your profile' })),
  ).toBeVisible();
});
