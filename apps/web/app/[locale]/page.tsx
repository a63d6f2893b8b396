import { MatchStatus } from '@sportsbook/contract/light';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
import { JackpotBanner } from '@/features/jackpots';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/', 'home');

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalogue');
  return (
    <div className="grid gap-4">
      <h1 className="sr-only">{t('topMatches')}</h1>
      <JackpotBanner />
      <PrefetchedMatchList
        locale={locale}
        title={t('liveNow')}
        params={{ match_status: [MatchStatus.live], sort_by: 'priority', limit: 10 }}
      />
      {/* The top events: a click on one is told to a host page that frames the sportsbook. */}
      <div data-top-events="">
        <PrefetchedMatchList
          locale={locale}
          title={t('topMatches')}
          params={{
            type: 'match',
            match_status: [MatchStatus.prematch],
            sort_by: 'priority',
            max_per_sport: 3,
            limit: 30,
          }}
        />
      </div>
    </div>
  );
}
