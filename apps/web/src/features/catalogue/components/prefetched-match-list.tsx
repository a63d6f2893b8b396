import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
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
