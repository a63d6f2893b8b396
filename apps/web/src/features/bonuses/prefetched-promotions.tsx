import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/shared/api/query-client';
import { Promotions } from './lazy-client';
import { promotionsQueryOptions } from './promotions-query';

/** The promotions on offer, read on the server so they are in the first HTML (/promotions, the bonuses widget). */
export async function PrefetchedPromotions({ locale }: { locale: string }) {
  const queryClient = getQueryClient();
  // A list that cannot be read renders empty; the browser asks again.
  await queryClient.prefetchQuery(promotionsQueryOptions(locale, false));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Promotions locale={locale} />
    </HydrationBoundary>
  );
}
