import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedPromotions } from '@/features/bonuses/server';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/promotions', 'promotions');

/** SPEC §2 /promotions: the campaigns shown in promotion, rendered on the server for everyone. */
export default async function PromotionsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('bonuses.promotions');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{t('title')}</h1>
      <p className="text-muted text-sm">{t('intro')}</p>
      <PrefetchedPromotions locale={locale} />
    </div>
  );
}
