import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { pickOutcome, placeAcceptingMoves, signIn, slip } from '../support';

// On a shared 2-core machine hydration and a placement can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

interface ApiMatch {
  id: number;
  slug: string;
  main_market: { id: number; specifier: string; outcomes: { name: string; odds: number }[] } | null;
}

/**
 * Upcoming football matches with an open main market, each from a different match (the server
 * refuses two selections of one match in a combo or system). This spec takes matches 20 and on of
 * the list: the other specs use the first twenty, and this one finishes a match.
 */
async function bettableMatches(page: Page, count: number): Promise<ApiMatch[]> {
  const reply = await page.request.get(prematchFootball(60));
  const matches = ((await reply.json()).data as ApiMatch[]).filter((m) => m.main_market);
  expect(matches.length).toBeGreaterThanOrEqual(20 + count);
  return matches.slice(20, 20 + count);
}

/** Adds the first outcome of the match's main market, then waits until the slip counts it. */
async function addFirstOutcome(page: Page, match: ApiMatch, count: number) {
  await page.goto(`/en/football/${match.slug}`);
  const outcome = match.main_market?.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  await pickOutcome(page, outcome.name);
  await expect(slip(page).getByText(`(${count} selection${count === 1 ? '' : 's'})`)).toBeVisible();
}

/** The panel open on a tab (it opens on the bet slip by itself when the first selection arrives). */
async function openPanel(page: Page, tab: 'Bet slip' | 'My bets' = 'Bet slip'): Promise<Locator> {
  const panel = slip(page);
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('tab', { name: tab }).click();
  await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return panel;
}

/** Enters the stake, places, and returns the reference of the placed bet shown in the success state. */
async function place(panel: Locator, stakeLabel: string, stake: string): Promise<string> {
  await panel.getByLabel(stakeLabel).fill(stake);
  const placed = await placeAcceptingMoves(panel);
  const ref = await placed.getByTestId('bet-card').first().getAttribute('data-bet-ref');
  if (!ref) throw new Error('the placed bet shows no reference');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByText('(0 selections)')).toBeVisible();
  return ref;
}

async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const card = (scope: Locator | Page, ref: string) =>
  scope.locator(`[data-testid="bet-card"][data-bet-ref="${ref}"]`);

