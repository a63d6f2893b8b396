import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { PRICE } from '../support';

// As the other browser specs: on two busy cores a client navigation or hydration can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

async function firstMatchPath(page: Page): Promise<string> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&sort_by=priority&limit=1`,
  );
  const [match] = (await reply.json()).data;
  return `/en/football/${match.slug}`;
}

test('home → sport → tournament → match, then a selection goes into the slip', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sports menu' })
    .getByRole('link', { name: /^Football/ })
    .click();
  await expect(page).toHaveURL(/\/en\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

  const league = page.getByRole('region').filter({ hasText: 'Leagues' }).getByRole('link').first();
  const leagueName = ((await league.textContent()) ?? '').split('·').pop()?.trim() ?? '';
  await league.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(leagueName);

  const matchLink = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await matchLink.click();
  await expect(page).toHaveURL(/\/en\/football\/.+-\d+$/);
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();

  const odds = page
    .getByRole('main')
    .getByRole('button', { name: /^.+ \d+\.\d{2}$/ })
    .first();
  await expect(odds).toHaveAttribute('aria-pressed', 'false');
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary').getByText('(1 selection)')).toBeVisible();
});

test('catalogue pages carry names, times and odds in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^.+ \d+\.\d{2}$/ }).first()).toBeVisible();
  await expect(page.locator('time').first()).toBeVisible();
  await context.close();
});

test('the language switch keeps the query and the hash, and reloads in the new language', async ({
  page,
}) => {
  await page.goto('/en/schedule?sortBy=priority#list');
  const settings = await openSettings(page);
  await settings.getByLabel('Language').selectOption('de');
  await expect(page).toHaveURL(/\/de\/schedule\?sortBy=priority#list$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('Arabic renders right to left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // A Latin team name keeps its own direction (a long one is cut at its end, not its start) and is
  // still aligned to the right, as the page is.
  const name = page.getByRole('main').locator('li a span[dir="auto"]').first();
  await expect(name).toBeVisible();
  expect(await name.evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).textAlign])).toEqual([
    'ltr',
    'right',
  ]);
});

test('paths without a locale get one; aliases redirect; unknown slugs answer 404', async ({
  page,
  request,
}) => {
  await page.goto('/football');
  await expect(page).toHaveURL(/\/en\/football$/);
  await page.goto('/br/football');
  await expect(page).toHaveURL(/\/pt-BR\/football$/);
  const missing = await request.get('/en/football/no-such-league');
  expect(missing.status()).toBe(404);
  const unknownSport = await request.get('/en/quidditch');
  expect(unknownSport.status()).toBe(404);
  await page.goto('/en/football/no-such-league');
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the theme switch applies at once and survives a reload without a flash', async ({ page }) => {
  // Transitions are held back for the switch alone: a page load that adds and removes that style
  // recalculates every element's style while it hydrates.
  await page.addInitScript(() => {
    const seen = { added: 0 };
    Object.assign(window, { transitionsHeld: seen });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        mutation.addedNodes.forEach((node) => {
          if (node.nodeName === 'STYLE' && node.textContent?.includes('transition:none')) seen.added++;
        });
    }).observe(document, { childList: true, subtree: true });
  });
  const held = () =>
    page.evaluate(() => (window as unknown as { transitionsHeld: { added: number } }).transitionsHeld.added);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const settings = await openSettings(page);
  expect(await held()).toBe(0);
  await settings.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await held()).toBe(1);
  await expect(page.locator('style', { hasText: 'transition:none' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the odds format switch changes every price and is kept in localStorage odds_type', async ({ page }) => {
  await page.goto(await firstMatchPath(page));
  const firstOdds = page.getByRole('main').locator(PRICE).first();
  await expect(firstOdds).toHaveAccessibleName(/\d+\.\d{2}$/);
  const settings = await openSettings(page);
  await settings.getByRole('radio', { name: 'American (-200)' }).check();
  await page.keyboard.press('Escape');
  await expect(firstOdds).toHaveAccessibleName(/[+-]\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('american');
  await page.reload();
  await expect(page.getByRole('main').locator(PRICE).first()).toHaveAccessibleName(/[+-]\d+$/);
});

test('SEO: noindex by default, canonical, hreflang alternates with x-default, social cards, structured data', async ({
  page,
}) => {
  await page.goto(await firstMatchPath(page));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/football\//);
  for (const lang of ['en', 'de', 'es', 'pt-BR', 'ar', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
  const types = jsonLd.map((text) => JSON.parse(text)['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'SportsEvent']));
  // The site's branding (issue 27 item 7): the Organization's logo and the page's icon exist.
  const organization = jsonLd
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Organization');
  // SITE_URL names the web's port (on localhost); the logo is a file of the site, fetched here.
  expect(new URL(organization.url).port).toBe(new URL(page.url()).port);
  expect(new URL(organization.logo).origin).toBe(organization.url);
  const logo = await page.request.get(new URL(organization.logo).pathname);
  expect(logo.status(), organization.logo).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/^image\//);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon ?? 'no icon')).status(), `icon ${icon}`).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sportsbook', exact: true })).toBeVisible();
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /');
  const sitemap = await page.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/en/football');
});

test('SEO of the fixed pages: their own title and canonical in each locale; a player’s bets never indexed', async ({
  page,
}) => {
  await page.goto('/de/live');
  await expect(page).toHaveTitle(/^Live-Wetten.* \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/live$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/live$/);
  await page.goto('/en/results');
  await expect(page).toHaveTitle(/^Results \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/results$/);
  await page.goto('/en/bets');
  await expect(page).toHaveTitle(/^My bets \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
