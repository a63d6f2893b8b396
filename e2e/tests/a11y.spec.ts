import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

const LOCALES = ['en', 'ar'] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * Rules checked whatever axe rates them: a link's name starting with its visible text (experimental
 * in axe, so off unless asked for), landmarks told apart by name, and headings without gaps.
 */
const ALWAYS = ['label-content-name-mismatch', 'landmark-unique', 'heading-order'];

/**
 * The rules whose outcome depends on the colour scheme. The DOM is the same in both themes, so the
 * dark run checks only these (each full analysis is seconds per page on CI's two cores).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, theme: (typeof THEMES)[number]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (theme === 'light'
    ? builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    : builder.withRules(COLOUR_RULES)
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.includes(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The pages a player goes through, for one locale: home, a sport, a league, a match, live, schedule, search. */
async function pagesOf(page: Page, locale: string): Promise<string[]> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&sort_by=priority&limit=1`,
  );
  const [match] = (await reply.json()).data as { slug: string; competitors: { home: { name: string } } }[];
  if (!match) throw new Error('no prematch football match');
  const leagues = await page.request.get(`${urls.api}/api/sportsbook/tournaments?sport_key=football&limit=1`);
  const [league] = (await leagues.json()).data as { slug: string }[];
  if (!league) throw new Error('no football league');
  const q = encodeURIComponent(match.competitors.home.name.slice(0, 20));
  return [
    `/${locale}`,
    `/${locale}/football`,
    `/${locale}/football/${league.slug}`,
    `/${locale}/football/${match.slug}`,
    `/${locale}/live`,
    `/${locale}/schedule`,
    `/${locale}/search?q=${q}`,
  ];
}

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    test(`axe finds no serious or critical violation on home, sport, league, match, live, schedule and search (${locale}, ${theme})`, async ({
      page,
    }) => {
      // Seven pages, each loaded and analysed by axe, on a machine that may be busy.
      test.setTimeout(900_000);
      await page.emulateMedia({ colorScheme: theme });
      const paths = await pagesOf(page, locale);
      let checked = 0;
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /light/);
        // Analysed once the page's client parts have settled (the account area replaces its placeholder).
        await expect(page.getByRole('banner').getByTestId('account-bar')).toBeVisible({ timeout: 60_000 });
        expect(await violations(page, theme), path).toEqual([]);
        checked++;
      }
      expect(checked).toBe(7);
    });
  }
}
