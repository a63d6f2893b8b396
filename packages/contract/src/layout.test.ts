import { describe, expect, it } from 'vitest';
import {
  arrangesMatchWidgets,
  localizedText,
  pageLayoutIssues,
  type TPageLayout,
  type TWidget,
  ZLayout,
  ZPageKey,
  ZPageLayout,
} from './layout';

const aBanner = (overrides: Record<string, unknown> = {}) => ({
  id: 'hero',
  type: 'banners',
  slides: [{ title: { en: 'Live betting' }, href: '/live' }],
  ...overrides,
});

const messagesOf = (input: unknown) => {
  const parsed = ZPageLayout.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a page layout', () => {
  it('accepts widgets in every placement and fills in their default settings', () => {
    const layout = ZPageLayout.parse({
      header: [{ id: 'find', type: 'search' }],
      side_menu: [{ id: 'saved', type: 'favorites' }],
      content: [aBanner(), { id: 'top', type: 'top_events' }],
      right_sidebar: [{ id: 'promo', type: 'promo_code' }],
    } satisfies Record<string, unknown>);
    expect(layout.content?.[0]).toMatchObject({ interval_seconds: 6, slides: [{ tone: 'brand' }] });
    expect(layout.content?.[1]).toEqual({ id: 'top', type: 'top_events', limit: 30, max_per_sport: 3 });
  });

  it('takes the schedule, leagues, sport list, filter, chat, modal and leaderboard widgets', () => {
    const layout = ZPageLayout.parse({
      content: [
        { id: 'soon', type: 'schedule', hours: 6 },
        { id: 'leagues', type: 'leagues', sport_key: 'football' },
        { id: 'sports', type: 'sport_list' },
        { id: 'filter', type: 'events_filter' },
        { id: 'chat', type: 'chat_toggle' },
        { id: 'join', type: 'modal', modal: 'signUp', label: { en: 'Join now' } },
        { id: 'board', type: 'leaderboard', bonus_id: 'demo-tournament' },
      ],
    });
    expect(layout.content?.[6]).toEqual({
      id: 'board',
      type: 'leaderboard',
      bonus_id: 'demo-tournament',
      limit: 10,
    });
    expect(messagesOf({ content: [{ id: 'b', type: 'leaderboard', bonus_id: 'a b' }] })).toHaveLength(1);
    expect(layout.content?.[0]).toEqual({ id: 'soon', type: 'schedule', hours: 6, limit: 20 });
    expect(messagesOf({ content: [{ id: 'l', type: 'leagues' }] })).toHaveLength(1);
    expect(
      messagesOf({ content: [{ id: 'm', type: 'modal', modal: 'cashier', label: { en: 'x' } }] }),
    ).toHaveLength(1);
    expect(messagesOf({ content: [{ id: 's', type: 'schedule', hours: 100 }] })).toHaveLength(1);
  });

  it("takes a player's own widgets: the latest notifications (1 to 20) and the profile", () => {
    const layout = ZPageLayout.parse({
      right_sidebar: [
        { id: 'inbox', type: 'notifications' },
        { id: 'me', type: 'profile' },
      ],
    });
    expect(layout.right_sidebar).toEqual([
      { id: 'inbox', type: 'notifications', limit: 5 },
      { id: 'me', type: 'profile' },
    ]);
    expect(messagesOf({ content: [{ id: 'n', type: 'notifications', limit: 21 }] })).toHaveLength(1);
    expect(messagesOf({ content: [{ id: 'n', type: 'notifications', limit: 0 }] })).toHaveLength(1);
  });

  it('refuses two widgets with one id, even in different placements', () => {
    expect(
      messagesOf({ header: [{ id: 'a', type: 'search' }], content: [{ id: 'a', type: 'favorites' }] }),
    ).toEqual(['error.layout.duplicate_widget_id']);
  });

  it('refuses an unknown widget, placement or setting out of range', () => {
    expect(messagesOf({ content: [{ id: 'x', type: 'casino_lobby' }] })).toHaveLength(1);
    expect(messagesOf({ footer: [] })).toHaveLength(1);
    expect(messagesOf({ content: [aBanner({ interval_seconds: 1 })] })).toHaveLength(1);
    expect(messagesOf({ content: [aBanner({ slides: [] })] })).toHaveLength(1);
  });

  it('refuses links that are neither a site path nor https', () => {
    for (const href of ['javascript:alert(1)', 'http://plain.example', '//other.example/x', 'live'])
      expect(messagesOf({ content: [aBanner({ slides: [{ title: { en: 'A' }, href }] })] })).toEqual([
        'error.layout.link',
      ]);
    expect(
      messagesOf({ content: [aBanner({ slides: [{ title: { en: 'A' }, href: 'https://ok.example/a' }] })] }),
    ).toEqual([]);
  });

  it("takes a banner picture only from the site's own /images folder", () => {
    const withImage = (src: string) =>
      messagesOf({ content: [aBanner({ slides: [{ title: { en: 'A' }, image: { src } }] })] });
    expect(withImage('/images/banners/week.webp')).toEqual([]);
    for (const src of ['https://cdn.example/a.png', '/images/../secret.svg', '/images/a.gif', 'images/a.png'])
      expect(withImage(src), src).toEqual(['error.layout.image']);
  });

  it('refuses an iframe that is not https and operator text in no language', () => {
    const frame = { id: 'f', type: 'iframe', title: { en: 'Stats' } };
    expect(messagesOf({ content: [{ ...frame, src: 'http://stats.example' }] })).toHaveLength(1);
    expect(messagesOf({ content: [{ ...frame, src: 'https://stats.example' }] })).toEqual([]);
    expect(messagesOf({ content: [{ id: 't', type: 'text', body: {} }] })).toEqual([
      'error.layout.text_empty',
    ]);
  });
});

