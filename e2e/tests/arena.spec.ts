import { expect as baseExpect, test } from '@playwright/test';
import { signInAsNewPlayer } from '../support';

// Issue 27 item 3: the virtual gaming arena's launch page (on in this run's site config; off, a
// 404: site-variants.spec.ts) opens the provider's lobby through POST /{provider}/launch.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('a visitor sees the arena and is asked to sign in to open it', async ({ page }) => {
  await page.goto('/en/virtual-gaming-arena');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Gaming Arena' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sports' }).getByRole('link', { name: 'Virtual arena' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Open the arena' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test("a signed-in player opens the arena's lobby in a new tab, greeted as that player", async ({ page }) => {
  // A player of its own: the demo player's sign-ins per window are capped, and other specs use them.
  await signInAsNewPlayer(page);
  await page.goto('/en/virtual-gaming-arena');
  const [lobby] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open the arena' }).click(),
  ]);
  await lobby.waitForURL(/\/api\/dev\/providers\/virtual-gaming-arena\/lobby\?ticket=/);
  await expect(lobby.getByRole('heading', { level: 1 })).toHaveText('Virtual Gaming Arena');
  await expect(lobby.getByText(/^Welcome, player \S+\. Pick a game\.$/)).toBeVisible();
  expect(await lobby.evaluate(() => window.opener)).toBeNull();
});

test('the arena page reads right to left in Arabic', async ({ page }) => {
  await page.goto('/ar/virtual-gaming-arena');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ساحة الألعاب الافتراضية' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'افتح الساحة' })).toBeVisible();
});
