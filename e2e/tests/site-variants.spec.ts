import {
  type APIRequestContext,
  type APIResponse,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { FEATURE_FLAGS } from '../../packages/contract/src/site-config';
import { urls } from '../env';
import { DEMO, newPlayer, PRICE, slip, submitSignIn } from '../support';
import { startVariantStack, type VariantStack, variantUrls } from '../variant-stack';

// Site-config settings that would change every other spec's pages (issue 23): each group of tests
// starts its own stack from the build with that config (variant-stack.ts), one after the other.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: 'default', timeout: 240_000 });

let stack: VariantStack | undefined;

test.describe('sign-up reminder', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Sign-in off as well (SPEC §6): a visitor-only stack, where it changes nothing of the reminder.
    stack = await startVariantStack('reminder', {
      sign_up_reminder_seconds: 2,
      features: { sign_in: false },
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  const reminder = (page: Page) => page.getByRole('dialog', { name: 'Join us' });

  test('a visitor is reminded to sign up once; the reminder is remembered', async ({ page, browser }) => {
    await page.goto(`${variantUrls.web}/en`);
    await expect(reminder(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sign_up_reminder_shown'))).toBe('1');
    await reminder(page).getByRole('button', { name: 'Not now' }).click();
    await expect(reminder(page)).toBeHidden();

    // The page is loaded again; a browser without the remembered reminder, opened after it, shows
    // it after the same delay, so by then this page would show it too if it were to.
    await page.reload();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${variantUrls.web}/en`);
    await expect(reminder(other)).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);

    // Its action opens the sign-up form in its place.
    await reminder(other).getByRole('button', { name: 'Sign up' }).click();
    await expect(other.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(reminder(other)).toHaveCount(0);
    await fresh.close();
  });

  test('sign_in off: no sign-in in the header or from ?modal=signIn, and the server refuses it', async ({
    page,
  }) => {
    await page.goto(`${variantUrls.web}/en?modal=signIn`);
    const bar = page.getByRole('banner').getByTestId('account-bar');
    await expect(bar.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    // The parameter is taken once the modal request is handled; the sign-in did not open.
    await expect(page).not.toHaveURL(/modal=/);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    const refused = await page.request.post(`${variantUrls.api}/api/platform/users/sign-in`, {
      headers: { origin: variantUrls.web },
      data: DEMO,
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('error.users.sign_in_disabled');
  });
});

test.describe('user-group redirect', () => {
  // The platform's front origin stands in as the variant API's origin: a real page on this machine
  // (Playwright's routing does not see the target of a redirect).
  const front = variantUrls.api;
  const adminKey = 'e2e-admin-key-of-the-variant-stack';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startVariantStack(
      'user-group',
      { user_group_redirect: { enabled: true, player_group_id: 'vip', front_origin: front } },
      { ADMIN_API_KEY: adminKey },
    );
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('a visitor and a player outside the group are sent to the front origin; a member is served', async ({
    page,
  }) => {
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(front);

    const { email, password } = await newPlayer(page, variantUrls);
    const signIn = await page.request.post(`${variantUrls.api}/api/platform/users/sign-in`, {
      headers: { origin: variantUrls.web },
      data: { email, password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(front);

    const profile = await page.request.get(`${variantUrls.api}/api/platform/player`);
    const { id } = (await profile.json()) as { id: string };
    const unauthorised = await page.request.put(`${variantUrls.api}/api/admin/players/${id}/groups`, {
      data: { groups: ['vip'] },
    });
    expect(unauthorised.status()).toBe(401);
    const grouped = await page.request.put(`${variantUrls.api}/api/admin/players/${id}/groups`, {
      headers: { authorization: `Bearer ${adminKey}` },
      data: { groups: ['vip'] },
    });
    expect(grouped.status()).toBe(200);
    await page.goto(`${variantUrls.web}/en/live`);
    expect(new URL(page.url()).origin).toBe(variantUrls.web);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  });
});

test.describe('SPEC §6 flags switched off', () => {
  // Every flag off but sign-in, which the player-only features need to be seen at all; sign-in off
  // is the reminder stack's (above). The main stack, with the flags on, shows each feature.
  const off = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flag === 'sign_in']));

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startVariantStack('flags-off', {
      features: off,
      is_premium_cricket_enabled: false,
      is_horse_racing_enabled: false,
      is_lottery_enabled: false,
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  interface At {
    web: string;
    api: string;
    on: boolean;
  }
  interface Row {
    flag: (typeof FEATURE_FLAGS)[number];
    who: 'visitor' | 'player';
    /** Shows the place where the feature would be (settled) and returns the feature; none: no picture. */
    feature?: (page: Page) => Promise<Locator>;
    /** The server capability the flag guards: its answer ("status message") with the flag off. */
    api?: { call: (request: APIRequestContext, at: At) => Promise<string>; off: string };
  }

  const answer = async (reply: APIResponse) => {
    const body = (await reply.json().catch(() => ({}))) as { message?: string };
    return `${reply.status()} ${body.message ?? ''}`.trim();
  };
  const get = (path: string) => async (request: APIRequestContext, at: At) =>
    answer(await request.get(`${at.api}${path}`));
  const post = (path: string, data: () => object) => async (request: APIRequestContext, at: At) =>
    answer(await request.post(`${at.api}${path}`, { headers: { origin: at.web }, data: data() }));

  const ROWS: Row[] = [
    {
      flag: 'sign_up',
      who: 'visitor',
      feature: async (page) => page.getByRole('banner').getByRole('button', { name: 'Sign up' }),
      api: {
        call: post('/api/platform/users/sign-up', () => ({
          email: `flags-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
          password: 'correct horse battery',
          currency: 'EUR',
          locale: 'en',
          country: 'DE',
        })),
        off: '403 error.users.sign_up_disabled',
      },
    },
    {
      flag: 'jackpots',
      who: 'visitor',
      feature: async (page) => page.getByRole('region', { name: 'Sportsbook Jackpot' }),
      api: { call: get('/api/sportsbook/jackpots'), off: '404 error.request.not_found' },
    },
    {
      flag: 'share_bet',
      who: 'visitor',
      // A pick puts the slip on screen; sharing is one of its actions.
      feature: async (page) => {
        await page.locator(PRICE).first().click();
        const panel = slip(page);
        await expect(panel.getByText('(1 selection)')).toBeVisible();
        const toggle = panel.getByRole('button', { name: /^(Open|Close) bet slip$/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(panel.getByRole('button', { name: 'Clear all' })).toBeVisible();
        return panel.getByRole('button', { name: 'Share', exact: true });
      },
      api: {
        call: get('/api/sportsbook/v3/bets/share-code?code=NOSUCHCODE'),
        off: '404 error.request.not_found',
      },
    },
    {
      flag: 'quick_deposit',
      who: 'player',
      feature: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const quick = page.getByRole('dialog', { name: 'Quick deposit' });
        if ((await quick.count()) === 0)
          await expect(page.getByRole('dialog', { name: 'Deposit', exact: true })).toBeVisible();
        return quick;
      },
    },
    {
      flag: 'responsible_gambling',
      who: 'player',
      feature: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Settings' });
        await expect(dialog.getByText('Odds format')).toBeVisible();
        return dialog.getByRole('heading', { name: 'Responsible gambling' });
      },
      api: { call: get('/api/platform/player/limits'), off: '403 error.limits.disabled' },
    },
    {
      // No picture of its own: the heartbeat the web would send is refused by the server.
      flag: 'activity_tracking',
      who: 'player',
      api: {
        call: post('/api/platform/player/activity', () => ({})),
        off: '403 error.limits.activity_tracking_disabled',
      },
    },
  ];

  test('the arena, premium cricket, horse racing and lotteries answer 404 with their settings off; the main stack, with them on, serves them', async ({
    request,
  }) => {
    for (const path of ['/en/virtual-gaming-arena', '/en/premium-cricket', '/en/racing', '/en/lotteries']) {
      expect((await request.get(`${variantUrls.web}${path}`)).status(), `${path} off`).toBe(404);
      expect((await request.get(`${urls.web}${path}`)).status(), `${path} on`).toBe(200);
    }
    // Off, the areas' matches are not listed by the API either, nor is a race's page served.
    for (const type of ['premium_cricket', 'horse_racing', 'lottery']) {
      const listed = await request.get(`${variantUrls.api}/api/sportsbook/matches?sport_type=${type}`);
      expect((await listed.json()).pagination.total, type).toBe(0);
    }
    const races = await request.get(`${urls.api}/api/sportsbook/matches?sport_type=horse_racing&limit=1`);
    const [race] = (await races.json()).data as { slug: string }[];
    expect(race, 'a race on the main stack').toBeDefined();
    const path = `/en/horse-racing/${race?.slug}`;
    expect((await request.get(`${variantUrls.web}${path}`)).status(), `${path} off`).toBe(404);
    expect((await request.get(`${urls.web}${path}`)).status(), `${path} on`).toBe(200);
  });

  test('each flag off removes its feature (table); on, the main stack shows it', async ({ browser }) => {
    // Two stacks, a visitor and a player on each: more pages than one test of this file visits.
    test.setTimeout(600_000);
    let checked = 0;
    for (const at of [
      { web: urls.web, api: urls.api, on: true },
      { web: variantUrls.web, api: variantUrls.api, on: false },
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${at.web}/en`);
      await expect(page.getByRole('banner').getByTestId('account-bar')).toBeVisible();
      for (const who of ['visitor', 'player'] as const) {
        if (who === 'player') {
          // Sign-up is off on the variant: its demo player; on the main stack a player of its own.
          const player = at.on ? await newPlayer(page, at) : DEMO;
          await page.goto(`${at.web}/en?modal=signIn`);
          await submitSignIn(page, player.email, player.password);
          await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
          const named = await page.request.put(`${at.api}/api/platform/player/profile`, {
            headers: { origin: at.web },
            data: { first_name: 'Ada', last_name: 'Lovelace' },
          });
          expect(named.status()).toBe(200);
          await page.reload();
          await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
        }
        for (const row of ROWS.filter((r) => r.who === who)) {
          const where = `${row.flag} ${at.on ? 'on' : 'off'}`;
          if (row.feature) {
            const feature = await row.feature(page);
            if (at.on) await expect(feature, where).toBeVisible();
            else await expect(feature, where).toHaveCount(0);
          }
          if (row.api) {
            const got = await row.api.call(page.request, at);
            if (at.on) expect(got, `${where}: the server serves it`).not.toBe(row.api.off);
            else expect(got, `${where}: the server refuses it`).toBe(row.api.off);
          }
          checked++;
        }
      }
      await context.close();
    }
    expect(checked).toBe(ROWS.length * 2);
  });
});
