import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newPlayer } from '../support';
import { startVariantStack, type VariantStack, variantUrls } from '../variant-stack';

// Site-config settings that would change every other spec's pages (issue 23): each group of tests
// starts its own stack from the build with that config (variant-stack.ts), one after the other.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: 'default', timeout: 240_000 });

let stack: VariantStack | undefined;

test.describe('sign-up reminder', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startVariantStack('reminder', { sign_up_reminder_seconds: 2 });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  const reminder = (page: Page) => page.getByRole('dialog', { name: 'Join us' });

  test('a visitor is reminded to sign up once; the reminder is remembered', async ({ page, browser }) => {
    await page.goto(`${variantUrls.web}/en`);
    await expect(reminder(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sign_up_reminder_shown'))).toBe('1');
    await reminder(page).getByRole('button', { name: 'Not now' }).click();
    await expect(reminder(page)).toBeHidden();

    // The page is loaded again; a browser without the remembered reminder, opened after it, shows
    // it after the same delay, so by then this page would show it too if it were to.
    await page.reload();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${variantUrls.web}/en`);
    await expect(reminder(other)).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);

    // Its action opens the sign-up form in its place.
    await reminder(other).getByRole('button', { name: 'Sign up' }).click();
    await expect(other.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(reminder(other)).toHaveCount(0);
    await fresh.close();
  });
});

test.describe('user-group redirect', () => {
  // The platform's front origin stands in as the variant API's origin: a real page on this machine
  // (Playwright's routing does not see the target of a redirect).
  const front = variantUrls.api;
  const adminKey = 'e2e-admin-key-of-the-variant-stack';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startVariantStack(
      'user-group',
      { user_group_redirect: { enabled: true, player_group_id: 'vip', front_origin: front } },
      { ADMIN_API_KEY: adminKey },
    );
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('a visitor and a player outside the group are sent to the front origin; a member is served', async ({
    page,
  }) => {
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(front);

    const { email, password } = await newPlayer(page, variantUrls);
    const signIn = await page.request.post(`${variantUrls.api}/api/platform/users/sign-in`, {
      headers: { origin: variantUrls.web },
      data: { email, password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(front);

    const profile = await page.request.get(`${variantUrls.api}/api/platform/player`);
    const { id } = (await profile.json()) as { id: string };
    const unauthorised = await page.request.put(`${variantUrls.api}/api/admin/players/${id}/groups`, {
      data: { groups: ['vip'] },
    });
    expect(unauthorised.status()).toBe(401);
    const grouped = await page.request.put(`${variantUrls.api}/api/admin/players/${id}/groups`, {
      headers: { authorization: `Bearer ${adminKey}` },
      data: { groups: ['vip'] },
    });
    expect(grouped.status()).toBe(200);
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(variantUrls.web);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  });
});
