import {
  localizedText,
  type TLocalizedText,
  type TPageKey,
  type TPlacement,
  type TWidget,
} from '@sportsbook/contract';
import { FINISHED_STATUSES, MatchStatus } from '@sportsbook/contract/light';
import { getTranslations } from 'next-intl/server';
import { Activity, type ReactNode } from 'react';
import { PrefetchedLeaderboard } from '@/features/bonuses/server';
import { PrefetchedMatchList, SearchBox, SportsMenu } from '@/features/catalogue';
import { EventsFilter } from '@/features/catalogue/server';
import { chatFor } from '@/features/chat';
import { PrefetchedJackpotBanner } from '@/features/jackpots/server';
import { getSiteConfig } from '@/shared/api/site-config';
import { hrefFor, runtimeConfig } from '@/shared/config/runtime';
import { IntentLink } from '@/shared/ui/intent-link';
import { LocalClock } from '@/shared/ui/local-time';
import {
  BannerCarousel,
  ChatToggle,
  FavouriteMatches,
  LanguageSelect,
  LatestNotifications,
  MatchInfo,
  MatchMarkets,
  ModalButton,
  OddsFormatPicker,
  PredictionWidget,
  ProfileCard,
  PromoCodeForm,
} from './lazy-widgets';
import { Leagues } from './leagues';
import { getPageLayout } from './page-layout';
import { PromotionsSection } from './promotions-section';
import { TopLeagues } from './top-leagues';

/** The match a match page shows, for the widgets about it (the contract's MATCH_WIDGETS). */
export interface WidgetMatch {
  id: number;
  home: string;
  away: string;
  /** Whether players can still bet on it (the prediction vote is open while they can). */
  bettable: boolean;
}

interface WidgetContext {
  locale: string;
  match?: WidgetMatch;
  /** Whether the page's language has a chat desk (the chat toggle opens it). */
  hasChat: boolean;
  text: (value: TLocalizedText) => string;
  /** A site path in the page's locale; an https address as it is. */
  href: (target: string) => string;
  t: Awaited<ReturnType<typeof getTranslations<'catalogue'>>>;
  nav: Awaited<ReturnType<typeof getTranslations<'nav'>>>;
  layout: Awaited<ReturnType<typeof getTranslations<'layout'>>>;
}

const cardClass = 'rounded-md border border-border bg-surface p-3';

const linkClass =
  'inline-flex rounded border border-border bg-surface px-3 py-2 font-semibold text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';

const platformClass =
  'inline-flex min-h-10 flex-1 items-center justify-center rounded px-3 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';

const tabClass =
  'grid w-full place-items-center px-1 text-center text-xs hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2';

/**
 * The registry: each widget key of the layout contract and what renders it. An exhaustive
 * switch, so a widget added to the contract fails the typecheck until the web renders it.
 */
