import { expect as baseExpect, type Page, test } from '@playwright/test';

// On a shared 2-core machine a first render can take seconds: waits get room, no sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The demo's information pages and the e2e site config's custom page, titled in en and ar. */
const PAGES = [
  { slug: 'general-rules', en: 'General rules', ar: 'القواعد العامة', section: 'Settlement' },
  { slug: 'about', en: 'About us', ar: 'من نحن', section: 'The operator' },
  { slug: 'betting-help', en: 'Betting help', ar: 'مساعدة المراهنة', section: 'The bet slip' },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test('information and custom pages render in English, left to right, with their metadata', async ({
  page,
}) => {
  let checked = 0;
  for (const info of PAGES) {
    await open(page, `/en/${info.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: info.en })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: info.section })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(new RegExp(`^${info.en} \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/${info.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      new RegExp(`/ar/${info.slug}$`),
    );
    checked += 1;
  }
  expect(checked).toBe(PAGES.length);
});

test('information and custom pages render in Arabic, right to left', async ({ page }) => {
  let checked = 0;
  for (const info of PAGES) {
    await open(page, `/ar/${info.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: info.ar })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle(new RegExp(`^${info.ar} \\| `));
    // Written in Arabic: no notice that the page falls back to another language.
    await expect(page.locator('article [lang]')).toHaveCount(0);
    checked += 1;
  }
  expect(checked).toBe(PAGES.length);
});

test('a page not written in the visitor’s language shows the default one, marked as such', async ({
  page,
}) => {
  await open(page, '/de/betting-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting help' })).toBeVisible();
  await expect(page.getByText('Diese Seite gibt es noch nicht in deiner Sprache.')).toBeVisible();
  await expect(page.locator('article [lang="en"]')).toContainText('How to place a bet.');
});

test('page content runs no script and keeps site links in the locale', async ({ page }) => {
  await open(page, '/en/betting-help');
  await expect(page.getByText('How to place a bet.')).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'General rules' })).toHaveAttribute(
    'href',
    '/en/general-rules',
  );
  // The javascript: link is no link at all; clicking its text runs nothing.
  await expect(article.getByRole('link', { name: 'Run it' })).toHaveCount(0);
  await article.getByText('Run it').click();
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await article.getByRole('link', { name: 'General rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General rules' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/general-rules$/);
});

test('the footer links every page of the site config', async ({ page }) => {
  await open(page, '/ar');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'معلومات' });
  for (const info of PAGES)
    await expect(footer.getByRole('link', { name: info.ar })).toHaveAttribute('href', `/ar/${info.slug}`);
  await footer.getByRole('link', { name: 'من نحن' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/about$/);
});

test('an unknown page slug is a real 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Oops, sorry. We can't find that page." })).toBeVisible();
});
