import { ErrorMessageKey, type TPageLayout, ZPageLayoutReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { ADMIN_UNAUTHORIZED } from '../../http/admin-guard';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aBonusApp } from '../bonuses/test-support';
import { DEMO_LAYOUT } from './defaults';

// Issue 27 item 1: the operator API of page layouts, guarded by ADMIN_API_KEY, stored per page key.

const KEY = 'an-admin-key-for-the-bonus-tests';

const aPageLayout = (overrides: Partial<TPageLayout> = {}): TPageLayout => ({
  content: [
    { id: 'welcome', type: 'text', body: { en: 'Welcome', de: 'Willkommen' } },
    { id: 'live-now', type: 'live_events', limit: 5 },
  ],
  ...overrides,
});

describe.each(testDatabases())('layout operator API on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let now = TEST_NOW;

  const put = (pageKey: string, body: unknown, key: string | null = KEY) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/layout/${pageKey}`,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: body as object,
    });
  const read = async (pageKey: string) => {
    const reply = await app.inject({ method: 'GET', url: `/api/sportsbook/layout/${pageKey}` });
    expect(reply.statusCode).toBe(200);
    return ZPageLayoutReply.parse(reply.json());
  };

  beforeAll(async () => {
    db = await database.create();
    ({ app } = await aBonusApp(db, () => now));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("serves the site config's layout of a page key until the operator edits it", async () => {
    const home = await read('sports');
    expect(home).toEqual({
      page_key: 'sports',
      layout: DEMO_LAYOUT.sports,
      source: 'site_config',
      updated_at: null,
    });
    expect((await read('bets_history')).layout).toEqual({});
  });

  it('refuses every operator call without the admin key', async () => {
    const replies = [
      await put('sports', aPageLayout(), null),
      await put('sports', aPageLayout(), 'not-the-admin-key'),
      await app.inject({ method: 'GET', url: '/api/admin/layout' }),
      await app.inject({ method: 'DELETE', url: '/api/admin/layout/sports' }),
    ];
    expect(replies).toHaveLength(4);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ message: ADMIN_UNAUTHORIZED });
    }
    expect((await read('sports')).source).toBe('site_config');
  });

  it('stores a page layout and serves it back, then restores the site config on delete', async () => {
    now = TEST_NOW + 1000;
    const saved = await put('custom:summer-cup', aPageLayout());
    expect(saved.statusCode).toBe(200);
    const back = await read('custom:summer-cup');
    expect(back).toEqual({
      page_key: 'custom:summer-cup',
      layout: aPageLayout(),
      source: 'stored',
      updated_at: TEST_NOW + 1000,
    });
    // A second edit replaces the first.
    const moved = aPageLayout({ content: [...(aPageLayout().content ?? [])].reverse() });
    expect((await put('custom:summer-cup', moved)).statusCode).toBe(200);
    expect((await read('custom:summer-cup')).layout).toEqual(moved);

    const all = await app.inject({
      method: 'GET',
      url: '/api/admin/layout',
      headers: { authorization: `Bearer ${KEY}` },
    });
    const keys = (all.json() as { pages: { page_key: string; source: string }[] }).pages.map(
      (page) => `${page.page_key}:${page.source}`,
    );
    expect(keys).toEqual(['custom:summer-cup:stored', 'sports:site_config']);

    const reset = await app.inject({
      method: 'DELETE',
      url: '/api/admin/layout/custom:summer-cup',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(reset.statusCode).toBe(200);
    expect(await read('custom:summer-cup')).toMatchObject({ layout: {}, source: 'site_config' });
  });

  it("keeps the site config's placements an edit leaves out, and clears one it sets empty", async () => {
    const right_sidebar = [{ id: 'promos', type: 'bonuses' as const }];
    expect((await put('sports', { right_sidebar })).statusCode).toBe(200);
    expect(await read('sports')).toMatchObject({
      layout: { ...DEMO_LAYOUT.sports, right_sidebar },
      source: 'stored',
    });

    expect((await put('sports', { content: [] })).statusCode).toBe(200);
    expect((await read('sports')).layout).toEqual({ ...DEMO_LAYOUT.sports, content: [] });

    const reset = await app.inject({
      method: 'DELETE',
      url: '/api/admin/layout/sports',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(reset.statusCode).toBe(200);
    expect(await read('sports')).toMatchObject({ layout: DEMO_LAYOUT.sports, source: 'site_config' });
  });

  it('answers a bad layout with 400 and the message key of the broken rule', async () => {
    const cases: [unknown, string, string][] = [
      [
        {
          content: [
            { id: 'a', type: 'text', body: { en: 'x' } },
            { id: 'a', type: 'live_events' },
          ],
        },
        'body.content.1.id',
        'error.layout.duplicate_widget_id',
      ],
      [
        { content: [{ id: 'a', type: 'no_such_widget' }] },
        'body.content.0.type',
        'error.validation.invalid_union',
      ],
      [
        {
          content: [
            { id: 'b', type: 'buttons', buttons: [{ label: { en: 'Go' }, href: 'javascript:alert(1)' }] },
          ],
        },
        'body.content.0.buttons.0.href',
        'error.layout.link',
      ],
      [{ footer: [] }, 'body', 'error.validation.unrecognized_keys'],
      // A match's own widget needs a match: the home page cannot take one.
      [
        { content: [{ id: 'markets', type: 'event_markets' }] },
        'body.content.0.type',
        'error.layout.match_widget',
      ],
      // The phone's tab bar takes tabs only, five at most.
      [{ tab_bar: [{ id: 'clock', type: 'clock' }] }, 'body.tab_bar.0.type', 'error.layout.tab_bar_widget'],
      [
        {
          tab_bar: [
            {
              id: 'six',
              type: 'buttons',
              buttons: [1, 2, 3, 4, 5].map((n) => ({ label: { en: `Tab ${n}` }, href: `/t${n}` })),
            },
            { id: 'chat', type: 'chat_toggle' },
          ],
        },
        'body.tab_bar',
        'error.layout.tab_bar_full',
      ],
    ];
    for (const [body, path, message] of cases) {
      const reply = await put('sports', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ message: ErrorMessageKey.invalidRequest });
      expect((reply.json() as { data: { details: unknown[] } }).data.details).toContainEqual({
        path,
        message,
      });
    }
    expect(cases).toHaveLength(7);
    const matchPage = {
      content: [
        { id: 'vote', type: 'prediction' },
        { id: 'markets', type: 'event_markets' },
      ],
    };
    expect((await put('match', matchPage)).statusCode).toBe(200);
    expect((await read('match')).layout).toEqual(matchPage);
    const badKey = await put('Not A Key', aPageLayout());
    expect(badKey.statusCode).toBe(400);
    expect((await read('sports')).source).toBe('site_config');
  });
});
