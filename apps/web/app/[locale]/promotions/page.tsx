import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Promotions, promotionsQueryOptions } from '@/features/bonuses';
import { getQueryClient } from '@/shared/api/query-client';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/promotions', 'promotions');

/** SPEC §2 /promotions: the campaigns shown in promotion, rendered on the server for everyone. */
export default async function PromotionsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('bonuses.promotions');
  const queryClient = getQueryClient();
  // A list that cannot be read renders empty; the browser asks again.
  await queryClient.prefetchQuery(promotionsQueryOptions(locale, false));
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{t('title')}</h1>
      <p className="text-muted text-sm">{t('intro')}</p>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Promotions locale={locale} />
      </HydrationBoundary>
    </div>
  );
}
