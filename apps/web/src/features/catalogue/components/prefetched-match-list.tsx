import { MatchStatus } from '@sportsbook/contract/light';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { Activity } from 'react';
import { getQueryClient } from '@/shared/api/query-client';
import { type MatchesParams, matchesQueryOptions } from '../api/matches';
import { MatchList } from './match-list';

/** Fetches a match list on the server and hands it to TanStack Query for the client list. */
export async function PrefetchedMatchList({
  locale,
  params,
  title,
}: {
  locale: string;
  params: MatchesParams;
  title?: string;
}) {
  const queryClient = getQueryClient();
  await queryClient.prefetchQuery(matchesQueryOptions(locale, params));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* Hydrated on its own, in slices (TBT; see the layout). */}
      <Activity>
        <MatchList params={params} title={title} />
      </Activity>
    </HydrationBoundary>
  );
}

/** An area's matches of one sport type (cybersport, premium cricket): live now, then upcoming. */
export async function SportTypeMatchLists({
  locale,
  sportType,
}: {
  locale: string;
  sportType: NonNullable<MatchesParams['sport_type']>;
}) {
  const t = await getTranslations('catalogue');
  return (
    <>
      <PrefetchedMatchList
        locale={locale}
        title={t('liveNow')}
        params={{ sport_type: sportType, match_status: [MatchStatus.live], limit: 50 }}
      />
      <PrefetchedMatchList
        locale={locale}
        title={t('upcoming')}
        params={{ sport_type: sportType, type: 'match', match_status: [MatchStatus.prematch], limit: 50 }}
      />
    </>
  );
}
