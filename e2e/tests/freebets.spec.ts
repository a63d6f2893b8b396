import { expect as baseExpect, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import {
  deposit,
  type MainMarketMatch,
  pickOutcome,
  placeAcceptingMoves,
  placeSingle,
  signInAsNewPlayer,
  slip,
} from '../support';

// On a shared 2-core machine hydration, a sign-in and a placement take seconds (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

interface ApiMatch {
  id: number;
  slug: string;
  main_market: { outcomes: { name: string; odds: number }[] } | null;
}

/**
 * An upcoming football match whose main market has a price the demo freebet takes (odds of at
 * least 1.5), with that outcome. This spec takes matches 120 to 160 of the list: the other specs
 * use the first 120 and the last ones, and this one finishes its match.
 */
async function aFreebetPick(
  page: Page,
): Promise<{ match: ApiMatch; outcome: { name: string; odds: number } }> {
  const reply = await page.request.get(prematchFootball(160));
  const matches = ((await reply.json()).data as ApiMatch[]).slice(120);
  for (const match of matches) {
    const outcome = match.main_market?.outcomes.find((o) => o.odds >= 1600);
    if (outcome) return { match, outcome };
  }
  throw new Error('no match with a price of 1.6 or more');
}

const cashBalance = async (page: Page) => {
  const reply = await page.request.get(`${urls.api}/api/platform/player/accounts`);
  const accounts = (await reply.json()) as { currency: string; balance: number }[];
  return accounts.find((a) => a.currency === 'EUR')?.balance ?? 0;
};

test('a new player redeems WELCOME, places a €5 freebet with no cash, and is paid only by the result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { match, outcome } = await aFreebetPick(page);
  await signInAsNewPlayer(page);
  expect(await cashBalance(page)).toBe(0);

  await page.goto(`/en/football/${match.slug}`);
  await pickOutcome(page, outcome.name);
  const panel = slip(page);
  // The first pick opens the panel by itself: wait for it to count the pick before looking.
  await expect(panel.getByText('(1 selection)')).toBeVisible();
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // No freebet yet: the slip offers none. The promo code issues one, and the slip offers it.
  await expect(panel.getByLabel('Promo code')).toBeVisible();
  await expect(panel.getByLabel('Freebet', { exact: true })).toHaveCount(0);
  // bonus_issued is heard only once the private channel is subscribed (the header says so).
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveAttribute('data-live', 'true');
  await panel.getByLabel('Promo code').fill('welcome');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText(/Promo code applied: Free bet €5/)).toBeVisible();
  // The player's channel says so too (bonus_issued), as it would for a bonus issued elsewhere.
  await expect(
    page.getByRole('status').getByText('Free bet €5 is now in your bonuses.', { exact: true }),
  ).toBeVisible();
  // And its bonus toast card waits until the player opens or closes it.
  const toast = page.getByTestId('bonus-toast').filter({ hasText: 'Free bet €5' });
  await expect(toast).toBeVisible();
  // It waits beside the open slip, never over it: a card left unopened must not keep a player
  // from the slip's buttons.
  const toastBox = await toast.boundingBox();
  const slipBox = await panel.boundingBox();
  if (!toastBox || !slipBox) throw new Error('the toast or the slip has no box');
  const apart =
    toastBox.x + toastBox.width <= slipBox.x ||
    slipBox.x + slipBox.width <= toastBox.x ||
    toastBox.y + toastBox.height <= slipBox.y ||
    slipBox.y + slipBox.height <= toastBox.y;
  expect(apart, 'the bonus toast stands clear of the bet slip').toBe(true);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  const freebet = panel.getByLabel('Freebet', { exact: true });
  await expect(freebet).toBeVisible();
  const option = freebet.getByRole('option', { name: /^Free bet €5: €5\.00 \(stake returned\)$/ });
  await expect(option).toHaveCount(1);

  // Choosing it makes its amount the stake, which the keyboard no longer changes.
  await freebet.selectOption({ label: (await option.textContent()) ?? '' });
  const stake = panel.getByLabel('Stake (EUR)');
  await expect(stake).toHaveValue('5.00');
  await expect(stake).toHaveAttribute('readonly', '');
  const placed = await placeAcceptingMoves(panel);
  const card = placed.getByTestId('bet-card').first();
  await expect(card.getByTestId('bet-bonus')).toHaveText('Freebet: stake returned');
  const ref = await card.getAttribute('data-bet-ref');
  // The stake was the freebet's, not the player's cash.
  expect(await cashBalance(page)).toBe(0);
  await panel.getByRole('button', { name: 'Done' }).click();

  // The match finishes: a win pays the whole return (stake × odds) as cash, a loss pays nothing.
  const finished = await page.request.post(`${urls.api}/api/dev/matches/${match.id}/finish`);
  expect(finished.status()).toBe(200);
  const settled = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=settled`);
  const bets = (await settled.json()).data as {
    ref: string;
    result: string;
    odds: number;
    win_amount: number;
  }[];
  const bet = bets.find((b) => b.ref === ref);
  expect(bet).toBeDefined();
  const won = bet?.result === 'win_entire';
  expect(bet?.win_amount).toBe(won ? Math.floor((500 * (bet?.odds ?? 0)) / 1000) : 0);
  expect(await cashBalance(page)).toBe(bet?.win_amount);

  // My bets shows the freebet on the settled bet; the used freebet is not offered again.
  await page.goto('/en/bets?status=settled');
  const history = page.getByRole('main').locator(`[data-testid="bet-card"][data-bet-ref="${ref}"]`);
  await expect(history.getByTestId('bet-bonus')).toHaveText('Freebet: stake returned');
  const used = await page.request.get(`${urls.api}/api/sportsbook/bonuses/freebets?status=available,active`);
  expect((await used.json()).data).toEqual([]);
});

test('a combo of three matches gets the demo combo boost, said in the slip and on the placed bet', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reply = await page.request.get(prematchFootball(160));
  // Outcomes priced well above the campaign's minimum (1.2), from matches no other test takes.
  const picks = ((await reply.json()).data as ApiMatch[]).slice(140).flatMap((match) => {
    const outcome = match.main_market?.outcomes.find((o) => o.odds >= 1300);
    return outcome ? [{ match, outcome }] : [];
  });
  expect(picks.length).toBeGreaterThanOrEqual(3);
  await signInAsNewPlayer(page);
  await deposit(page.request, 10_000);

  const panel = slip(page);
  for (const [i, { match, outcome }] of picks.slice(0, 3).entries()) {
    await page.goto(`/en/football/${match.slug}`);
    await pickOutcome(page, outcome.name);
    await expect(panel.getByText(i === 0 ? '(1 selection)' : `(${i + 1} selections)`)).toBeVisible();
  }
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Three qualifying selections reach the first range (+5 %); five would reach the next (+10 %).
  await expect(panel.getByText('Combo boost +5% on your winnings (3 qualifying selections)')).toBeVisible();
  await expect(panel.getByText('Add 2 more qualifying selections for a +10% combo boost')).toBeVisible();
  await panel.getByLabel('Stake (EUR)').fill('2');
  const placed = await placeAcceptingMoves(panel);
  const card = placed.getByTestId('bet-card').first();
  await expect(card.getByTestId('bet-bonus')).toHaveText('Combo boost: +5%');

  // The server stored the boost it judged, and the potential win carries it.
  const open = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=open`);
  const [bet] = (await open.json()).data as {
    bonus: { type: string; odds: number } | null;
    bonus_odds: number | null;
    odds: number;
    potential_win_amount: number;
  }[];
  expect(bet?.bonus).toMatchObject({ type: 'comboboost', odds: 1050 });
  expect(bet?.bonus_odds).toBe(1050);
  const payout = Math.floor((200 * (bet?.odds ?? 0)) / 1000);
  expect(bet?.potential_win_amount).toBeGreaterThanOrEqual(payout + Math.floor((payout * 50) / 1000) - 1);
  expect(await cashBalance(page)).toBe(10_000 - 200);
  const ref = await card.getAttribute('data-bet-ref');
  await panel.getByRole('button', { name: 'Done' }).click();

  // The three matches finish: a win pays the boosted return, a loss nothing.
  for (const { match } of picks.slice(0, 3))
    expect((await page.request.post(`${urls.api}/api/dev/matches/${match.id}/finish`)).status()).toBe(200);
  const settled = await page.request.get(`${urls.api}/api/sportsbook/v3/bets?status=settled`);
  const done = ((await settled.json()).data as { ref: string; result: string; win_amount: number }[]).find(
    (b) => b.ref === ref,
  );
  expect(done?.result).toMatch(/^(win_entire|lose_entire)$/);
  expect(done?.win_amount).toBe(done?.result === 'win_entire' ? bet?.potential_win_amount : 0);
  expect(await cashBalance(page)).toBe(10_000 - 200 + (done?.win_amount ?? 0));

  // My bets keeps the bonus section: the boost and the odds it paid at (3 prices × 1.05), shown
  // to two decimals.
  await page.goto('/en/bets?status=settled');
  const history = page.getByRole('main').locator(`[data-testid="bet-card"][data-bet-ref="${ref}"]`);
  await expect(history.getByTestId('bet-bonus')).toHaveText('Combo boost: +5%');
  const boosted = Math.floor(((bet?.odds ?? 0) * 1050) / 1000);
  await expect(history.getByTestId('bet-boosted-odds')).toHaveText(
    `Boosted odds: ${(Math.round(boosted / 10) / 100).toFixed(2)}`,
  );
});

