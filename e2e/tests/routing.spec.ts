import { expect as baseExpect, test } from '@playwright/test';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps),
// and tests that visit several pages get more time than one page needs.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const NOT_FOUND = "Oops, sorry. We can't find that page.";

test('unknown paths answer a real 404 with the not-found page, never a 500', async ({ page }) => {
  for (const path of ['/en/foo/bar', '/en/users/nope', '/en/a/b/c', '/xx-yy/zzz', '/foo/bar']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND }), path).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('account paths open their modal over the home page and keep the tokens of the query', async ({
  page,
}) => {
  const cases = [
    ['/en/users/sign-in', 'Sign in'],
    ['/en/users/sign-up', 'Create your account'],
    ['/en/users/password/new', 'Reset your password'],
    ['/en/users/password/edit?reset_password_token=e2e-token', 'Choose a new password'],
  ] as const;
  for (const [path, title] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('dialog', { name: title }), path).toBeVisible();
    // The home page is behind the modal (hidden from assistive technology while it is open).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Top matches', includeHidden: true }),
      path,
    ).toBeAttached();
    // Handled: the modal parameter and the token are gone from the address.
    expect(new URL(page.url()).pathname, path).toBe('/en');
    expect(new URL(page.url()).search, path).toBe('');
  }

  // The confirmation token reaches the server: an unknown one is refused there, in the modal.
  const confirm = page.waitForRequest((r) => r.url().endsWith('/api/platform/users/confirmation'));
  await page.goto('/de/users/confirmation?confirmation_token=e2e-unknown-token');
  expect((await confirm).postDataJSON()).toEqual({ confirmation_token: 'e2e-unknown-token' });
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/de');
});

test('/blocked answers 403 naming the country; /locked answers 401', async ({ browser, page }) => {
  const geolocated = await browser.newContext({ extraHTTPHeaders: { 'X-Country-Code': 'FR' } });
  const fromFrance = await geolocated.newPage();
  const blocked = await fromFrance.goto('/en/blocked');
  expect(blocked?.status()).toBe(403);
  await expect(
    fromFrance.getByRole('heading', { name: "Sorry, we're not available in France right now." }),
  ).toBeVisible();
  await geolocated.close();

  // Without the edge's header: the country the site configuration blocks (the demo blocks the US).
  const fromConfig = await page.goto('/de/blocked');
  expect(fromConfig?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'Leider sind wir in Vereinigte Staaten derzeit nicht verfügbar.' }),
  ).toBeVisible();
  await expect(page.getByText('—')).toHaveCount(0);

  const locked = await page.goto('/en/locked');
  expect(locked?.status()).toBe(401);
  await expect(
    page.getByRole('heading', { name: 'Unauthorized. Sorry, but you are not authorized to view the page.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
