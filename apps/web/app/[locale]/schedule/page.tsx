import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  filtersToMatchesParams,
  filtersToSearch,
  PrefetchedMatchList,
  parseFilters,
} from '@/features/catalogue';
import { fetchMatches } from '@/features/catalogue/queries';
import { EventsFilter } from '@/features/catalogue/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { sectionMetadata } from '@/shared/seo';
import { IntentLink } from '@/shared/ui/intent-link';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = sectionMetadata('/schedule', 'schedule');

export default async function SchedulePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const filters = parseFilters(await searchParams);
  const matchesParams = filtersToMatchesParams(filters, Date.now());
  const [t, nav, page] = await Promise.all([
    getTranslations('catalogue'),
    getTranslations('nav'),
    fetchMatches(locale, matchesParams),
  ]);
  const { localePrefix, defaultLocale } = runtimeConfig();
  const base = localePath(locale, '/schedule', localePrefix, defaultLocale);
  const current = filters.page ?? 1;
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('schedule')}</h1>
      <EventsFilter locale={locale} filters={filters} action={base} />
      <PrefetchedMatchList locale={locale} params={matchesParams} />
      {page.pagination.last_page > 1 && (
        <nav
          aria-label={t('page', { page: current, pages: page.pagination.last_page })}
          className="flex items-center justify-between"
        >
          {current > 1 ? (
            <IntentLink
              href={`${base}${filtersToSearch({ ...filters, page: current - 1 })}`}
              className="rounded-md border border-border px-3 py-2 text-sm"
            >
              {t('previous')}
            </IntentLink>
          ) : (
            <span />
          )}
          <span className="text-muted text-sm">
            {t('page', { page: current, pages: page.pagination.last_page })}
          </span>
          {current < page.pagination.last_page ? (
            <IntentLink
              href={`${base}${filtersToSearch({ ...filters, page: current + 1 })}`}
              className="rounded-md border border-border px-3 py-2 text-sm"
            >
              {t('next')}
            </IntentLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
