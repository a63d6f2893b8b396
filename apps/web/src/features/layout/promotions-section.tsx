import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { Promotions, promotionsQueryOptions } from '@/features/bonuses';
import { getQueryClient } from '@/shared/api/query-client';

/** SPEC §2 'bonuses': the promotions on offer under a heading, rendered on the server as on /promotions. */
export async function PromotionsSection({ locale }: { locale: string }) {
  const t = await getTranslations('bonuses.promotions');
  const queryClient = getQueryClient();
  // A list that cannot be read renders empty; the browser asks again.
  await queryClient.prefetchQuery(promotionsQueryOptions(locale, false));
  return (
    <section aria-labelledby="widget-promotions" className="grid gap-2">
      <h2 id="widget-promotions" className="font-semibold text-lg">
        {t('title')}
      </h2>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Promotions locale={locale} />
      </HydrationBoundary>
    </section>
  );
}
