import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });
// Each test loads two or three pages on a busy machine.
test.describe.configure({ timeout: 180_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

/** A cookie's decoded value in the context, undefined when it has none. */
async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies(urls.web)).find((c) => c.name === name);
  return found && decodeURIComponent(found.value);
}

test('the consent banner holds the affiliate cookie back until accepted, then keeps the landing’s tags', async ({
  page,
  context,
}) => {
  await page.goto('/en?stag=aff_e2e&btag=b_1&gclid=G-e2e&utm_source=news');
  await expect(banner(page)).toBeVisible();
  // The essential device id is written once the page runs: the affiliate cookie is not.
  await expect.poll(() => cookie(context, 'device_id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await cookie(context, 'affiliate_id')).toBeUndefined();
  expect(await cookie(context, 'cookie_consent')).toBeUndefined();

  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => cookie(context, 'affiliate_id')).toBe('btag=b_1&stag=aff_e2e&gclid=G-e2e');
  expect(await cookie(context, 'cookie_consent')).toBe('accepted');

  // The choice is kept: the next page has no banner.
  await page.goto('/en/live');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // A new landing with tags replaces the cookie, set by the server (no script needed).
  const landing = await page.request.get('/en?stag=aff_next', { maxRedirects: 0 });
  expect(landing.headers()['set-cookie'] ?? '').toContain('affiliate_id=stag%3Daff_next');
});

test('tags on the landing URL reach the sign-up request and GET /player', async ({ page }) => {
  await page.goto('/en?ctag=c_1&stag=aff_signup&qtag=q.1');
  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner(page)).toBeHidden();

  const player = page.waitForRequest(
    (request) => request.url().startsWith(`${urls.api}/api/platform/player?`) && request.method() === 'GET',
  );
  await page.goto('/en/football');
  expect(new URL((await player).url()).searchParams.get('stag')).toBe('aff_signup');

  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await signUp.getByLabel('Email').fill(`track-${Date.now()}@example.com`);
  await signUp.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await expect(signUp.getByLabel('Country').locator('option[value="DE"]')).toBeAttached();
  await signUp.getByLabel('Country').selectOption('DE');
  const sent = page.waitForRequest(
    (request) => request.url() === `${urls.api}/api/platform/users/sign-up` && request.method() === 'POST',
  );
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  expect((await sent).postDataJSON().tracking).toEqual({ ctag: 'c_1', stag: 'aff_signup', qtag: 'q.1' });
  await expect(signUp.getByText('we sent a confirmation link')).toBeVisible();
});

test('without JavaScript the banner’s buttons still store the choice and the landing’s tags', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: urls.web });
  try {
    const page = await context.newPage();
    await page.goto('/en?stag=aff_nojs');
    await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('?stag=aff_nojs');
    expect(await cookie(context, 'cookie_consent')).toBe('accepted');
    expect(await cookie(context, 'affiliate_id')).toBe('stag=aff_nojs');
  } finally {
    await context.close();
  }
});
