import { expect as baseExpect, type Page, test } from '@playwright/test';
import { urls } from '../env';
import { deposit, type MainMarketMatch, newPlayer, placeSingle, submitSignIn } from '../support';
import { startVariantStack, type VariantStack } from '../variant-stack';

// Issue 27 item 1: the operator changes the home page's layout through the operator API, and the
// running web shows it without a rebuild or restart. The home page (page key sports) is what
// nearly every other spec opens, so the change is made on a stack of its own (variant-stack.ts),
// on ports of its own, never on the shared stack that specs running in parallel read.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'default', timeout: 240_000 });

const at = {
  api: `http://127.0.0.1:${Number(process.env.E2E_LAYOUT_API_PORT ?? urls.apiPort + 3100)}`,
  web: `http://127.0.0.1:${Number(process.env.E2E_LAYOUT_WEB_PORT ?? urls.webPort + 3100)}`,
};
const adminKey = 'e2e-admin-key-of-the-layout-stack';
const auth = { authorization: `Bearer ${adminKey}` };

let stack: VariantStack | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Spanish pages have a chat desk, for the chat-toggle widget; English ones none.
  stack = await startVariantStack(
    'layout',
    { chat_by_locale: { es: { type: 'livechat', id: 'e2e-layout-es', region: 'eu' } } },
    { ADMIN_API_KEY: adminKey },
    at,
  );
});
test.afterAll(async () => {
  await stack?.stop();
});