test('the home page shows the demo jackpot’s levels; a bet of €1 or more feeds it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Sportsbook Jackpot' });
  await expect(banner).toBeVisible();
  for (const level of ['Mini', 'Major', 'Mega'])
    await expect(banner.getByText(level, { exact: true })).toBeVisible();
  const before = (await (await page.request.get(`${urls.api}/api/sportsbook/jackpots/demo-jackpot`)).json())
    .data.amount as number;

  await signInAsNewPlayer(page);
  await deposit(page.request, 1_000);
  const reply = await page.request.get(prematchFootball(160));
  const match = ((await reply.json()).data as MainMarketMatch[])[150];
  if (!match) throw new Error('no upcoming football match #150');
  const bet = await placeSingle(page.request, match, 1_000);
  expect(bet.used_in_jackpot).toBe(true);
  expect(bet.jackpots).toEqual([{ id: 'demo-jackpot' }]);
  // Half a percent of €10 went into the pools (other tests' bets may add more meanwhile).
  const after = (await (await page.request.get(`${urls.api}/api/sportsbook/jackpots/demo-jackpot`)).json())
    .data.amount as number;
  expect(after).toBeGreaterThanOrEqual(before + 5);
});

test('a bet reaching a level’s must-drop amount wins it: the jackpot-hit modal shows once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The operator runs a jackpot of its own for this test: only stakes of €250 or more feed it (no
  // other spec stakes that much, so no other bet can hit it first), and its one level hits as soon
  // as a stake's share reaches its must-drop amount, which the first qualifying bet does.
  const id = `e2e-drop-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await page.request.post(`${urls.api}/api/admin/jackpots`, {
    data: {
      id,
      name: 'E2E Drop Jackpot',
      currency: 'EUR',
      contribution_bp: 50,
      min_stake: 25_000,
      levels: [
        { id: `${id}-drop`, name: 'Drop', share_bp: 10_000, seed: 100, must_drop: 100, probability_ppm: 0 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  try {
    await signInAsNewPlayer(page);
    await deposit(page.request, 25_000);
    const reply = await page.request.get(prematchFootball(160));
    const match = ((await reply.json()).data as MainMarketMatch[])[155];
    if (!match) throw new Error('no upcoming football match #155');
    const bet = await placeSingle(page.request, match, 25_000);
    expect(bet.jackpots).toContainEqual({ id });
    // Its seed (€1.00) and half a percent of €250 (€1.25) are paid into the balance.
    expect(await cashBalance(page)).toBe(225);

    await page.goto('/en');
    const modal = page.getByRole('dialog', { name: 'Jackpot!' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('You won the Drop level of E2E Drop Jackpot: €2.25');
    await modal.getByRole('button', { name: 'Great' }).click();
    await expect(modal).toBeHidden();

    // Closed, the hit is seen: after a reload the page asks again and gets nothing to show.
    const asked = page.waitForResponse((r) => r.url().includes('/api/sportsbook/jackpot-hits?'));
    await page.reload();
    expect((await (await asked).json()).data).toEqual([]);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    await expect(modal).toHaveCount(0);
  } finally {
    await page.request.post(`${urls.api}/api/admin/jackpots/${id}/end`);
  }
});
