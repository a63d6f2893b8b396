import { getTranslations } from 'next-intl/server';
import { getSports } from '../api/server';
import type { EventFilters } from '../filters';

const field = 'min-h-10 rounded-md border border-border bg-surface-2 px-2 text-sm';

/**
 * The event-list filters (SPEC §2: sport, time, date, sortBy, isBettable) as a plain GET form to
 * `action`: it works without JavaScript, and the page it opens drops empty values. The schedule
 * page and the layout's events-filter widget show it.
 */
export async function EventsFilter({
  locale,
  filters,
  action,
}: {
  locale: string;
  filters: EventFilters;
  action: string;
}) {
  const [t, sports] = await Promise.all([getTranslations('catalogue'), getSports(locale)]);
  return (
    <form
      method="get"
      action={action}
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
  );
}
