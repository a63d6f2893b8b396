import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/shared/api/query-client';
import { getSiteConfig } from '@/shared/api/site-config';
import { JackpotBanner } from './lazy-client';
import { jackpotsQueryOptions } from './queries';

/**
 * The jackpot banner with its jackpots read on the server, so it is in the first HTML: read in
 * the browser, it appeared after hydration and pushed the home page's lists down (CLS).
 */
export async function PrefetchedJackpotBanner({ locale }: { locale: string }) {
  const site = await getSiteConfig();
  if (site.features.jackpots !== true) return null;
  const queryClient = getQueryClient();
  // Jackpots that cannot be read render nothing; the browser asks again.
  await queryClient.prefetchQuery(jackpotsQueryOptions(locale));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <JackpotBanner />
    </HydrationBoundary>
  );
}
