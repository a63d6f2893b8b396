import { expect as baseExpect, test } from '@playwright/test';
import { prematchFootball } from '../env';

// Issue 26 item 2: the catalogue in the player's language — market and outcome names come from the
// API translated per Accept-Language; team names stay as they are.

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

interface ApiMatch {
  slug: string;
  competitors: { home: { name: string } | null; away: { name: string } | null };
}

// The odds' decimal mark per locale (SPEC §9: Arabic-Indic digits and separator in ar).
const NAMES = [
  { locale: 'de', draw: 'Unentschieden', totalGoals: 'Anzahl Tore', odds: /\s\d+,\d\d$/ },
  { locale: 'fr', draw: 'Match nul', totalGoals: 'Total de buts', odds: /\s\d+,\d\d$/ },
  { locale: 'ar', draw: 'تعادل', totalGoals: 'مجموع الأهداف', odds: /\s[٠-٩]+٫[٠-٩]{2}$/ },
  { locale: 'ja', draw: '引き分け', totalGoals: '合計得点', odds: /\s\d+\.\d\d$/ },
];

for (const { locale, draw, totalGoals, odds } of NAMES) {
  test(`a match page in ${locale} shows translated market and outcome names`, async ({ page, request }) => {
    const reply = await request.get(prematchFootball(40));
    const match = ((await reply.json()).data as ApiMatch[])[locale.charCodeAt(0) % 10];
    if (!match) throw new Error('no upcoming football match');
    await page.goto(`/${locale}/football/${match.slug}`);
    const home = match.competitors.home?.name ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home);
    await expect(page.getByRole('button', { name: new RegExp(draw) }).first()).toBeVisible();
    await expect(page.getByText(totalGoals, { exact: true }).first()).toBeVisible();
    // Team names are names: the outcome of the home side still says it.
    await expect(page.getByRole('button', { name: new RegExp(home) }).first()).toBeVisible();
    await expect(page.getByText('Total goals', { exact: true })).toHaveCount(0);
    // The draw's price in the locale's number style.
    const drawButton = page.locator('button[aria-pressed]').filter({ hasText: draw }).first();
    const price = (await drawButton.textContent()) ?? '';
    expect(price).toMatch(odds);
  });
}
