import { getTranslations } from 'next-intl/server';
import { PrefetchedPromotions } from '@/features/bonuses/server';

/** SPEC §2 'bonuses': the promotions on offer under a heading, rendered on the server as on /promotions. */
export async function PromotionsSection({ locale }: { locale: string }) {
  const t = await getTranslations('bonuses.promotions');
  return (
    <section aria-labelledby="widget-promotions" className="grid gap-2">
      <h2 id="widget-promotions" className="font-semibold text-lg">
        {t('title')}
      </h2>
      <PrefetchedPromotions locale={locale} />
    </section>
  );
}
