import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LotteriesLobby } from '@/features/lotteries/server';
import { getSiteConfig } from '@/shared/api/site-config';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/lotteries', 'lotteries');

/**
 * SPEC §2 /lotteries, behind the site's `is_lottery_enabled` (404 while off): each lottery's next
 * draws and the latest results. A draw's page is its match page (/lotteries/{slug}).
 */
export default async function LotteriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  if (!site.is_lottery_enabled) notFound();
  const nav = await getTranslations('nav');
  const t = await getTranslations('lotteries');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{nav('lotteries')}</h1>
        <p className="max-w-prose text-muted text-sm">{t('intro')}</p>
      </div>
      <LotteriesLobby locale={locale} />
    </div>
  );
}