function renderWidget(widget: TWidget, ctx: WidgetContext): ReactNode {
  switch (widget.type) {
    case 'banners':
      return (
        <BannerCarousel
          intervalSeconds={widget.interval_seconds}
          slides={widget.slides.map((slide) => ({
            title: ctx.text(slide.title),
            ...(slide.text && { text: ctx.text(slide.text) }),
            ...(slide.href && { href: ctx.href(slide.href) }),
            tone: slide.tone,
            ...(slide.image && {
              image: { src: slide.image.src, alt: slide.image.alt ? ctx.text(slide.image.alt) : '' },
            }),
          }))}
        />
      );
    case 'text':
      return (
        <section className={`grid gap-1 ${cardClass}`}>
          {widget.heading && <h2 className="font-semibold">{ctx.text(widget.heading)}</h2>}
          <p className="whitespace-pre-line text-sm">{ctx.text(widget.body)}</p>
        </section>
      );
    case 'buttons':
      return (
        <nav className="flex flex-wrap gap-2">
          {widget.buttons.map((button) =>
            button.href.startsWith('/') ? (
              <IntentLink key={button.href} href={ctx.href(button.href)} className={linkClass}>
                {ctx.text(button.label)}
              </IntentLink>
            ) : (
              <a key={button.href} href={button.href} rel="noopener" className={linkClass}>
                {ctx.text(button.label)}
              </a>
            ),
          )}
        </nav>
      );
    case 'iframe':
      return (
        <iframe
          src={widget.src}
          title={ctx.text(widget.title)}
          height={widget.height}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          className="w-full rounded-md border border-border"
        />
      );
    case 'live_events':
      return (
        <PrefetchedMatchList
          locale={ctx.locale}
          title={ctx.t('liveNow')}
          params={{ match_status: [MatchStatus.live], sort_by: 'priority', limit: widget.limit }}
        />
      );
    case 'prematch_events':
      return (
        <PrefetchedMatchList
          locale={ctx.locale}
          title={ctx.t('upcoming')}
          params={{
            type: 'match',
            match_status: [MatchStatus.prematch],
            sort_by: 'start_time',
            limit: widget.limit,
            ...(widget.sport_key && { sport_key: widget.sport_key }),
          }}
        />
      );
    case 'outrights':
      return (
        <PrefetchedMatchList
          locale={ctx.locale}
          title={ctx.t('outrights')}
          params={{
            type: 'outright',
            match_status: [MatchStatus.prematch],
            sort_by: 'priority',
            limit: widget.limit,
            ...(widget.sport_key && { sport_key: widget.sport_key }),
          }}
        />
      );
    case 'results':
      return (
        <PrefetchedMatchList
          locale={ctx.locale}
          title={ctx.nav('results')}
          params={{
            type: 'match',
            match_status: [...FINISHED_STATUSES],
            sort_by: '-start_time',
            limit: widget.limit,
            ...(widget.sport_key && { sport_key: widget.sport_key }),
          }}
        />
      );
    case 'top_events':
      // A click on a top event is told to a host page that frames the sportsbook.
      return (
        <div data-top-events="">
          <PrefetchedMatchList
            locale={ctx.locale}
            title={ctx.t('topMatches')}
            params={{
              type: 'match',
              match_status: [MatchStatus.prematch],
              sort_by: 'priority',
              max_per_sport: widget.max_per_sport,
              limit: widget.limit,
            }}
          />
        </div>
      );
    case 'jackpot_banner':
      return <PrefetchedJackpotBanner locale={ctx.locale} />;
    case 'promo_code':
      return <PromoCodeForm />;
    case 'search':
      return <SearchBox />;
    case 'favorites':
      return <FavouriteMatches />;
    case 'top_leagues':
      return (
        <TopLeagues locale={ctx.locale} limit={widget.limit} sportKey={widget.sport_key} href={ctx.href} />
      );
    case 'bonuses':
      return <PromotionsSection locale={ctx.locale} />;
    case 'clock':
      return (
        <div className={cardClass}>
          <LocalClock label={ctx.layout('clock')} />
        </div>
      );
    case 'language':
      return (
        <div className={cardClass}>
          <LanguageSelect />
        </div>
      );
    case 'odds':
      return (
        <div className={cardClass}>
          <OddsFormatPicker />
        </div>
      );
    case 'schedule': {
      // Whole minutes, so renders within a minute ask the API the same question.
      const now = Math.floor(Date.now() / 60_000) * 60_000;
      return (
        <PrefetchedMatchList
          locale={ctx.locale}
          title={ctx.layout('startingSoon')}
          params={{
            type: 'match',
            match_status: [MatchStatus.prematch],
            sort_by: 'start_time',
            start_from: new Date(now).toISOString(),
            start_to: new Date(now + widget.hours * 3_600_000).toISOString(),
            limit: widget.limit,
            ...(widget.sport_key && { sport_key: widget.sport_key }),
          }}
        />
      );
    }
    case 'leagues':
      return <Leagues locale={ctx.locale} sportKey={widget.sport_key} href={ctx.href} />;
    case 'sport_list':
      return (
        <div className={cardClass}>
          <SportsMenu label={ctx.layout('sportList')} />
        </div>
      );
    case 'events_filter':
      return (
        <section aria-label={ctx.layout('findMatches')} className="grid gap-2">
          <h2 className="font-semibold">{ctx.layout('findMatches')}</h2>
          <EventsFilter locale={ctx.locale} filters={{}} action={ctx.href('/schedule')} />
        </section>
      );
    case 'chat_toggle':
      return ctx.hasChat && <ChatToggle />;
    case 'leaderboard':
      return (
        <PrefetchedLeaderboard
          id={widget.bonus_id}
          limit={widget.limit}
          {...(widget.title && { title: ctx.text(widget.title) })}
        />
      );
    case 'modal':
      return <ModalButton modal={widget.modal} label={ctx.text(widget.label)} />;
    case 'platform_switcher':
      return (
        <nav
          aria-label={ctx.layout('platforms')}
          className="flex flex-wrap gap-1 rounded-md border border-border bg-surface p-1"
        >
          <a
            href={ctx.href('/')}
            aria-current="true"
            className={`${platformClass} bg-accent text-accent-text`}
          >
            {ctx.nav('home')}
          </a>
          {widget.platforms.map((platform) => (
            <a
              key={platform.href}
              href={platform.href}
              rel="noopener"
              className={`${platformClass} hover:bg-surface-2`}
            >
              {ctx.text(platform.label)}
            </a>
          ))}
        </nav>
      );
    case 'notifications':
      return <LatestNotifications limit={widget.limit} />;
    case 'profile':
      return <ProfileCard />;
    // The contract keeps these to the match page's content, which passes its match. Each is
    // hydrated on its own, as on the match page (TBT; see the locale layout).
    case 'event_markets':
      return (
        ctx.match && (
          <Activity>
            <MatchMarkets id={ctx.match.id} />
          </Activity>
        )
      );
    case 'event_stats':
      return (
        ctx.match && (
          <Activity>
            <MatchInfo id={ctx.match.id} show="stats" />
          </Activity>
        )
      );
    case 'match_preview':
      return (
        ctx.match && (
          <Activity>
            <MatchInfo id={ctx.match.id} show="preview" />
          </Activity>
        )
      );
    case 'prediction':
      return (
        ctx.match?.bettable && (
          <Activity>
            <PredictionWidget matchId={ctx.match.id} home={ctx.match.home} away={ctx.match.away} />
          </Activity>
        )
      );
  }
}