test('the demo player places a single, a combo and a system bet, sees them in My bets, one settles and one is cashed out', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [a, b, c, d, e, f] = await bettableMatches(page, 6);
  if (!a || !b || !c || !d || !e || !f) throw new Error('not enough matches');
  await signIn(page);

  // A single.
  await addFirstOutcome(page, a, 1);
  let panel = await openPanel(page);
  await expect(panel.getByRole('radio', { name: 'Single' })).toBeChecked();
  const singleRef = await place(panel, 'Stake (EUR)', '5');

  // A combo of two matches.
  await addFirstOutcome(page, b, 1);
  await addFirstOutcome(page, c, 2);
  panel = await openPanel(page);
  await expect(panel.getByRole('radio', { name: 'Combo' })).toBeChecked();
  const comboRef = await place(panel, 'Stake (EUR)', '4');

  // A system 2/3 of three matches.
  await addFirstOutcome(page, d, 1);
  await addFirstOutcome(page, e, 2);
  await addFirstOutcome(page, f, 3);
  panel = await openPanel(page);
  await panel.getByRole('radio', { name: 'System' }).check({ force: true });
  await expect(panel.getByLabel('System type')).toHaveValue('2/3');
  const systemRef = await place(panel, 'Total stake (EUR)', '3');

  // My bets: the three open bets. (Done emptied the slip, which closed the panel.)
  panel = await openPanel(page, 'My bets');
  const open = panel.getByRole('list', { name: 'Open bets' });
  for (const ref of [singleRef, comboRef, systemRef]) await expect(card(open, ref)).toBeVisible();
  await expect(card(open, systemRef).getByRole('heading')).toContainText('System 2/3');
  await expectNoSeriousAxeViolations(page, '[aria-label="Bet slip"]');

  // The single's match finishes now; settlement reaches My bets over the player channel.
  const finished = await page.request.post(`${urls.api}/api/dev/matches/${a.id}/finish`);
  expect(finished.status()).toBe(200);
  await expect(card(open, singleRef)).toHaveCount(0);

  // Cash out the combo at the value shown. The feed moves prices: a refusal because the value moved
  // shows the new value, which is confirmed again (bounded).
  const combo = card(open, comboRef);
  for (let attempt = 0; attempt < 5; attempt++) {
    const cashout = combo.getByRole('button', { name: /^Cash out / });
    await cashout.click();
    await combo.getByRole('button', { name: /^Confirm / }).click();
    const refused = combo.getByRole('alert');
    const done = page.getByRole('status').getByText(/^Cashed out /);
    await expect(done.or(refused).first()).toBeVisible();
    if (await done.isVisible()) break;
  }
  await expect(page.getByRole('status').getByText(/^Cashed out /)).toBeVisible();
  await expect(combo).toHaveCount(0);

  // The history: the settled single shows its result and payout, the combo shows it was cashed out.
  await page.goto('/en/bets?status=settled');
  // The panel keeps its open tab for the session (SPEC §2), so My bets may be open beside the page.
  const history = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'My bets' })).toBeVisible();
  await expect(history.getByRole('radio', { name: 'Settled' })).toBeChecked();
  const single = card(history, singleRef);
  await expect(single).toBeVisible();
  await expect(single.getByText(/^(Won|Lost|Refunded)$/).first()).toBeVisible();
  await expect(single.getByText('Payout')).toBeVisible();
  await expect(single.getByText(/^Score \d+:\d+$/)).toBeVisible();
  await expect(card(history, comboRef).getByText('Cashed out', { exact: true })).toBeVisible();
  await expect(card(history, systemRef)).toHaveCount(0);

  await history.getByRole('radio', { name: 'Open' }).check({ force: true });
  await expect(card(history, systemRef)).toBeVisible();
  await expect(page).toHaveURL(/[?&]status=open/);
  await expectNoSeriousAxeViolations(page, 'main');
});

test('a visitor on the bets history is asked to sign in', async ({ page }) => {
  await page.goto('/en/bets');
  await expect(page.getByRole('heading', { level: 1, name: 'My bets' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Sign in to see your bets.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a shared slip link restores the bets into the slip, and an unknown code says so', async ({ page }) => {
  const [match] = await bettableMatches(page, 7).then((m) => m.slice(6));
  if (!match?.main_market) throw new Error('no match');
  const outcome = match.main_market.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  await addFirstOutcome(page, match, 1);
  const panel = await openPanel(page);
  await panel.getByLabel('Stake (EUR)').fill('7');
  await panel.getByRole('button', { name: 'Share' }).click();
  const link = panel.getByLabel('Link to this bet');
  await expect(link).toHaveValue(/[?&]betcode=[A-Z0-9]+$/);
  const shared = await link.inputValue();

  // A fresh visitor (new context: empty session storage) opens the link.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const visitor = await other.newPage();
  await visitor.goto(shared.replace(/^https?:\/\/[^/]+/, urls.web));
  const restored = slip(visitor);
  await expect(restored.getByText('(1 selection)')).toBeVisible();
  await expect(restored.getByRole('button', { name: 'Close bet slip' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(restored.getByLabel('Stake (EUR)')).toHaveValue('7.00');
  await expect(visitor).not.toHaveURL(/betcode=/);

  await visitor.goto(`${urls.web}/en?betcode=NOSUCHCODE1`);
  const dialog = visitor.getByRole('dialog', { name: 'Shared bet not found' });
  await expect(dialog.getByText('This bet link does not exist.')).toBeVisible();
  await expect(visitor).not.toHaveURL(/betcode=/);
  await other.close();
});
