import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { escapeRegExp, placeAcceptingMoves, signIn, slip } from '../support';

// On a shared 2-core machine hydration and a placement can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

interface ApiMarket {
  id: number;
  specifier: string;
  outcomes: { id: string; name: string; odds: number; active: boolean }[];
}

interface BuilderMatch {
  id: number;
  slug: string;
  home: string;
}

/**
 * An upcoming football match whose bet builder offers 1X2 and total goals 2.5. Taken from the end
 * of the list: the other specs bet on the first matches, and one of them finishes a match.
 */
async function builderMatch(page: Page): Promise<BuilderMatch> {
  const reply = await page.request.get(prematchFootball(60));
  const matches = (await reply.json()).data as {
    id: number;
    slug: string;
    competitors: { home: { name: string } };
  }[];
  for (const match of matches.slice(40).reverse()) {
    const markets = (
      await (await page.request.get(`${urls.api}/api/sportsbook/v3/bets/custom/markets/${match.id}`)).json()
    ).data as ApiMarket[];
    const has = (id: number, specifier: string) =>
      markets.some((m) => m.id === id && m.specifier === specifier && m.outcomes.every((o) => o.active));
    if (has(1, '') && has(18, 'total=2.5'))
      return { id: match.id, slug: match.slug, home: match.competitors.home.name };
  }
  throw new Error('no prematch football match with a bet builder');
}

/** The decimal odds an outcome button says in its name ("Over 2.5 1.88"). */
async function oddsOf(button: ReturnType<Page['getByRole']>): Promise<number> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  const odds = /(\d+\.\d{2})$/.exec(name)?.[1];
  if (!odds) throw new Error(`no odds in "${name}"`);
  return Number(odds);
}

test('the demo player builds a bet on a prematch match, adds it to the slip, places it and sees it in My bets', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const match = await builderMatch(page);
  await signIn(page);

  await page.goto(`/en/football/${match.slug}`);
  await page.getByRole('tab', { name: 'Bet builder' }).click();
  await expect(page).toHaveURL(/#betbuilder$/);
  const builder = page.getByTestId('bet-builder');

  // 1X2 home, then Over 2.5 on the Goals tab.
  const home = builder.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(match.home)} \\d+\\.\\d{2}$`),
  });
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  // Another result of the same match cannot join: greyed out, and saying why.
  await expect(
    builder.getByRole('button', { name: /^Draw \d+\.\d{2}, cannot be combined with your picks$/ }),
  ).toBeDisabled();
  const homeOdds = await oddsOf(home);
  await builder.getByRole('tab', { name: 'Goals' }).click();
  const over = builder.getByRole('button', { name: /^Over 2\.5 \d+\.\d{2}$/ }).first();
  const overOdds = await oddsOf(over);
  await over.click();
  await expect(over).toHaveAttribute('aria-pressed', 'true');
  await expect(
    builder
      .getByRole('button', { name: /^Under 2\.5 \d+\.\d{2}, cannot be combined with your picks$/ })
      .first(),
  ).toBeDisabled();

  // The combined price is the server's, for the picks together: not the product of their odds.
  const price = builder.getByTestId('builder-odds');
  await expect(price).toHaveText(/^\d+\.\d{2}$/);
  const combined = Number(await price.textContent());
  expect(combined).toBeGreaterThan(1);
  expect(combined.toFixed(2)).not.toBe((homeOdds * overOdds).toFixed(2));
  await expect(builder.getByRole('status')).toHaveText(`Bet builder odds ${await price.textContent()}`);

  // Add to bet slip: the slip's first bet is custom, so the custom-bet modal opens.
  const add = builder.getByRole('button', { name: 'Add to bet slip' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Bet builder' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Remove ${match.home}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove Over 2.5' })).toBeVisible();
  await expect(dialog.getByTestId('custom-odds')).toHaveText(/^\d+\.\d{2}$/);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The slip shows it as one bet with its two selections and its price; place it.
  const panel = slip(page);
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(panel.getByText('(2 selections)')).toBeVisible();
  const entry = panel.getByTestId('custom-bet');
  await expect(entry.getByRole('heading')).toContainText('Bet builder');
  await expect(entry.getByTestId('custom-odds')).toHaveText(/^\d+\.\d{2}$/);
  await entry.getByLabel('Stake (EUR)').fill('2');
  const placed = await placeAcceptingMoves(panel);
  const card = placed.getByTestId('bet-card').first();
  await expect(card.getByRole('heading')).toHaveText('Bet builder');
  const ref = await card.getAttribute('data-bet-ref');
  if (!ref) throw new Error('the placed bet shows no reference');
  await panel.getByRole('button', { name: 'Done' }).click();

  // My bets: the open custom bet, with its two selections.
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await panel.getByRole('tab', { name: 'My bets' }).click();
  const open = panel.getByRole('list', { name: 'Open bets' });
  const mine = open.locator(`[data-testid="bet-card"][data-bet-ref="${ref}"]`);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('heading')).toHaveText('Bet builder');
  await expect(mine.getByText(match.home, { exact: true })).toBeVisible();
  await expect(mine.getByText('Over 2.5', { exact: true })).toBeVisible();
});
