import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/shared/api/query-client';
import { Leaderboard } from './lazy-client';
import { ratingQueryOptions } from './rating-query';

/** A tournament's leaderboard, the visitor's board read on the server so it is in the first HTML. */
export async function PrefetchedLeaderboard(props: { id: string; limit: number; title?: string }) {
  const queryClient = getQueryClient();
  // A board that cannot be read renders nothing; the browser asks again.
  await queryClient.prefetchQuery(ratingQueryOptions(props.id, props.limit, false));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Leaderboard {...props} />
    </HydrationBoundary>
  );
}
