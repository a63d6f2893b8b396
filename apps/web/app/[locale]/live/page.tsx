import { MatchStatus } from '@sportsbook/contract/light';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/live', 'live');

export default async function LivePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{t('live')}</h1>
      <PrefetchedMatchList
        locale={locale}
        params={{ match_status: [MatchStatus.live], sort_by: 'priority', limit: 200 }}
      />
    </div>
  );
}
