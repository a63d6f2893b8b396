import { expect as baseExpect, test } from '@playwright/test';
import { submitSignIn } from '../support';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps),
// and tests that visit several pages get more time than one page needs.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

test('the favourites page asks a visitor to sign in and tells a signed-in player they have none yet', async ({
  page,
}) => {
  await page.goto('/en/favorites');
  await expect(page.getByText('Sign in to keep your favourite matches here.')).toBeVisible();
  await expect(page.getByText('No favourites yet')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await submitSignIn(page);

  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your favourite matches here.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your favourite matches here.')).toHaveCount(0);
});
