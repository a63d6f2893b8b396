import { z } from 'zod';
import { ZBonusId } from './bonus-conditions';
import { NOTIFICATIONS_LIMIT } from './engagement';
import { SITE_IMAGE_PATH } from './site-images';

/**
 * Operator-configured layout (SPEC §2 'Layout and panels'): per page key, per placement, an ordered
 * list of widgets with their settings. The site config carries the operator's file; the operator
 * API stores edits per page key, which replace that page of the file.
 */

/** SPEC §2 page keys; a custom page is `custom:<slug>`. */
export const PAGE_KEYS = ['sports', 'e_sports', 'sport', 'match', 'league', 'bets_history'] as const;
const CUSTOM_PAGE_KEY = /^custom:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const ZPageKey = z.union([
  z.enum(PAGE_KEYS),
  z.string().regex(CUSTOM_PAGE_KEY, { message: 'error.layout.page_key' }),
]);
export type TPageKey = z.infer<typeof ZPageKey>;

/** SPEC §2 placements, plus the page's own content column. */
export const PLACEMENTS = [
  'header',
  'left_sidebar',
  'side_menu',
  'tab_bar',
  'content',
  'right_sidebar',
] as const;
export type TPlacement = (typeof PLACEMENTS)[number];

/** Operator text in the site's languages: the page's locale, else the default locale's, else the first. */
export const ZLocalizedText = z
  .record(z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/), z.string().min(1).max(500))
  .refine((text) => Object.keys(text).length > 0, { message: 'error.layout.text_empty' });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** A link target: a path of the site (`/live`) or an absolute https address. */
export const ZLinkTarget = z
  .string()
  .max(500)
  .refine((href) => /^\/(?!\/)/.test(href) || /^https:\/\/[^\s]+$/.test(href), {
    message: 'error.layout.link',
  });

const ZWidgetId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { message: 'error.layout.widget_id' });
const listLimit = z.number().int().min(1).max(50);
const ZSportKey = z.string().regex(/^[a-z0-9_-]{1,40}$/);
/** A list widget narrowed to one sport, by its key. */
const ZSportKeyFilter = ZSportKey.optional();

export const BANNER_TONES = ['brand', 'accent', 'dark'] as const;

export const ZBannerSlide = z.object({
  title: ZLocalizedText,
  text: ZLocalizedText.optional(),
  href: ZLinkTarget.optional(),
  /** Background colour family from the theme tokens, behind the text (and the image, if any). */
  tone: z.enum(BANNER_TONES).default('brand'),
  /** A picture beside the text; its alternative text only if it says more than the title. */
  image: z
    .object({
      src: z.string().regex(SITE_IMAGE_PATH, { message: 'error.layout.image' }),
      alt: ZLocalizedText.optional(),
    })
    .optional(),
});
export type TBannerSlide = z.infer<typeof ZBannerSlide>;

/**
 * The content widgets of SPEC §2 that the product renders. Each is `{id, type, ...settings}`; `id`
 * is unique in the page so an edit can name a widget and the page can mark it.
 */
