import { MatchStatus } from '@sportsbook/contract/light';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
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
  const t = await getTranslations('catalogue');
  const nav = await getTranslations('nav');
  const area = await getTranslations('premiumCricket');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{nav('premiumCricket')}</h1>
        <p className="max-w-prose text-muted text-sm">{area('intro')}</p>
      </div>
      <PrefetchedMatchList
        locale={locale}
        title={t('liveNow')}
        params={{ sport_type: 'premium_cricket', match_status: [MatchStatus.live], limit: 50 }}
      />
      <PrefetchedMatchList
        locale={locale}
        title={t('upcoming')}
        params={{
          sport_type: 'premium_cricket',
          type: 'match',
          match_status: [MatchStatus.prematch],
          limit: 50,
        }}
      />
    </div>
  );
}