describe('page keys', () => {
  it('are the SPEC page keys or custom:<slug>', () => {
    const valid = ['sports', 'e_sports', 'sport', 'match', 'league', 'bets_history', 'custom:summer-cup'];
    const invalid = ['home', 'custom:', 'custom:Summer', 'custom:-x', 'custom:a/b'];
    expect(valid.filter((key) => ZPageKey.safeParse(key).success)).toEqual(valid);
    expect(invalid.filter((key) => ZPageKey.safeParse(key).success)).toEqual([]);
  });

  it('key a layout; an unknown key is refused', () => {
    const page: TPageLayout = { content: [] };
    expect(ZLayout.safeParse({ sports: page, 'custom:faq': page }).success).toBe(true);
    const parsed = ZLayout.safeParse({ homepage: page });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      'error.layout.page_key',
    ]);
  });
});

describe('match widgets', () => {
  const markets = { id: 'markets', type: 'event_markets' };
  it("stand in the match page's content only", () => {
    const parsed = ZLayout.safeParse({
      match: { content: [{ id: 'vote', type: 'prediction' }, markets] },
      sports: { content: [markets] },
      league: { right_sidebar: [{ id: 'stats', type: 'event_stats' }] },
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sports.content.0.type', 'error.layout.match_widget'],
      ['league.right_sidebar.0.type', 'error.layout.match_widget'],
    ]);
    expect(pageLayoutIssues('match', { left_sidebar: [{ id: 'p', type: 'match_preview' }] })).toEqual([
      { path: ['left_sidebar', 0, 'type'], message: 'error.layout.match_widget' },
    ]);
  });

  it('arrange the match page when its content names any of them', () => {
    expect(arrangesMatchWidgets({ content: [{ id: 'c', type: 'clock' }] })).toBe(false);
    expect(arrangesMatchWidgets({ content: [{ id: 'c', type: 'clock' }, markets as TWidget] })).toBe(true);
    expect(arrangesMatchWidgets({})).toBe(false);
  });
});

describe('operator text', () => {
  const text = { en: 'Live', 'pt-BR': 'Ao vivo', de: 'Live-Wetten' };
  it("reads the page's locale, its language, the fallback, then the first given", () => {
    expect(localizedText(text, 'pt-BR', 'en')).toBe('Ao vivo');
    expect(localizedText(text, 'de-AT', 'en')).toBe('Live-Wetten');
    expect(localizedText(text, 'fr', 'en')).toBe('Live');
    expect(localizedText({ de: 'Nur Deutsch' }, 'fr', 'en')).toBe('Nur Deutsch');
  });
});

describe('the tab bar', () => {
  const link = (n: number) => ({ label: { en: `Tab ${n}` }, href: `/t${n}` });
  it('takes links, a modal button and the chat toggle, five tabs at most', () => {
    const page = {
      tab_bar: [
        { id: 'links', type: 'buttons', buttons: [link(1), link(2), link(3)] },
        { id: 'join', type: 'modal', modal: 'signUp', label: { en: 'Join' } },
        { id: 'chat', type: 'chat_toggle' },
      ],
    };
    expect(ZLayout.safeParse({ sports: page }).success).toBe(true);
    const six = { tab_bar: [...page.tab_bar, { id: 'more', type: 'buttons', buttons: [link(4)] }] };
    expect(pageLayoutIssues('sports', ZPageLayout.parse(six))).toEqual([
      { path: ['tab_bar'], message: 'error.layout.tab_bar_full' },
    ]);
  });

  it('refuses a widget that is no tab', () => {
    expect(pageLayoutIssues('sports', ZPageLayout.parse({ tab_bar: [{ id: 'c', type: 'clock' }] }))).toEqual([
      { path: ['tab_bar', 0, 'type'], message: 'error.layout.tab_bar_widget' },
    ]);
  });
});

describe('the platform switcher', () => {
  it('takes one to five https links to the other platforms', () => {
    const switcher = (platforms: unknown[]) => ({
      content: [{ id: 'p', type: 'platform_switcher', platforms }],
    });
    const casino = { label: { en: 'Casino' }, href: 'https://casino.example/' };
    expect(ZPageLayout.safeParse(switcher([casino])).success).toBe(true);
    expect(ZPageLayout.safeParse(switcher([])).success).toBe(false);
    expect(ZPageLayout.safeParse(switcher([{ ...casino, href: 'http://casino.example/' }])).success).toBe(
      false,
    );
    expect(ZPageLayout.safeParse(switcher(Array(6).fill(casino))).success).toBe(false);
  });
});