export const ZWidget = z.discriminatedUnion('type', [
  z.object({
    id: ZWidgetId,
    type: z.literal('banners'),
    slides: z.array(ZBannerSlide).min(1).max(10),
    /** Seconds a slide shows while the carousel plays. */
    interval_seconds: z.number().int().min(3).max(30).default(6),
  }),
  z.object({
    id: ZWidgetId,
    type: z.literal('text'),
    heading: ZLocalizedText.optional(),
    body: ZLocalizedText,
  }),
  z.object({
    id: ZWidgetId,
    type: z.literal('buttons'),
    buttons: z
      .array(z.object({ label: ZLocalizedText, href: ZLinkTarget }))
      .min(1)
      .max(6),
  }),
  z.object({
    id: ZWidgetId,
    type: z.literal('iframe'),
    src: z.url({ protocol: /^https$/ }).max(500),
    /** A frame needs an accessible name. */
    title: ZLocalizedText,
    height: z.number().int().min(100).max(2000).default(400),
  }),
  z.object({ id: ZWidgetId, type: z.literal('live_events'), limit: listLimit.default(10) }),
  z.object({
    id: ZWidgetId,
    type: z.literal('prematch_events'),
    limit: listLimit.default(20),
    sport_key: ZSportKeyFilter,
  }),
  /** Season-long markets (league winners and the like) still open. */
  z.object({
    id: ZWidgetId,
    type: z.literal('outrights'),
    limit: listLimit.default(10),
    sport_key: ZSportKeyFilter,
  }),
  /** The latest finished matches with their final scores. */
  z.object({
    id: ZWidgetId,
    type: z.literal('results'),
    limit: listLimit.default(20),
    sport_key: ZSportKeyFilter,
  }),
  z.object({
    id: ZWidgetId,
    type: z.literal('top_events'),
    limit: listLimit.default(30),
    max_per_sport: z.number().int().min(1).max(10).default(3),
  }),
  z.object({ id: ZWidgetId, type: z.literal('jackpot_banner') }),
  z.object({ id: ZWidgetId, type: z.literal('promo_code') }),
  z.object({ id: ZWidgetId, type: z.literal('search') }),
  z.object({ id: ZWidgetId, type: z.literal('favorites') }),
  /** Links to the leagues of highest priority (SPEC §2 'top leagues navigation'). */
  z.object({
    id: ZWidgetId,
    type: z.literal('top_leagues'),
    limit: listLimit.default(8),
    sport_key: ZSportKeyFilter,
  }),
  /** The promotions on offer, each open to take part in. */
  z.object({ id: ZWidgetId, type: z.literal('bonuses') }),
  /** The time now in the player's zone. */
  z.object({ id: ZWidgetId, type: z.literal('clock') }),
  /** The page's language. */
  z.object({ id: ZWidgetId, type: z.literal('language') }),
  /** The odds format. */
  z.object({ id: ZWidgetId, type: z.literal('odds') }),
  /** Matches starting within the next `hours`, soonest first (SPEC §2 'schedule'). */
  z.object({
    id: ZWidgetId,
    type: z.literal('schedule'),
    hours: z.number().int().min(1).max(72).default(24),
    limit: listLimit.default(20),
    sport_key: ZSportKeyFilter,
  }),
  /** Every league of one sport, by country or region (SPEC §2 'leagues'). */
  z.object({ id: ZWidgetId, type: z.literal('leagues'), sport_key: ZSportKey }),
  /** The sports and areas with their match counts (SPEC §2 'sport list'). */
  z.object({ id: ZWidgetId, type: z.literal('sport_list') }),
  /** The schedule's filters (sport, time, date, order, bettable only), opening /schedule (SPEC §2 'events filter'). */
  z.object({ id: ZWidgetId, type: z.literal('events_filter') }),
  /** Opens the live chat where the page's language has a chat desk (SPEC §2 'chat toggle'). */
  z.object({ id: ZWidgetId, type: z.literal('chat_toggle') }),
  /**
   * A button that opens a modal (SPEC §2 'modals'): sign-in or sign-up for a visitor (where the
   * site allows them), deposit for a player; shown only to whom it serves.
   */
  z.object({
    id: ZWidgetId,
    type: z.literal('modal'),
    modal: z.enum(['signIn', 'signUp', 'deposit']),
    label: ZLocalizedText,
  }),
  /**
   * A hunting tournament's leaderboard (SPEC §2 'leaderboard and card'): its pool and leading
   * players by farmed amount, and the signed-in player's own position as a card.
   */
  z.object({
    id: ZWidgetId,
    type: z.literal('leaderboard'),
    bonus_id: ZBonusId,
    title: ZLocalizedText.optional(),
    limit: z.number().int().min(3).max(50).default(10),
  }),
  /** A signed-in player's newest notifications, each to be marked read, and the whole list a button away. */
  z.object({
    id: ZWidgetId,
    type: z.literal('notifications'),
    limit: z.number().int().min(1).max(NOTIFICATIONS_LIMIT).default(5),
  }),
  /** Who is signed in, the balance, deposit and the player's bets (nothing for a visitor). */
  z.object({ id: ZWidgetId, type: z.literal('profile') }),
  /**
   * The sportsbook beside the operator's other platforms (SPEC §1: casino and wallet live on a
   * sibling platform), each a link there; the sportsbook is marked as the current one.
   */
  z.object({
    id: ZWidgetId,
    type: z.literal('platform_switcher'),
    platforms: z
      .array(z.object({ label: ZLocalizedText, href: z.url({ protocol: /^https$/ }).max(500) }))
      .min(1)
      .max(5),
  }),
  /** The match's markets, in their groups (MATCH_WIDGETS). */
  z.object({ id: ZWidgetId, type: z.literal('event_markets') }),
  /** The match's statistics once it has started, with its picture when live (MATCH_WIDGETS). */
  z.object({ id: ZWidgetId, type: z.literal('event_stats') }),
  /** The match's preview before the start: form and head to head (MATCH_WIDGETS). */
  z.object({ id: ZWidgetId, type: z.literal('match_preview') }),
  /** The players' vote on the match's outcome, while it can be bet on (MATCH_WIDGETS). */
  z.object({ id: ZWidgetId, type: z.literal('prediction') }),
]);
export type TWidget = z.infer<typeof ZWidget>;
export type TWidgetType = TWidget['type'];

