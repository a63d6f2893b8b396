import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Frame, type Page, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { DEMO, escapeRegExp, newPlayer, placeAcceptingMoves } from '../support';

// Issue 25: the sportsbook framed by the demo host page of packages/embed (npm run demo:host) on
// another origin (http://localhost:<embed host port>; the sportsbook is http://127.0.0.1:<web port>),
// through the SDK's plain-<script> build. The host page logs every message both ways as list items
// (data-direction, data-type), which is what these tests read.

// A frame loads and hydrates the whole app on a shared 2-core machine: UI waits get room, no sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
// One demo server per worker: the file's tests run one after another in one worker. A test signs a
// player in and reloads the frame: on a loaded machine that takes minutes, as in storage.spec.ts.
test.describe.configure({ mode: 'default', timeout: 240_000 });

let host: ChildProcess | undefined;

test.beforeAll(async () => {
  // Found from this file, not the working directory: `npm test` runs Playwright from the root.
  const serve = fileURLToPath(new URL('../../packages/embed/demo/serve.mjs', import.meta.url));
  host = spawn(process.execPath, [serve], {
    env: {
      ...process.env,
      DEMO_HOST_PORT: String(urls.embedHostPort),
      SPORTSBOOK_URL: urls.web,
      SPORTSBOOK_API_URL: urls.api,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    host?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('demo host on')) resolve();
    });
    host?.once('exit', (code) => reject(new Error(`the demo host exited (${code})`)));
  });
});

test.afterAll(() => {
  host?.kill();
});

const log = (page: Page, direction: 'in' | 'out', type: string) =>
  page.locator(`#log li[data-direction="${direction}"][data-type="${type}"]`);

/** The payload of the last logged message of a type. */
async function lastPayload(
  page: Page,
  direction: 'in' | 'out',
  type: string,
): Promise<Record<string, unknown>> {
  const text = (await log(page, direction, type).last().textContent()) ?? '';
  return JSON.parse(text.slice(text.indexOf('{')));
}

/** The sportsbook's frame once its page is there. */
function sportsbookFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(urls.web));
  if (!frame) throw new Error('no sportsbook frame');
  return frame;
}

/** Opens the demo host; resolves once the sportsbook in it has initialised from the host. */
async function openHost(page: Page) {
  await page.goto(`${urls.embedHost}/`);
  await expect(log(page, 'in', 'sportsbook:initialized')).toHaveCount(1);
  const frame = page.frameLocator('#sportsbook iframe');
  await expect(frame.getByRole('main')).toBeVisible();
  return frame;
}

/** Signs the frame in the way a host does: the host's own sign-in form, then `setToken`. */
async function signInOnHost(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  const form = page.locator('#sign-in');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in on the host' }).click();
  await expect(form).toBeHidden();
}

test('the frame opens at the host, tells it of a top event, resizes with its content, no inner scrollbar', async ({
  page,
}) => {
  const frame = await openHost(page);
  expect(await lastPayload(page, 'in', 'sportsbook:initialized')).toEqual({
    locale: 'en',
    currency: 'EUR',
    is_logged_in: false,
  });
  const iframe = page.locator('#sportsbook iframe');
  const fitsContent = async () => {
    const { height } = await lastPayload(page, 'in', 'sportsbook:page-size-changed');
    const box = await iframe.boundingBox();
    return box !== null && Math.abs(box.height - Math.ceil(Number(height))) <= 1;
  };
  await expect.poll(fitsContent).toBe(true);
  const before = (await iframe.boundingBox())?.height ?? 0;

  // A top event clicked in the frame is told to the host.
  const top = frame.locator('[data-top-events] [data-match-id]').first();
  const id = Number(await top.getAttribute('data-match-id'));
  await top.locator('a[href]').first().click();
  await expect(log(page, 'in', 'sportsbook:top-event-clicked')).toHaveCount(1);
  expect(await lastPayload(page, 'in', 'sportsbook:top-event-clicked')).toEqual({ match_id: id });

  // Another page of other content: the frame follows it.
  await page.getByLabel('Path').fill('/results');
  await page.getByRole('button', { name: 'page_changed' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/Results/);
  await expect.poll(async () => (await iframe.boundingBox())?.height).not.toBe(before);
  await expect.poll(fitsContent).toBe(true);
  const inner = await sportsbookFrame(page).evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    view: window.innerHeight,
  }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.view + 1);
});

