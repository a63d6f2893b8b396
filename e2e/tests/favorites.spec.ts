import { expect as baseExpect, test } from '@playwright/test';
import { prematchFootball } from '../env';
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

test("a starred market is listed under the match's Favorites tab, on every match, until unstarred", async ({
  page,
  request,
}) => {
  const reply = await request.get(prematchFootball(2));
  const [first, second] = (await reply.json()).data as { slug: string }[];
  if (!first || !second) throw new Error('no two prematch football matches in the demo feed');
  await page.goto(`/en/football/${first.slug}`);
  const groups = page.getByRole('tablist', { name: 'Market groups' });
  await expect(groups.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(groups.getByRole('tab', { name: 'Favorites' })).toHaveCount(0);

  const star = page.getByRole('button', { name: 'Favourite market: Double chance', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await groups.getByRole('tab', { name: 'Favorites' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Favorites' });
  await expect(panel.getByRole('heading', { name: 'Double chance', exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '1X2', exact: true })).toHaveCount(0);

  // Kept in this browser: another match offers the same market type under Favorites.
  await page.goto(`/en/football/${second.slug}`);
  await groups.getByRole('tab', { name: 'Favorites' }).click();
  await expect(panel.getByRole('heading', { name: 'Double chance', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Favourite market: Double chance', exact: true }).click();
  await expect(groups.getByRole('tab', { name: 'Favorites' })).toHaveCount(0);
});
