import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RacingLobby } from '@/features/racing/server';
import { getSiteConfig } from '@/shared/api/site-config';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/racing', 'horseRacing');

/**
 * SPEC §2 /racing, behind the site's `is_horse_racing_enabled` (404 while off): the races next off,
 * those running, each course's meeting and the latest results. A race's card is its match page
 * (/horse-racing/{slug}).
 */
export default async function RacingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  if (!site.is_horse_racing_enabled) notFound();
  const nav = await getTranslations('nav');
  const t = await getTranslations('racing');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{nav('horseRacing')}</h1>
        <p className="max-w-prose text-muted text-sm">{t('intro')}</p>
      </div>
      <RacingLobby locale={locale} />
    </div>
  );
}
