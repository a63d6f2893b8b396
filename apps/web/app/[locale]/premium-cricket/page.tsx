import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SportTypeMatchLists } from '@/features/catalogue';
import { getSiteConfig } from '@/shared/api/site-config';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/premium-cricket', 'premiumCricket');

/**
 * SPEC §2 /premium-cricket, behind the site's `is_premium_cricket_enabled` (404 while off): the
 * matches of sport type premium_cricket, live and upcoming. Its match pages are the sport's own
 * (/premium-cricket/{slug}), with the cricket scoreboard.
 */
export default async function PremiumCricketPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  if (!site.is_premium_cricket_enabled) notFound();
  const nav = await getTranslations('nav');
  const area = await getTranslations('premiumCricket');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{nav('premiumCricket')}</h1>
        <p className="max-w-prose text-muted text-sm">{area('intro')}</p>
      </div>
      <SportTypeMatchLists locale={locale} sportType="premium_cricket" />
    </div>
  );
}
