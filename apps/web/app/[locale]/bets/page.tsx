import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BetsHistory, parseHistoryFilter } from '@/features/bets';
import { PlacementWidgets } from '@/features/layout/server';
import { sectionMetadata } from '@/shared/seo';

/** SPEC §2 page key of this page. */
const PAGE_KEY = 'bets_history';

// A player's own bets: never indexed, whatever the site allows.
export const generateMetadata = sectionMetadata('/bets', 'bets', { robots: { index: false, follow: false } });

/** The bets history (SPEC §2 page key bets_history); a visitor gets the sign-in prompt. */
export default async function BetsHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(key, value);
  }
  const t = await getTranslations('bets');
  return (
    <div className="grid gap-4" data-page-key={PAGE_KEY}>
      <h1 className="font-bold text-2xl">{t('historyTitle')}</h1>
      <PlacementWidgets pageKey={PAGE_KEY} placement="content" locale={locale} />
      <BetsHistory initial={parseHistoryFilter(query)} />
    </div>
  );
}
