import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  filtersToMatchesParams,
  filtersToSearch,
  PrefetchedMatchList,
  parseFilters,
} from '@/features/catalogue';
import { fetchMatches } from '@/features/catalogue/queries';
import { getSports } from '@/features/catalogue/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { sectionMetadata } from '@/shared/seo';
import { IntentLink } from '@/shared/ui/intent-link';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = sectionMetadata('/schedule', 'schedule');

const field = 'min-h-10 rounded-md border border-border bg-surface-2 px-2 text-sm';

export default async function SchedulePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const filters = parseFilters(await searchParams);
  const matchesParams = filtersToMatchesParams(filters, Date.now());
  const [t, nav, sports, page] = await Promise.all([
    getTranslations('catalogue'),
    getTranslations('nav'),
    getSports(locale),
    fetchMatches(locale, matchesParams),
  ]);
  const { localePrefix, defaultLocale } = runtimeConfig();
  const base = localePath(locale, '/schedule', localePrefix, defaultLocale);
  const current = filters.page ?? 1;
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('schedule')}</h1>
      {/* A plain GET form: works without JavaScript; the server drops empty values. */}
      <form
        method="get"
        action={base}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3"
      >
        <label className="grid gap-1 text-xs">
          {t('sport')}
          <select name="sport" defaultValue={filters.sport?.[0] ?? ''} className={field}>
            <option value="">{t('allSports')}</option>
            {sports.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs">
          {t('time')}
          <select name="time" defaultValue={filters.time ?? ''} className={field}>
            <option value="">{t('anyTime')}</option>
            <option value="3h">{t('next3h')}</option>
            <option value="12h">{t('next12h')}</option>
            <option value="24h">{t('next24h')}</option>
          </select>
        </label>
        <label className="grid gap-1 text-xs">
          {t('date')}
          <input type="date" name="date" defaultValue={filters.date ?? ''} className={field} />
        </label>
        <label className="grid gap-1 text-xs">
          {t('sortBy')}
          <select name="sortBy" defaultValue={filters.sortBy ?? ''} className={field}>
            <option value="">{t('sortStartTime')}</option>
            <option value="priority">{t('sortPriority')}</option>
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isBettable"
            value="true"
            defaultChecked={filters.isBettable}
            className="size-4"
          />
          {t('bettableOnly')}
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-md bg-accent px-4 font-semibold text-accent-text text-sm"
        >
          {t('apply')}
        </button>
      </form>
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
