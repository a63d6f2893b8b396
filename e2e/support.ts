import { type APIRequestContext, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { urls } from './env';

// On a shared 2-core machine a sign-in (a memory-hard hash) and hydration take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The demo player every fresh database is seeded with (README). */
export const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An odds button that takes a selection: a toggle (aria-pressed) not yet pressed. The market cards'
 * favourite star is a toggle too, so it is left out.
 */
export const PRICE = 'button[aria-pressed="false"]:not([data-testid="favourite-star"])';

/** The bet slip panel (its aside is named so). */
export const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });

/**
 * Presses the price of the outcome named so in the page's main content (its button's name is the
 * outcome's name then its odds) and waits until it shows as picked. A press that shows nothing
 * within seconds is pressed again, as a player would: on a loaded machine CI has seen one lost.
 */
export async function pickOutcome(page: Page, name: string): Promise<void> {
  const button = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\d`) })
    .first();
  await pressPrice(button);
}

/**
 * Presses a price until it shows pressed: a press that lands before the page has hydrated does
 * nothing, and a player presses again.
 */
export async function pressPrice(button: Locator): Promise<void> {
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 8_000 });
  }).toPass({ timeout: 40_000 });
}

/** Fills and sends the sign-in dialog that is open on the page; resolves once it has closed. */
export async function submitSignIn(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Presses Place bet on the open slip until the bet is placed: the demo feed moves prices, and a
 * price that moved is refused (120) and shown, so it is accepted and placed again (bounded). A
 * price that moves as the button is pressed turns it into Accept changes under the pointer: that
 * press accepted the change and placed nothing, so it is pressed again.
 * Resolves with the slip's placed-bets part, once it says so.
 */
export async function placeAcceptingMoves(panel: Locator): Promise<Locator> {
  const placed = panel.getByTestId('placed-bets');
  const place = panel.getByRole('button', { name: 'Place bet' });
  const placing = panel.getByRole('button', { name: 'Placing your bet…' });
  const accept = panel.getByRole('button', { name: 'Accept changes' });
  for (let attempt = 0; attempt < 8; attempt++) {
    if (await placed.isVisible()) break;
    if (await accept.isVisible()) {
      await accept.click();
      continue;
    }
    // The button may turn into Accept changes before the press lands: the next turn accepts.
    const pressed = await place.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!pressed) continue;
    // The press is taken when the slip sends (or has already answered); else it was the accept.
    await expect(placing.or(placed).or(accept).first())
      .toBeVisible({ timeout: 5_000 })
      .catch(() => {});
    await expect(placing).toBeHidden();
  }
  await expect(placed.getByRole('heading', { name: /^(Bet placed|\d+ bets placed)$/ })).toBeVisible();
  return placed;
}

/** Signs in from the English home page; resolves once the header shows the player's balance. */
export async function signIn(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  await page.goto('/en?modal=signIn');
  await submitSignIn(page, email, password);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
}

/**
 * A new confirmed player of its own, for a test that changes what the shared demo player must keep
 * (its currency, its balance, its bonuses). No money: a test deposits what it needs. `at`: the
 * stack it signs up on (a variant stack's, see variant-stack.ts).
 */
export async function newPlayer(
  page: Page,
  at: { api: string; web: string } = urls,
): Promise<{ email: string; password: string }> {
  const email = `e2e-slip-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery';
  const headers = { origin: at.web };
  const signUp = await page.request.post(`${at.api}/api/platform/users/sign-up`, {
    headers,
    data: { email, password, currency: 'EUR', locale: 'en', country: 'DE' },
  });
  expect(signUp.status()).toBe(201);
  const mailbox = await page.request.get(`${at.api}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await mailbox.json()).data as { links: string[] }[];
  const token = new URL(mail?.links.find((l) => l.includes('confirmation_token')) ?? '').searchParams.get(
    'confirmation_token',
  );
  const confirmed = await page.request.post(`${at.api}/api/platform/users/confirmation`, {
    headers,
    data: { confirmation_token: token },
  });
  expect(confirmed.status()).toBe(200);
  return { email, password };
}

/** A new confirmed player, signed in on the page (its request context holds the session). */
export async function signInAsNewPlayer(page: Page): Promise<{ email: string; password: string }> {
  const player = await newPlayer(page);
  await signIn(page, player.email, player.password);
  return player;
}

/** Funds the signed-in player through the demo card page, as a deposit would; `at` as newPlayer's. */
export async function deposit(
  request: APIRequestContext,
  amount: number,
  at: { api: string; web: string } = urls,
): Promise<void> {
  const headers = { origin: at.web };
  const profile = await request.put(`${at.api}/api/platform/player/profile`, {
    headers,
    data: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  expect(profile.status()).toBe(200);
  const created = await request.post(`${at.api}/api/platform/deposits`, {
    headers,
    data: { currency: 'EUR', amount },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const answered = await request.post(`${at.api}/api/dev/payments/${id}`, {
    data: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
}

/** A match of the API's list with its main market, as the specs that bet through the API read it. */
export interface MainMarketMatch {
  id: number;
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] } | null;
}

/**
 * Places a single on the first outcome of the match's main market through the API, as the
 * signed-in player of `request`; answers the placed bet as the API shows it. `at`: the stack.
 */
export async function placeSingle(
  request: APIRequestContext,
  match: MainMarketMatch,
  stake: number,
  at: { api: string; web: string } = urls,
): Promise<{ ref: string; used_in_jackpot: boolean; jackpots: { id: string }[] }> {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error(`match ${match.id} has no main market`);
  const placed = await request.post(`${at.api}/api/sportsbook/v3/bets`, {
    headers: { origin: at.web },
    data: {
      meta: { device_id: 'e2e' },
      bets: [
        {
          stake: { value: stake, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds,
            },
          ],
        },
      ],
    },
  });
  expect(placed.status()).toBe(200);
  const [bet] = await placed.json();
  return bet;
}
