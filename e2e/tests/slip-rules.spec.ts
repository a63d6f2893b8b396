import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { newPlayer, pickOutcome, placeAcceptingMoves, signIn, slip } from '../support';

// On a shared 2-core machine hydration and a placement can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

interface ApiMatch {
  id: number;
  slug: string;
  main_market: { id: number; specifier: string; outcomes: { name: string; odds: number }[] } | null;
}

/**
 * Upcoming football matches with an open main market, from the 30th of the list on: betslip.spec
 * takes the first ones, bets.spec the 20s, bet-builder.spec the 40s and on, and one test here
 * finishes its match.
 */
async function matchAt(page: Page, index: number): Promise<ApiMatch> {
  const reply = await page.request.get(prematchFootball(60));
  const matches = ((await reply.json()).data as ApiMatch[]).filter((m) => m.main_market);
  const match = matches[30 + index];
  if (!match) throw new Error('not enough matches');
  return match;
}

/** Picks outcome `n` of the match's main market on its page, then waits until the slip counts `count`. */
async function pick(page: Page, match: ApiMatch, n: number, count: number) {
  if (!page.url().endsWith(`/en/football/${match.slug}`)) await page.goto(`/en/football/${match.slug}`);
  const outcome = match.main_market?.outcomes[n];
  if (!outcome) throw new Error('no outcome');
  await pickOutcome(page, outcome.name);
  await expect(slip(page).getByText(`(${count} selection${count === 1 ? '' : 's'})`)).toBeVisible();
}

async function openSlip(page: Page): Promise<Locator> {
  const panel = slip(page);
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

test('two selections of one match are both marked; the stake field refuses abc and 1.999; the maximum stake is said', async ({
  page,
}) => {
  const match = await matchAt(page, 0);
  await pick(page, match, 0, 1);
  await pick(page, match, 1, 2);
  const panel = await openSlip(page);

  const marked = panel.getByRole('listitem').filter({ hasText: 'Same match as another selection' });
  await expect(marked).toHaveCount(2);
  await expect(panel.getByTestId('slip-error').first()).toHaveText(
    'Two selections from the same match cannot be combined.',
  );

  await marked
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(panel.getByText('(1 selection)')).toBeVisible();
  await expect(panel.getByText('Same match as another selection')).toHaveCount(0);

  const stake = panel.getByLabel('Stake (EUR)');
  await stake.pressSequentially('abc');
  await expect(stake).toHaveValue('');
  await expect(panel.getByRole('alert')).toHaveText('Enter an amount in digits, like 5 or 2.50.');
  await stake.pressSequentially('1.999');
  await expect(stake).toHaveValue('1.99');
  await expect(panel.getByRole('alert')).toHaveText('EUR amounts have at most 2 decimals.');

  await stake.fill('20000');
  await expect(panel.getByTestId('slip-error').first()).toHaveText('Maximum stake is €10,000.00.');
});

test('a currency change sets the stake to 0 and the quick stakes are the new currency’s', async ({
  page,
}) => {
  const player = await newPlayer(page);
  await signIn(page, player.email, player.password);
  await pick(page, await matchAt(page, 1), 0, 1);
  const panel = await openSlip(page);
  await panel.getByLabel('Stake (EUR)').fill('5');
  await expect(panel.getByTestId('potential-win')).not.toHaveText('€0.00');

  // The currency sits in the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('banner').getByLabel('Currency').selectOption('BTC');
  const stake = panel.getByLabel('Stake (BTC)');
  await expect(stake).toHaveValue('');
  await expect(panel.getByRole('button', { name: /^Stake / }).first()).toHaveText(/^BTC\s0\.0001$/);
});

test('the slip learns over the live channel that its match finished before Place is pressed', async ({
  page,
}) => {
  const match = await matchAt(page, 2);
  await pick(page, match, 0, 1);
  const panel = await openSlip(page);
  await expect(panel.getByRole('button', { name: 'Place bet' })).toBeVisible();

  const finished = await page.request.post(`${urls.api}/api/dev/matches/${match.id}/finish`);
  expect(finished.status()).toBe(200);
  await expect(panel.getByRole('listitem').getByText('Match finished')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Accept changes' }).click();
  await expect(panel.getByText('(0 selections)')).toBeVisible();
});

test('a bet shared from the history opens for a signed-out friend on the bet slip, not on My bets', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', 'demo1234');
  await pick(page, await matchAt(page, 3), 0, 1);
  const panel = await openSlip(page);
  await panel.getByLabel('Stake (EUR)').fill('1');
  const placed = await placeAcceptingMoves(panel);
  const ref = await placed.getByTestId('bet-card').first().getAttribute('data-bet-ref');
  await panel.getByRole('button', { name: 'Done' }).click();

  await page.goto('/en/bets');
  const card = page.getByRole('main').locator(`[data-testid="bet-card"][data-bet-ref="${ref}"]`);
  await card.getByRole('button', { name: 'Share' }).click();
  const link = card.getByLabel('Link to this bet');
  await expect(link).toHaveValue(/[?&]betcode=[A-Z0-9]+$/);
  const shared = new URL(await link.inputValue());
  expect(shared.pathname).toBe('/en');

  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const friend = await other.newPage();
  await friend.goto(`${urls.web}${shared.pathname}${shared.search}`, { waitUntil: 'domcontentloaded' });
  const restored = slip(friend);
  await expect(restored.getByText('(1 selection)')).toBeVisible();
  await expect(restored.getByRole('tab', { name: 'Bet slip' })).toHaveAttribute('aria-selected', 'true');
  await expect(restored.getByLabel('Stake (EUR)')).toHaveValue('1.00');
  await expect(friend.getByText('Sign in to see your bets.')).toHaveCount(0);
  await other.close();
});
