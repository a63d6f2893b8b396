import { FINISHED_STATUSES } from '@sportsbook/contract/light';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/results', 'results');

export default async function ResultsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{t('results')}</h1>
      <PrefetchedMatchList
        locale={locale}
        params={{ type: 'match', match_status: [...FINISHED_STATUSES], sort_by: '-start_time', limit: 100 }}
      />
    </div>
  );
}
