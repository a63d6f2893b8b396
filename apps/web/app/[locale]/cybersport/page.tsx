import { MatchStatus } from '@sportsbook/contract/light';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
import { PlacementWidgets } from '@/features/layout/server';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/cybersport', 'cybersport');

export default async function CybersportPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalogue');
  const nav = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('cybersport')}</h1>
      <PlacementWidgets pageKey="e_sports" placement="content" locale={locale} />
      <PrefetchedMatchList
        locale={locale}
        title={t('liveNow')}
        params={{ sport_type: 'cyber', match_status: [MatchStatus.live], limit: 50 }}
      />
      <PrefetchedMatchList
        locale={locale}
        title={t('upcoming')}
        params={{ sport_type: 'cyber', type: 'match', match_status: [MatchStatus.prematch], limit: 50 }}
      />
    </div>
  );
}