async function widgetContext(locale: string, match?: WidgetMatch): Promise<WidgetContext> {
  const [t, nav, layout, site] = await Promise.all([
    getTranslations('catalogue'),
    getTranslations('nav'),
    getTranslations('layout'),
    getSiteConfig(),
  ]);
  const config = runtimeConfig();
  const localeHref = hrefFor(locale);
  return {
    locale,
    ...(match && { match }),
    hasChat: chatFor(site, locale) !== null,
    t,
    nav,
    layout,
    text: (value) => localizedText(value, locale, config.defaultLocale),
    href: (target) => (target.startsWith('/') ? localeHref(target) : target),
  };
}

/**
 * The tabs a page's layout puts in the tab bar (the contract's TAB_BAR_WIDGETS), each a cell of
 * the bar's row; null when none shows here, and the bar keeps the product's own tabs.
 */
export async function tabsOfPage(pageKey: TPageKey, locale: string): Promise<ReactNode[] | null> {
  const [layout, ctx] = await Promise.all([getPageLayout(pageKey), widgetContext(locale)]);
  const tabs = (layout.tab_bar ?? []).flatMap((widget) => {
    switch (widget.type) {
      case 'buttons':
        return widget.buttons.map((button) => (
          <li key={`${widget.id} ${button.href}`} className="grid" data-widget-id={widget.id}>
            {button.href.startsWith('/') ? (
              <IntentLink href={ctx.href(button.href)} className={tabClass}>
                {ctx.text(button.label)}
              </IntentLink>
            ) : (
              <a href={button.href} rel="noopener" className={tabClass}>
                {ctx.text(button.label)}
              </a>
            )}
          </li>
        ));
      // A tab that serves no one here (sign-up for a player, chat without a desk) takes no cell.
      case 'modal':
        return (
          <li key={widget.id} className="grid empty:hidden" data-widget-id={widget.id}>
            <ModalButton modal={widget.modal} label={ctx.text(widget.label)} className={tabClass} />
          </li>
        );
      case 'chat_toggle':
        return ctx.hasChat ? (
          <li key={widget.id} className="grid" data-widget-id={widget.id}>
            <ChatToggle className={tabClass} />
          </li>
        ) : (
          []
        );
      // The contract refuses any other widget in the tab bar.
      default:
        return [];
    }
  });
  // A layout whose every tab is dropped here (a chat toggle where the language has no desk) leaves
  // the bar its own tabs rather than an empty one.
  return tabs.length > 0 ? tabs : null;
}

/** The widgets the layout puts in one placement of a page, in order, server-rendered. */
export async function PlacementWidgets({
  pageKey,
  placement,
  locale,
  match,
}: {
  pageKey: TPageKey;
  placement: TPlacement;
  locale: string;
  match?: WidgetMatch;
}) {
  const [layout, ctx] = await Promise.all([getPageLayout(pageKey), widgetContext(locale, match)]);
  return (layout[placement] ?? []).map((widget) => (
    <div
      key={widget.id}
      data-widget={widget.type}
      data-widget-id={widget.id}
      className="min-w-0 empty:hidden"
    >
      {renderWidget(widget, ctx)}
    </div>
  ));
}
