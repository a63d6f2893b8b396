import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type Minor, type Odds1000, systemWin } from '@sportsbook/betting';
import Database from 'better-sqlite3';
import { prematchFootball } from '../env';
import { PRICE, slip } from '../support';

// Hydration of a full page load alone can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

interface ApiMatch {
  id: number;
  slug: string;
  sport: { key: string };
  main_market: { id: number; specifier: string; outcomes: { name: string; odds: number }[] } | null;
}

/**
 * Upcoming football matches with an open main market. Each test takes its own slice, so that tests
 * running side by side never touch the same match.
 */
async function bettableMatches(page: Page, from: number, count: number): Promise<ApiMatch[]> {
  const reply = await page.request.get(prematchFootball(20));
  const matches = ((await reply.json()).data as ApiMatch[]).filter((m) => m.main_market);
  expect(matches.length).toBeGreaterThanOrEqual(from + count);
  return matches.slice(from, from + count);
}

/**
 * Opens the slip once it shows `count` selections. The panel restores its open state from
 * sessionStorage right after hydration, so the toggle is read only once the restored slip is on screen.
 */
async function openSlip(page: Page, count: number) {
  const panel = slip(page);
  await expect(panel.getByText(`(${count} selection${count === 1 ? '' : 's'})`)).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

async function addFirstOutcome(page: Page, match: ApiMatch): Promise<number> {
  await page.goto(`/en/football/${match.slug}`);
  const outcome = match.main_market?.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  const button = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${outcome.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d`) })
    .first();
  await button.click();
  // Pressed once the slip has taken the selection (and saved it for the session): the next
  // navigation must not come before that, or the selection is lost with the page.
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return outcome.odds;
}

test('a 3-leg combo becomes a system 2/3 with the engine’s potential win, survives a reload, and a suspended selection is marked and dropped', async ({
  page,
}) => {
  // Three match pages, a reload and up to 30 s for the feed to suspend a market: one minute was
  // spent before its last step in a CI run on a loaded machine.
  test.setTimeout(120_000);
  const matches = await bettableMatches(page, 0, 3);
  const odds: number[] = [];
  for (const match of matches) odds.push(await addFirstOutcome(page, match));

  const panel = await openSlip(page, 3);
  await expect(panel.getByRole('radio', { name: 'Combo' })).toBeChecked();

  await panel.getByRole('radio', { name: 'System' }).check({ force: true });
  await expect(panel.getByLabel('System type')).toHaveValue('2/3');
  await panel.getByLabel('Total stake (EUR)').fill('10');
  const expected = systemWin(1000 as Minor, odds as Odds1000[], 2);
  const text = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(expected / 100);
  await expect(panel.getByTestId('potential-win')).toHaveText(text);

  await page.reload();
  const reloaded = await openSlip(page, 3);
  await expect(reloaded.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(reloaded.getByTestId('potential-win')).toHaveText(text);

  // The feed suspends the first match's main market (written straight into the test database).
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set');
  const db = new Database(file);
  const first = matches[0] as ApiMatch;
  db.prepare(
    'update markets set status = -1, updated_at = ? where match_id = ? and market_id = ? and specifier = ?',
  ).run(Date.now(), first.id, first.main_market?.id, first.main_market?.specifier ?? '');
  db.close();

  await expect(reloaded.getByText('Suspended', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(reloaded.getByRole('button', { name: 'Accept changes' })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Accept changes' }).click();
  await expect(reloaded.getByText('(2 selections)')).toBeVisible();
  await expect(reloaded.getByText('Suspended', { exact: true })).toHaveCount(0);
  await expect(reloaded.getByRole('radio', { name: 'Combo' })).toBeChecked();
});

test('keyboard alone adds selections, chooses the bet type, enters a stake and reaches the place-bet button', async ({
  page,
}) => {
  const matches = await bettableMatches(page, 3, 2);
  for (const match of matches) {
    await page.goto(`/en/football/${match.slug}`);
    const name = await page
      .getByRole('main')
      .locator(`${PRICE}:not([disabled])`)
      .first()
      .getAttribute('aria-label');
    const odds = page
      .getByRole('main')
      .getByRole('button', { name: name ?? '', exact: true })
      .first();
    await odds.focus();
    await page.keyboard.press('Enter');
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
  }
  const panel = slip(page);
  await expect(panel.getByText('(2 selections)')).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.focus();
    await page.keyboard.press('Enter');
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('radio', { name: 'Combo' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('radio', { name: 'Single' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Combo' })).toBeChecked();
  const stake = panel.getByLabel('Stake (EUR)');
  for (let i = 0; i < 6 && !(await stake.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(stake).toBeFocused();
  await page.keyboard.type('5');
  let reached = false;
  for (let i = 0; i < 15 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await panel
      .getByRole('button', { name: 'Place bet' })
      .evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  // SPEC §4: placing while logged out triggers sign-in.
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
