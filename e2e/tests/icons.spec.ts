import { expect as baseExpect, test } from '@playwright/test';

// Issue 27 item 6: the sports menu draws its icons from the sprite of GET /fe-api/icons.svg,
// fetched once the page is idle and cached for good under its version.

const expect = baseExpect.configure({ timeout: 30_000 });

test("the sports menu's icons come from the versioned sprite", async ({ page }) => {
  const sprite = page.waitForResponse((response) => response.url().includes('/fe-api/icons.svg?version='));
  await page.goto('/en/football');
  const reply = await sprite;
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByTestId('icon-sprites')).toBeAttached();

  const menu = page.getByRole('complementary', { name: 'Sports' });
  const football = menu.getByRole('link', { name: /^Football/ });
  await expect(football.locator('use')).toHaveAttribute('href', '#sport-football');
  await expect(menu.getByRole('link', { name: /^Live/ }).locator('use')).toHaveAttribute(
    'href',
    '#icon-live',
  );
  // The symbol it names is in the page and draws something: the icon is not an empty box.
  const box = await football.locator('svg').boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(
    await page.evaluate(
      () => document.querySelectorAll('#sport-football path, #sport-football circle').length,
    ),
  ).toBeGreaterThan(0);
});