/** The ids of the home page's widgets, in the order the page shows them. */
const widgetOrder = (page: Page) =>
  page
    .locator('main [data-widget-id]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));

/** Stores each page key's layout on the layout stack, runs `body`, then drops every edit whatever happens. */
async function withLayouts(page: Page, layouts: Record<string, unknown>, body: () => Promise<void>) {
  const stored: string[] = [];
  try {
    for (const [key, layout] of Object.entries(layouts)) {
      const saved = await page.request.put(`${at.api}/api/admin/layout/${encodeURIComponent(key)}`, {
        headers: auth,
        data: layout,
      });
      // The reply's issues in the message: a refused layout says what was wrong with it.
      expect(saved.status(), `${key}: ${await saved.text()}`).toBe(200);
      stored.push(key);
    }
    await body();
  } finally {
    // Soft: a failed drop is reported without hiding a failure of `body`, and the other keys still go.
    for (const key of stored) {
      const reset = await page.request.delete(`${at.api}/api/admin/layout/${encodeURIComponent(key)}`, {
        headers: auth,
      });
      expect.soft(reset.status(), key).toBe(200);
    }
  }
}

test('a layout change through the operator API changes the home page without a rebuild', async ({ page }) => {
  await page.goto(`${at.web}/en`);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel).toBeVisible();
  expect(await widgetOrder(page)).toEqual(['hero', 'jackpot', 'live-now', 'top-events']);

  const current = await (await page.request.get(`${at.api}/api/sportsbook/layout/sports`)).json();
  const content = current.layout.content as { id: string }[];
  const byId = (id: string) => content.find((widget) => widget.id === id);
  const edited = {
    content: [
      byId('hero'),
      { id: 'welcome', type: 'text', heading: { en: 'Summer cup' }, body: { en: 'Every final, live here.' } },
      byId('jackpot'),
      byId('top-events'),
      byId('live-now'),
    ],
  };
  const refused = await page.request.put(`${at.api}/api/admin/layout/sports`, { data: edited });
  expect(refused.status()).toBe(401);
  const saved = await page.request.put(`${at.api}/api/admin/layout/sports`, {
    headers: { authorization: `Bearer ${adminKey}` },
    data: edited,
  });
  expect(saved.status()).toBe(200);

  // The web holds a page's layout for a moment: the page is asked for again until the edit shows.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Summer cup' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Every final, live here.')).toBeVisible();
  expect(await widgetOrder(page)).toEqual(['hero', 'welcome', 'jackpot', 'top-events', 'live-now']);

  // The operator drops the edit: the site config's home is back.
  const reset = await page.request.delete(`${at.api}/api/admin/layout/sports`, {
    headers: { authorization: `Bearer ${adminKey}` },
  });
  expect(reset.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Summer cup' })).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(await widgetOrder(page)).toEqual(['hero', 'jackpot', 'live-now', 'top-events']);
});

test('the hero carousel can be paused and stepped through with the keyboard', async ({ page }) => {
  await page.goto(`${at.web}/en`);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const slide = (name: string) => carousel.getByRole('group', { name });
  await expect(slide('1 of 2')).toBeVisible();
  const pause = carousel.getByRole('button', { name: 'Pause slides' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
  // Paused (and held by the focus): whichever slide shows now stays until the player moves on.
  const [now, next] = (await slide('1 of 2').isVisible()) ? ['1 of 2', '2 of 2'] : ['2 of 2', '1 of 2'];
  await expect(slide(now)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slide(next)).toBeVisible();
  await expect(slide(now)).toBeHidden();
});

test('every page key takes the widgets its layout gives: match, league, sport, custom, esports, bets', async ({
  page,
}) => {
  const list = await page.request.get(
    `${at.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&limit=1`,
  );
  const [match] = (await list.json()).data as { slug: string; tournament: { slug: string } }[];
  if (!match) throw new Error('no upcoming football match');
  const pages: { key: string; path: string; more?: { id: string; [setting: string]: unknown }[] }[] = [
    { key: 'match', path: `/en/football/${match.slug}` },
    { key: 'league', path: `/en/football/${match.tournament.slug}` },
    {
      key: 'sport',
      path: '/en/football',
      // The list widgets a sport page may add: its open outrights and its latest results.
      more: [
        { id: 'winners', type: 'outrights', limit: 3, sport_key: 'football' },
        { id: 'latest', type: 'results', limit: 3, sport_key: 'football' },
      ],
    },
    { key: 'custom:general-rules', path: '/en/general-rules' },
    { key: 'e_sports', path: '/en/cybersport' },
    { key: 'bets_history', path: '/en/bets' },
  ];
  const layouts = Object.fromEntries(
    pages.map(({ key, more = [] }) => [
      key,
      {
        content: [
          { id: 'note', type: 'text', heading: { en: `Note for ${key}` }, body: { en: 'Cash out early.' } },
          { id: 'links', type: 'buttons', buttons: [{ label: { en: 'Live now' }, href: '/live' }] },
          ...more,
        ],
      },
    ]),
  );
  await withLayouts(page, layouts, async () => {
    for (const { key, path, more = [] } of pages) {
      // The web holds a page's layout for a moment: the page is asked for again until the edit shows.
      await expect(async () => {
        await page.goto(`${at.web}${path}`);
        await expect(page.getByRole('heading', { name: `Note for ${key}` })).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Live now' })).toHaveAttribute('href', '/en/live');
      expect(await widgetOrder(page), key).toEqual(['note', 'links', ...more.map((widget) => widget.id)]);
      // The page's own content stays: the widgets are added to it.
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (more.length > 0) {
        const outrights = main
          .locator('[data-widget-id="winners"]')
          .getByRole('region', { name: 'Outrights' });
        await expect(outrights.locator('[data-match-id]').first()).toBeVisible();
        const results = main.locator('[data-widget-id="latest"]').getByRole('region', { name: 'Results' });
        await expect(results.locator('[data-match-id]')).toHaveCount(3);
        await expect(results.getByText(/^Final score \d+–\d+$/).first()).toBeAttached();
      }
    }
  });
});

test("an operator arranges a match page's own widgets: markets first, the vote after a note", async ({
  page,
}) => {
  const list = await page.request.get(
    `${at.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&limit=1`,
  );
  const [match] = (await list.json()).data as { slug: string }[];
  if (!match) throw new Error('no upcoming football match');
  // A match widget has no match on the home page: refused there.
  const misplaced = await page.request.put(`${at.api}/api/admin/layout/sports`, {
    headers: auth,
    data: { content: [{ id: 'markets', type: 'event_markets' }] },
  });
  expect(misplaced.status()).toBe(400);
  expect(JSON.stringify(await misplaced.json())).toContain('error.layout.match_widget');
  const main = page.getByRole('main');
  const preview = main.getByRole('region', { name: 'Match preview' });
  const arranged = {
    content: [
      { id: 'markets', type: 'event_markets' },
      { id: 'note', type: 'text', heading: { en: 'Before you vote' }, body: { en: 'Form counts.' } },
      { id: 'vote', type: 'prediction' },
    ],
  };
  await withLayouts(page, { match: arranged }, async () => {
    await expect(async () => {
      await page.goto(`${at.web}/en/football/${match.slug}`);
      expect(await widgetOrder(page)).toEqual(['markets', 'note', 'vote']);
    }).toPass({ timeout: 60_000 });
    // Only what the operator placed: the preview is left out, the vote and markets are where put.
    await expect(
      main.locator('[data-widget-id="vote"]').getByRole('region', { name: 'Who will win?' }),
    ).toBeVisible();
    await expect(preview).toHaveCount(0);
    const markets = main.locator('[data-widget-id="markets"]');
    await expect(markets.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
    const odds = markets.getByRole('button', { name: /^.+ \d+\.\d{2}$/ }).first();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('complementary', { name: 'Bet slip' }).getByText('(1 selection)'),
    ).toBeVisible();
  });
  // Not arranged: the page shows its own widgets again, in its usual order.
  await expect(async () => {
    await page.goto(`${at.web}/en/football/${match.slug}`);
    await expect(preview).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(await widgetOrder(page)).toEqual([]);
  await expect(main.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
});

test("the player's widgets: top leagues, clock, odds format, promotions and language", async ({ page }) => {
  const home = {
    content: [
      { id: 'leagues', type: 'top_leagues', limit: 4 },
      { id: 'time', type: 'clock' },
      { id: 'format', type: 'odds' },
      { id: 'offers', type: 'bonuses' },
      { id: 'now', type: 'top_events', limit: 5 },
      { id: 'lang', type: 'language' },
    ],
  };
  await withLayouts(page, { sports: home }, async () => {
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      expect(await widgetOrder(page)).toEqual(['leagues', 'time', 'format', 'offers', 'now', 'lang']);
    }).toPass({ timeout: 60_000 });
    const main = page.getByRole('main');

    // The leagues of highest priority first, each a link to its page.
    const leagues = main.getByRole('navigation', { name: 'Top leagues' });
    await expect(leagues.getByRole('link')).toHaveCount(4);
    await expect(leagues.getByRole('link').first()).toHaveAttribute('href', /^\/en\/football\/[a-z0-9-]+$/);
    await expect(leagues.getByRole('link').first()).toContainText('UEFA Champions League');

    await expect(main.getByText('Your time')).toBeVisible();
    await expect(main.locator('[data-widget-id="time"] time')).toHaveText(/^\d{1,2}:\d{2}( [AP]M)?$/);

    await expect(main.getByRole('region', { name: 'Promotions' })).toBeVisible();

    // The odds format changes every price on the page at once.
    const price = main.locator('[data-widget-id="now"] [data-match-id] button[aria-pressed]').first();
    await expect(price).toHaveText(/\d\.\d\d/);
    await main.getByRole('group', { name: 'Odds format' }).getByLabel('American (-200)').check();
    await expect(price).toHaveText(/[+-]\d+/);

    // The language: the same page in German.
    await main.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(`${at.web}/de`);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Top-Ligen' })).toBeVisible();
  });
});

test('finding the way: starting soon, leagues, sport list, events filter, chat and sign-up widgets', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const home = {
    content: [
      { id: 'soon', type: 'schedule', hours: 72, limit: 5 },
      { id: 'leagues', type: 'leagues', sport_key: 'football' },
      { id: 'sports', type: 'sport_list' },
      { id: 'filter', type: 'events_filter' },
      { id: 'chat', type: 'chat_toggle' },
      { id: 'join', type: 'modal', modal: 'signUp', label: { en: 'Join now', es: 'Únete' } },
    ],
  };
  await withLayouts(page, { sports: home }, async () => {
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      expect(await widgetOrder(page)).toEqual(['soon', 'leagues', 'sports', 'filter', 'chat', 'join']);
    }).toPass({ timeout: 60_000 });

    // The next matches to start, soonest first, within the widget's limit.
    const soon = main.getByRole('region', { name: 'Starting soon' }).locator('[data-match-id]');
    await expect(soon.first()).toBeVisible();
    expect(await soon.count()).toBeLessThanOrEqual(5);

    // Every football league under its country or region, each a link to its page.
    const leagues = main.getByRole('navigation', { name: 'Football leagues' });
    await expect(leagues.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(leagues.getByRole('link').first()).toHaveAttribute('href', /^\/en\/football\/[a-z0-9-]+$/);

    // The sport list is a landmark of its own beside the sidebar's sports menu.
    const sports = main.getByRole('navigation', { name: 'All sports' });
    await expect(sports.getByRole('link', { name: /^Football/ })).toHaveAttribute('href', '/en/football');

    // No chat desk for English: the toggle is left out.
    await expect(main.locator('[data-widget-id="chat"] button')).toHaveCount(0);

    // A visitor is offered sign-up; the button opens it.
    await main.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeHidden();

    // The filter opens the schedule with what was chosen.
    const filter = main.getByRole('region', { name: 'Find matches' });
    await filter.getByLabel('Sport').selectOption('football');
    await filter.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/en\/schedule\?(.*&)?sport=football/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();

    // Spanish pages have a desk: the widget opens the chat (loading the provider first).
    await page.goto(`${at.web}/es`);
    // Once the page runs (its chat waits for a first interaction), as a player's tap would find it.
    await expect(page.getByTestId('chat-toggle')).toHaveAttribute('data-chat-state', 'listening');
    await main.locator('[data-widget-id="chat"] button').click();
    await expect(page.getByRole('dialog', { name: 'Demo chat (livechat)' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Únete' })).toBeVisible();
  });
});

test("a tournament's leaderboard: a visitor sees the board, a player's bet moves the pool live and gets a card", async ({
  page,
}) => {
  const board = page.getByRole('main').getByRole('region', { name: 'Leaderboard' });
  const home = { content: [{ id: 'board', type: 'leaderboard', bonus_id: 'demo-tournament', limit: 5 }] };
  await withLayouts(page, { sports: home }, async () => {
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      await expect(board).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const pool = board.getByText(/^Prize pool: /);
    await expect(pool).toHaveText(/^Prize pool: €[\d,]+\.\d\d$/);
    await expect(board.getByTestId('leaderboard-card')).toHaveCount(0);

    await page.goto(`${at.web}/en?modal=signIn`);
    await submitSignIn(page);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    const before = await pool.textContent();
    // A single at odds of 1.50 or more and a stake of €1 or more counts in the demo tournament.
    const list = await page.request.get(
      `${at.api}/api/sportsbook/matches?type=match&match_status=0&sport_key=football&limit=50`,
    );
    const match = ((await list.json()).data as MainMarketMatch[]).find(
      (m) => (m.main_market?.outcomes[0]?.odds ?? 0) >= 1_500,
    );
    if (!match) throw new Error('no football match whose first outcome is at 1.50 or more');
    await placeSingle(page.request, match, 500, at);
    // The pool grows by its share of the stake, live, without a reload.
    await expect(pool).not.toHaveText(before ?? '');
    await page.reload();
    await expect(board.getByTestId('leaderboard-card')).toHaveText(
      /^You are in place \d+ with €[\d,]+\.\d\d staked\.$/,
    );
    await expect(board.locator('tr[aria-current="true"]')).toContainText('you');
  });
});

test('the header strip, the sidebars and the mobile side menu take each page key’s widgets, across navigations', async ({
  page,
}) => {
  const note = (id: string, heading: string) => ({
    id,
    type: 'text',
    heading: { en: heading },
    body: { en: 'Odds boosts every weekend.' },
  });
  const layouts = {
    sport: {
      header: [note('sport-top', 'Sport header note')],
      left_sidebar: [{ id: 'side-clock', type: 'clock' }],
      right_sidebar: [note('sport-note', 'Sport side note')],
    },
    league: {
      right_sidebar: [note('league-note', 'League side note')],
      side_menu: [{ id: 'menu-odds', type: 'odds' }],
    },
  };
  await withLayouts(page, layouts, async () => {
    const reply = await page.request.get(`${at.api}/api/sportsbook/tournaments?sport_key=football&limit=500`);
    const leagues = (await reply.json()).data as { slug: string; priority: number }[];
    const league = [...leagues].sort((a, b) => b.priority - a.priority)[0];
    if (!league) throw new Error('no football league');
    await page.setViewportSize({ width: 1280, height: 900 });
    const sports = page.getByRole('complementary', { name: 'Sports' });
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(async () => {
      await page.goto(`${at.web}/en/football`);
      await expect(slip.getByRole('heading', { name: 'Sport side note' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(sports.getByText('Your time')).toBeVisible();
    await expect(page.getByRole('main').getByText('Sport side note')).toHaveCount(0);
    // The header placement: a strip under the header bar, outside the page's main content.
    const top = page.locator('[data-placement="header"]');
    await expect(top.getByRole('heading', { name: 'Sport header note' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sport header note')).toHaveCount(0);

    // A client navigation to a league: its own sidebar widgets replace the sport page's.
    await page.getByRole('main').locator(`a[href="/en/football/${league.slug}"]`).first().click();
    await expect(page).toHaveURL(`${at.web}/en/football/${league.slug}`);
    await expect(slip.getByRole('heading', { name: 'League side note' })).toBeVisible();
    await expect(slip.getByRole('heading', { name: 'Sport side note' })).toHaveCount(0);
    await expect(sports.getByText('Your time')).toHaveCount(0);
    await expect(top.getByRole('heading', { name: 'Sport header note' })).toHaveCount(0);

    // On a phone the league's side-menu widget stands in the menu, below the sports.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('navigation', { name: 'Sports menu' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Odds format' })).toBeVisible();
  });
});

test("a player's own widgets: the latest notifications, read where they stand, and the profile card", async ({
  page,
}) => {
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  const home = {
    content: [
      { id: 'inbox', type: 'notifications', limit: 3 },
      { id: 'me', type: 'profile' },
    ],
  };
  await withLayouts(page, { sports: home }, async () => {
    // A visitor: both widgets stand in the page and show nothing.
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      await expect(main.locator('[data-widget-id="me"]')).toBeAttached({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(banner.getByTestId('account-bar')).toBeVisible();
    await expect(main.getByTestId('profile-card')).toHaveCount(0);
    await expect(main.getByTestId('latest-notifications')).toHaveCount(0);

    const player = await newPlayer(page, at);
    await page.goto(`${at.web}/en?modal=signIn`);
    await submitSignIn(page, player.email, player.password);
    const card = main.getByRole('region', { name: 'Your account' });
    await expect(card).toContainText(`Signed in as ${player.email}`);
    await expect(card).toContainText('€0.00');
    const inbox = main.getByRole('region', { name: 'Notifications' });
    await expect(inbox).toContainText('No notifications yet.');

    // A deposit reaches both live: the notification in the list, the money on the card.
    await expect(banner.getByTestId('header-balance')).toHaveAttribute('data-live', 'true');
    await deposit(page.request, 10_000, at);
    const items = inbox.getByTestId('notification');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Deposit received: €100.00');
    await expect(card).toContainText('€100.00');
    const bell = banner.getByTestId('notifications-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await items.first().getByRole('button', { name: 'Mark as read' }).click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(bell).toHaveAccessibleName('Notifications');

    // The whole list is a button away; focus comes back to that button.
    const seeAll = inbox.getByRole('button', { name: 'See all' });
    await seeAll.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByTestId('notification')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(seeAll).toBeFocused();

    await card.getByRole('link', { name: 'My bets' }).click();
    await expect(page).toHaveURL(`${at.web}/en/bets`);
  });
});

test("the phone's tab bar takes the page's tabs, and a platform switcher links the operator's casino", async ({
  page,
}) => {
  const home = {
    content: [
      {
        id: 'platforms',
        type: 'platform_switcher',
        platforms: [{ label: { en: 'Casino', es: 'Casino' }, href: 'https://casino.example/' }],
      },
    ],
    tab_bar: [
      {
        id: 'tabs',
        type: 'buttons',
        buttons: [
          { label: { en: 'Promotions', es: 'Promociones' }, href: '/promotions' },
          { label: { en: 'Casino', es: 'Casino' }, href: 'https://casino.example/' },
        ],
      },
      { id: 'join', type: 'modal', modal: 'signUp', label: { en: 'Join', es: 'Únete' } },
      { id: 'chat', type: 'chat_toggle' },
    ],
  };
  await withLayouts(page, { sports: home }, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      await expect(tabBar.getByRole('link', { name: 'Promotions' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(tabBar.getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'href',
      'https://casino.example/',
    );
    await expect(tabBar.getByRole('button', { name: 'Join' })).toBeVisible();
    // The page's tabs replace the product's; English pages have no chat desk, so no chat tab.
    await expect(tabBar.getByRole('link', { name: 'Live' })).toHaveCount(0);
    await expect(tabBar.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    // The bar keeps its height: the slip bar still stands above its row of tabs.
    const slip = await page.getByRole('complementary', { name: 'Bet slip' }).boundingBox();
    const bar = await tabBar.getByRole('list').boundingBox();
    expect(slip && bar && slip.y + slip.height).toBeLessThanOrEqual(bar?.y ?? 0);

    const platforms = page.getByRole('main').getByRole('navigation', { name: 'Platforms' });
    await expect(platforms.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'true');
    await expect(platforms.getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'href',
      'https://casino.example/',
    );

    // A modal tab opens its modal; a tab to a page without tabs brings the product's own back.
    await tabBar.getByRole('button', { name: 'Join' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await expect(signUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
    await tabBar.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(`${at.web}/en/promotions`);
    await expect(tabBar.getByRole('link', { name: 'Live' })).toBeVisible();
    await expect(tabBar.getByRole('link', { name: 'Promotions' })).toHaveCount(0);

    // Spanish pages have a chat desk: there the chat tab stands too.
    const tabBarEs = page.getByRole('navigation', { name: 'Navegación principal' });
    await page.goto(`${at.web}/es`);
    await expect(tabBarEs.getByRole('button', { name: 'Chatea con nosotros' })).toBeVisible();
    await expect(tabBarEs.getByRole('link', { name: 'Promociones' })).toBeVisible();
  });

  // A tab bar of a chat toggle alone: where the language has no desk, the product's tabs stay.
  await withLayouts(page, { sports: { tab_bar: [{ id: 'chat', type: 'chat_toggle' }] } }, async () => {
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await expect(async () => {
      await page.goto(`${at.web}/en`);
      await expect(tabBar.getByRole('link', { name: 'Live' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(tabBar.getByRole('listitem')).toHaveCount(5);
    await page.goto(`${at.web}/es`);
    const tabBarEs = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(tabBarEs.getByRole('button', { name: 'Chatea con nosotros' })).toBeVisible();
    await expect(tabBarEs.getByRole('listitem')).toHaveCount(1);
  });
});