test('sign-in in the frame asks the host; the host token signs the frame in without cookies', async ({
  page,
  context,
}) => {
  const frame = await openHost(page);
  await frame.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(log(page, 'in', 'sportsbook:sign-in')).toHaveCount(1);
  // The host took it over: the frame opened no dialog of its own, but with the run's
  // sign_in_iframe_preloader it shows that it waits on the host until the token comes.
  await expect(frame.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  const waiting = frame.getByRole('dialog', { name: 'Continue on the host page' });
  await expect(waiting).toBeVisible();

  // The frame asks for the profile with the host's token as a bearer token, and no cookie.
  const profile = page.waitForRequest(
    (request) =>
      request.url() === `${urls.api}/api/platform/player` &&
      /^Bearer [\w-]+$/.test(request.headers().authorization ?? ''),
  );
  await signInOnHost(page);
  expect(await (await profile).headerValue('cookie')).toBeNull();
  await expect(waiting).toHaveCount(0);
  await expect(frame.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await expect(log(page, 'in', 'sportsbook:initialized')).toHaveCount(2);
  expect(await lastPayload(page, 'in', 'sportsbook:initialized')).toMatchObject({ is_logged_in: true });
  // Signed in through the API with the token alone: the player's balance came back.
  await expect(frame.getByRole('banner').getByTestId('header-balance')).toHaveText(/\d/);
  expect((await context.cookies()).filter((cookie) => cookie.name === 'sb_session')).toEqual([]);
});

test('locale and currency changed by the host take effect in the frame', async ({ page }) => {
  const player = await newPlayer(page);
  const frame = await openHost(page);
  await frame.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInOnHost(page, player.email, player.password);
  const balance = frame.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/€/);

  await page.getByLabel('Currency').fill('USD');
  await page.getByRole('button', { name: 'change_currency' }).click();
  await expect(log(page, 'in', 'sportsbook:notify-currency-changed')).toHaveCount(1);
  expect(await lastPayload(page, 'in', 'sportsbook:notify-currency-changed')).toEqual({ currency: 'USD' });
  await expect(balance).toHaveText(/\$/);

  // The locale reloads the frame in German; the host hands the session over again.
  await page.getByLabel('Locale').selectOption('de');
  await page.getByRole('button', { name: 'change_locale' }).click();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  await expect(log(page, 'in', 'sportsbook:initialized')).toHaveCount(3);
  expect(await lastPayload(page, 'in', 'sportsbook:initialized')).toEqual({
    locale: 'de',
    currency: 'USD',
    is_logged_in: true,
  });
  await expect(balance).toHaveText(/\$/);
});

interface ApiMatch {
  id: number;
  slug: string;
  main_market: {
    id: number;
    specifier: string;
    outcomes: { id: string; name: string; odds: number }[];
  } | null;
}

/** Prematch football matches with a main market, from the 100th on (other specs take the first ones). */
async function matches(page: Page): Promise<ApiMatch[]> {
  const reply = await page.request.get(prematchFootball(110));
  const all = ((await reply.json()).data as ApiMatch[]).filter((m) => m.main_market);
  expect(all.length).toBeGreaterThan(102);
  return all.slice(100);
}

test('applyBetCode restores a shared slip in the frame and keeps the code in its URL', async ({ page }) => {
  const [match] = await matches(page);
  const market = match?.main_market;
  const outcome = market?.outcomes[0];
  if (!match || !market || !outcome) throw new Error('no match');
  const shared = await page.request.post(`${urls.api}/api/sportsbook/v3/bets/share-code`, {
    headers: { origin: urls.web },
    data: {
      bets: [
        {
          stake: 300,
          currency: 'EUR',
          subunits: 2,
          bet_type: 'single',
          selections: [
            { match_id: match.id, market_id: market.id, specifier: market.specifier, outcome_id: outcome.id },
          ],
        },
      ],
    },
  });
  expect(shared.status()).toBe(200);
  const { code } = (await shared.json()) as { code: string };

  const frame = await openHost(page);
  await page.getByLabel('Bet code').fill(code);
  await page.getByRole('button', { name: 'apply_bet_code' }).click();
  const panel = frame.getByRole('region', { name: 'Bet slip' });
  await expect(panel.getByText('(1 selection)')).toBeVisible();
  await expect(panel.getByLabel('Stake (EUR)')).toHaveValue('3.00');
  await expect(log(page, 'in', 'sportsbook:bet-slip-state-changed').last()).toContainText('"selections":1');
  // Applied while the frame may still be leaving /init-sportsbook: the page it opens carries the code.
  await expect
    .poll(() => new URL(sportsbookFrame(page).url()).searchParams.get('betcode'), { timeout: 20_000 })
    .toBe(code);
});

/** A new player with 10.00 EUR, funded through the demo card page with a bearer session (no cookie). */
async function fundedPlayer(page: Page): Promise<{ email: string; password: string }> {
  const player = await newPlayer(page);
  const signedIn = await page.request.post(`${urls.api}/api/platform/users/sign-in`, {
    headers: { origin: urls.web },
    data: { ...player, bearer: true },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { origin: urls.web, authorization: `Bearer ${token}` };
  const profile = await page.request.put(`${urls.api}/api/platform/player/profile`, {
    headers,
    data: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  expect(profile.status()).toBe(200);
  const created = await page.request.post(`${urls.api}/api/platform/deposits`, {
    headers,
    data: { currency: 'EUR', amount: 1000 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const answered = await page.request.post(`${urls.api}/api/dev/payments/${id}`, {
    data: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  return player;
}

test('a bet placed in the frame raises bet-slip-state-changed and balance-changed', async ({ page }) => {
  const [, match] = await matches(page);
  const outcome = match?.main_market?.outcomes[0];
  if (!match || !outcome) throw new Error('no match');
  const player = await fundedPlayer(page);
  const frame = await openHost(page);
  await frame.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInOnHost(page, player.email, player.password);
  await expect(log(page, 'in', 'sportsbook:balance-changed')).toHaveCount(1);
  expect(await lastPayload(page, 'in', 'sportsbook:balance-changed')).toEqual({
    currency: 'EUR',
    balance: 1000,
  });

  await page.getByLabel('Path').fill(`/football/${match.slug}`);
  await page.getByRole('button', { name: 'page_changed' }).click();
  const pick = frame
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(outcome.name)} \\d`) })
    .first();
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(log(page, 'in', 'sportsbook:bet-slip-state-changed').last()).toContainText(
    '{"selections":1,"bets":1,"state":"initial"}',
  );

  const panel = frame.getByRole('region', { name: 'Bet slip' });
  const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await panel.getByLabel('Stake (EUR)').fill('2');
  await placeAcceptingMoves(panel);
  await expect(log(page, 'in', 'sportsbook:bet-slip-state-changed').last()).toContainText(
    '"state":"success"',
  );
  await expect
    .poll(async () => lastPayload(page, 'in', 'sportsbook:balance-changed'))
    .toEqual({ currency: 'EUR', balance: 800 });
});

test('messages from a foreign origin are ignored both ways', async ({ page }) => {
  const frame = await openHost(page);
  const sportsbook = sportsbookFrame(page);
  // Both windows note every message that reaches them, after the app's own listeners ran.
  const record = () => {
    (window as unknown as { seen: string[] }).seen = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { seen: string[] }).seen.push(`${event.origin} ${event.data?.type}`),
    );
  };
  await page.evaluate(record);
  await sportsbook.evaluate(record);

  // A page of another origin (the demo server under its other name) inside the host page posts a
  // valid host message to the sportsbook and a valid sportsbook message to the host.
  const foreign = `http://127.0.0.1:${urls.embedHostPort}/foreign`;
  await page.route(foreign, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        parent.frames[0].postMessage({ type: 'viewport', version: 1, payload: { top: 4321, height: 10 } }, '*');
        parent.postMessage({ type: 'sportsbook:sign-in', version: 1, payload: {} }, '*');
      </script>`,
    }),
  );
  await page.evaluate((src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    document.body.append(iframe);
  }, foreign);
  const origin = new URL(foreign).origin;
  const seen = (where: Page | Frame) => where.evaluate(() => (window as unknown as { seen: string[] }).seen);
  await expect.poll(() => seen(sportsbook)).toContain(`${origin} viewport`);
  await expect.poll(() => seen(page)).toContain(`${origin} sportsbook:sign-in`);
  // The bridge and the SDK act in their listeners, which ran before the notes were taken.
  const top = await sportsbook.evaluate(() =>
    document.documentElement.style.getPropertyValue('--embed-viewport-top'),
  );
  expect(top).not.toBe('4321px');
  expect(await log(page, 'in', 'sportsbook:sign-in').count()).toBe(0);

  // The same message from the host itself is taken.
  await page.getByRole('button', { name: /^viewport/ }).click();
  await expect
    .poll(() =>
      sportsbook.evaluate(() => document.documentElement.style.getPropertyValue('--embed-viewport-height')),
    )
    .toBe(`${await page.evaluate(() => window.innerHeight)}px`);
  await expect(frame.getByRole('main')).toBeVisible();
});

test('a host origin not on the list gets no sportsbook', async ({ page }) => {
  // The same demo server under its other name: not in the site config's embedding.allowed_origins.
  const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
  await page.goto(`http://127.0.0.1:${urls.embedHostPort}/`);
  await refused;
  await expect(page.frameLocator('#sportsbook iframe').getByRole('main')).toHaveCount(0);
  await expect(page.locator('#log li[data-direction="in"]')).toHaveCount(0);
});
