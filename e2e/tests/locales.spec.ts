import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { directionOf, LOCALE_ALIASES, LOCALES } from '../../apps/web/src/i18n/locales';
import { formatLocale } from '../../apps/web/src/shared/locale-format';
import { PRICE } from '../support';

// Table-driven over LOCALES, so a translator's new catalogue is checked without touching this file.
// One page load per locale; UI waits get room on a shared machine (no sleeps).
const expect = baseExpect.configure({ timeout: 60_000 });

type Messages = { [key: string]: string | Messages };
const catalogue = (locale: string): Messages =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Messages;
const message = (messages: Messages, key: string): string =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages));

/**
 * The page's own scripts run for a few locales that stand for the rest — the default, a right-to-left
 * one with its own digits, another with Persian digits, one in CJK — so hydration is seen to keep what
 * the server wrote. For every other locale what the server wrote is checked with scripts off, which
 * costs a fraction of a hydrated page on a shared machine.
 */
const SCRIPTED = new Set<string>(['en', 'ar', 'fa', 'ja']);

async function speaksItsLocale(page: Page, locale: string, scripted: boolean) {
  const response = await page.goto(`/${locale}`);
  expect(response?.status()).toBe(200);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', directionOf(locale));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: message(catalogue(locale), 'catalogue.topMatches'),
      exact: true,
      includeHidden: true,
    }),
  ).toBeAttached();
  // Odds in the locale's decimal style (SPEC §9: Arabic-Indic digits in ar).
  const decimal = new Intl.NumberFormat(formatLocale(locale), { minimumFractionDigits: 2 }).format(1.5);
  const separator = decimal.replace(/\p{Nd}/gu, '');
  const zero = (decimal.codePointAt(0) ?? 49) - 1;
  const price = page.locator(PRICE).first();
  // Without scripts a streamed part of the page stays in its hidden template: present, not shown.
  if (scripted) await expect(price).toBeVisible();
  else await expect(price).toBeAttached();
  const digits = [...((await price.textContent()) ?? '')].filter((char) => /\p{Nd}/u.test(char));
  expect(digits.length).toBeGreaterThan(0);
  const foreign = digits.filter(
    (char) => (char.codePointAt(0) ?? 0) - zero > 9 || (char.codePointAt(0) ?? 0) < zero,
  );
  expect(foreign, `digits of ${formatLocale(locale)}`).toEqual([]);
  await expect(price).toContainText(separator);
}

for (const locale of LOCALES.filter((l) => SCRIPTED.has(l))) {
  test(`${locale}: the home page speaks ${locale} in its direction with its own number style`, async ({
    page,
  }) => {
    await speaksItsLocale(page, locale, true);
  });
}

test.describe('as the server writes it', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES.filter((l) => !SCRIPTED.has(l))) {
    test(`${locale}: the home page speaks ${locale} in its direction with its own number style`, async ({
      page,
    }) => {
      await speaksItsLocale(page, locale, false);
    });
  }
});

test('every alias of SPEC §2 redirects to its locale; the others to the best one', async ({ request }) => {
  for (const [alias, target] of Object.entries(LOCALE_ALIASES)) {
    const response = await request.get(`/${alias}/live`, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'de' },
    });
    const known = (LOCALES as readonly string[]).includes(target);
    expect(response.status(), alias).toBe(known ? 308 : 307);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, alias).toBe(
      `/${known ? target : 'de'}/live`,
    );
  }
});

test('/ chooses the locale from Accept-Language, else the default', async ({ browser, request }) => {
  const german = await browser.newContext({ locale: 'de-DE' });
  const page = await german.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await german.close();
  for (const [header, target] of [
    ['xx-CH, es;q=0.9, en;q=0.5', '/es'],
    ['xx', '/en'],
  ] as const) {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': header } });
    expect(response.status(), header).toBe(307);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, header).toBe(target);
  }
});