/**
 * The widgets about the match a page shows: only the match page's content takes them. When that
 * content names none of them, the match page shows them itself in its usual order (preview or
 * statistics, prediction, markets) after the operator's widgets; when it names any, it shows
 * those only, where the operator put them.
 */
export const MATCH_WIDGETS = ['event_markets', 'event_stats', 'match_preview', 'prediction'] as const;
const isMatchWidget = (widget: TWidget) => (MATCH_WIDGETS as readonly string[]).includes(widget.type);

/** Whether a match page's content arranges the match's own widgets (MATCH_WIDGETS). */
export const arrangesMatchWidgets = (page: TPageLayout): boolean => (page.content ?? []).some(isMatchWidget);

/**
 * The widgets a tab of the phone's tab bar can be: links (each button one tab), a modal's button
 * and the chat toggle. A page whose layout sets the tab bar shows these tabs instead of the
 * product's own, in the bar's one row.
 */
export const TAB_BAR_WIDGETS = ['buttons', 'modal', 'chat_toggle'] as const;
export const TAB_BAR_MAX_TABS = 5;
const isTabBarWidget = (widget: TWidget) => (TAB_BAR_WIDGETS as readonly string[]).includes(widget.type);
/** How many tabs a widget makes in the tab bar. */
export const tabsOf = (widget: TWidget): number => (widget.type === 'buttons' ? widget.buttons.length : 1);

/**
 * What a page key's layout may not hold beyond its own shape: a match widget outside the match
 * page's content; in the tab bar, a widget that is no tab or more tabs than fit. Paths are within
 * the page layout.
 */
export function pageLayoutIssues(
  pageKey: string,
  page: TPageLayout,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const placement of PLACEMENTS)
    page[placement]?.forEach((widget, index) => {
      if (isMatchWidget(widget) && (pageKey !== 'match' || placement !== 'content'))
        issues.push({ path: [placement, index, 'type'], message: 'error.layout.match_widget' });
      else if (placement === 'tab_bar' && !isTabBarWidget(widget))
        issues.push({ path: [placement, index, 'type'], message: 'error.layout.tab_bar_widget' });
    });
  const tabs = (page.tab_bar ?? []).reduce((sum, widget) => sum + tabsOf(widget), 0);
  if (tabs > TAB_BAR_MAX_TABS) issues.push({ path: ['tab_bar'], message: 'error.layout.tab_bar_full' });
  return issues;
}

const ZPlacementWidgets = z.array(ZWidget).max(30);

/** One page's layout: the placements it sets; a placement left out keeps the product's default. */
export const ZPageLayout = z
  .object({
    header: ZPlacementWidgets.optional(),
    left_sidebar: ZPlacementWidgets.optional(),
    side_menu: ZPlacementWidgets.optional(),
    tab_bar: ZPlacementWidgets.optional(),
    content: ZPlacementWidgets.optional(),
    right_sidebar: ZPlacementWidgets.optional(),
  })
  .strict()
  .superRefine((page, context) => {
    const seen = new Set<string>();
    for (const placement of PLACEMENTS)
      page[placement]?.forEach((widget, index) => {
        if (seen.has(widget.id))
          context.addIssue({
            code: 'custom',
            message: 'error.layout.duplicate_widget_id',
            path: [placement, index, 'id'],
          });
        seen.add(widget.id);
      });
  });
export type TPageLayout = z.infer<typeof ZPageLayout>;

/** Every configured page; a page key left out has no configured widgets. */
export const ZLayout = z.record(z.string(), ZPageLayout).superRefine((layout, context) => {
  for (const [key, page] of Object.entries(layout)) {
    if (!ZPageKey.safeParse(key).success)
      context.addIssue({ code: 'custom', message: 'error.layout.page_key', path: [key] });
    for (const issue of pageLayoutIssues(key, page))
      context.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
  }
});
export type TLayout = z.infer<typeof ZLayout>;

export const ZPageKeyParams = z.object({ page_key: ZPageKey });

/** The effective layout of one page: the operator's stored edit, else the site config's. */
export const ZPageLayoutReply = z.object({
  page_key: ZPageKey,
  layout: ZPageLayout,
  /** Where it comes from: the operator API's edit or the site config file. */
  source: z.enum(['stored', 'site_config']),
  /** Epoch ms of the stored edit; null for the site config's. */
  updated_at: z.number().int().nullable(),
});
export type TPageLayoutReply = z.infer<typeof ZPageLayoutReply>;

export const ZLayoutReply = z.object({ pages: z.array(ZPageLayoutReply) });
export type TLayoutReply = z.infer<typeof ZLayoutReply>;

/** The text of `text` in `locale`: that locale's, else the fallback locale's, else the first given. */
export function localizedText(text: TLocalizedText, locale: string, fallback: string): string {
  return text[locale] ?? text[locale.split('-')[0] ?? ''] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
