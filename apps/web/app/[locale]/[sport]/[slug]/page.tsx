import { arrangesMatchWidgets } from '@sportsbook/contract';
import { BETTABLE_STATUSES, MatchStatus } from '@sportsbook/contract/light';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Activity } from 'react';
import { MatchHeader, MatchMarkets, PrefetchedMatchList } from '@/features/catalogue';
import { marketsQueryOptions, matchQueryOptions } from '@/features/catalogue/queries';
import { resolveSlug } from '@/features/catalogue/server';
import { FavouriteStar } from '@/features/favorites';
import { getPageLayout, PlacementWidgets } from '@/features/layout/server';
import { DrawView } from '@/features/lotteries';
import { MatchInfo } from '@/features/match-info';
import { eventStatsQueryOptions, matchPreviewQueryOptions, statsMoment } from '@/features/match-info/queries';
import { PredictionWidget } from '@/features/predictions';
import { RaceView, racecardQueryOptions } from '@/features/racing';
import { getQueryClient } from '@/shared/api/query-client';
import { pageMetadata, siteOrigin } from '@/shared/seo';

type Params = Promise<{ locale: string; sport: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sport, slug } = await params;
  const target = await resolveSlug(locale, sport, slug);
  if (!target) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  const path = `/${sport}/${slug}`;
  if (target.kind === 'match') {
    const m = target.match;
    const home = m.competitors.home?.name ?? m.name;
    const away = m.competitors.away?.name ?? '';
    return pageMetadata({
      locale,
      path,
      title: m.type === 'outright' || !m.competitors.home ? m.name : t('match', { home, away }),
      description: t('matchDescription', {
        home,
        away,
        tournament: m.tournament.name,
        count: m.markets_count,
      }),
    });
  }
  const name = target.kind === 'tournament' ? target.tournament.name : target.category.name;
  return pageMetadata({ locale, path, title: t('sport', { sport: name }) });
}

function sportsEventJsonLd(
  match: NonNullable<Awaited<ReturnType<typeof resolveSlug>>> & { kind: 'match' },
  url: string,
) {
  const m = match.match;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: m.name,
    startDate: m.start_time,
    url,
    sport: m.sport.name,
    eventStatus: 'https://schema.org/EventScheduled',
    location: m.stadium ? { '@type': 'Place', name: m.stadium, address: m.city ?? undefined } : undefined,
    homeTeam: m.competitors.home ? { '@type': 'SportsTeam', name: m.competitors.home.name } : undefined,
    awayTeam: m.competitors.away ? { '@type': 'SportsTeam', name: m.competitors.away.name } : undefined,
    superEvent: { '@type': 'SportsEvent', name: m.tournament.name },
  };
}

export default async function SlugPage({ params }: { params: Params }) {
  const { locale, sport, slug } = await params;
  setRequestLocale(locale);
  const target = await resolveSlug(locale, sport, slug);
  if (!target) notFound();
  const t = await getTranslations('catalogue');

  if (target.kind === 'category') {
    return (
      <div className="grid gap-4">
        <h1 className="font-bold text-2xl">{target.category.name}</h1>
        <PrefetchedMatchList
          locale={locale}
          params={{
            sport_key: sport,
            category_id: [target.category.id],
            match_status: [...BETTABLE_STATUSES],
            limit: 100,
          }}
        />
      </div>
    );
  }
  if (target.kind === 'tournament') {
    return (
      <div className="grid gap-4">
        <div className="flex items-center gap-2">
          <h1 className="font-bold text-2xl">
            <span className="text-muted">{target.tournament.category.name} · </span>
            {target.tournament.name}
          </h1>
          <FavouriteStar type="tournaments" id={target.tournament.id} name={target.tournament.name} />
        </div>
        <PlacementWidgets pageKey="league" placement="content" locale={locale} />
        <PrefetchedMatchList
          locale={locale}
          title={t('allMatches')}
          params={{
            tournament_id: [target.tournament.id],
            type: 'match',
            match_status: [...BETTABLE_STATUSES],
            limit: 100,
          }}
        />
        <PrefetchedMatchList
          locale={locale}
          title={t('outrights')}
          params={{ tournament_id: [target.tournament.id], type: 'outright', limit: 10 }}
        />
      </div>
    );
  }

  const { match } = target;
  const queryClient = getQueryClient();
  queryClient.setQueryData(matchQueryOptions(locale, match.id).queryKey, match);
  await Promise.all([
    queryClient.prefetchQuery(marketsQueryOptions(locale, match.id)),
    // The preview before the start, the statistics from then on: read here, so the widget is in the
    // first paint rather than pushing the markets down once the browser has fetched it.
    match.type === 'match' &&
      (match.status === MatchStatus.prematch
        ? queryClient.prefetchQuery(matchPreviewQueryOptions(match.id))
        : queryClient.prefetchQuery(
            eventStatsQueryOptions(match.id, statsMoment(match.statistics, match.status)),
          )),
  ]);
  // A race (its card, Win and Place per runner) or a lottery draw (its numbers, first ball and
  // total) has a page of its own in place of the two sides' header and market list (SPEC §1).
  const AreaView =
    match.sport.type === 'horse_racing' ? RaceView : match.sport.type === 'lottery' ? DrawView : null;
  if (AreaView) {
    if (AreaView === RaceView) await queryClient.prefetchQuery(racecardQueryOptions(match.id));
    return (
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="grid gap-4">
          <Activity>
            <AreaView id={match.id} />
          </Activity>
          <PlacementWidgets pageKey="match" placement="content" locale={locale} />
        </div>
      </HydrationBoundary>
    );
  }
  const widgetMatch = {
    id: match.id,
    home: match.competitors.home?.name ?? '',
    away: match.competitors.away?.name ?? '',
    // The players' vote is on a match's outcome, open while it can be bet on.
    bettable: match.type === 'match' && BETTABLE_STATUSES.includes(match.status),
  };
  const jsonLd = sportsEventJsonLd(target, `${siteOrigin()}/${locale}/${sport}/${slug}`);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from catalogue data, '<' escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <div className="grid gap-4">
        {/* Each hydrated on its own, in slices (TBT; see the layout). */}
        <Activity>
          <MatchHeader id={match.id} />
        </Activity>
        <PlacementWidgets pageKey="match" placement="content" locale={locale} match={widgetMatch} />
        {/* The match's own widgets in their usual order, unless the operator arranged them. */}
        {!arrangesMatchWidgets(await getPageLayout('match')) && (
          <>
            {match.type === 'match' && (
              <Activity>
                <MatchInfo id={match.id} />
              </Activity>
            )}
            {widgetMatch.bettable && (
              <Activity>
                <PredictionWidget matchId={match.id} home={widgetMatch.home} away={widgetMatch.away} />
              </Activity>
            )}
            <Activity>
              <MatchMarkets id={match.id} />
            </Activity>
          </>
        )}
      </div>
    </HydrationBoundary>
  );
}
