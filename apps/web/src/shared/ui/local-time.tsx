'use client';

import { useLocale } from 'next-intl';
import { useHydrated } from '@/shared/use-hydrated';

type Format = 'time' | 'datetime' | 'date';

const OPTIONS: Record<Format, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  date: { weekday: 'short', day: 'numeric', month: 'short' },
  datetime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one, and a list shows
 * two times per row, each rendered twice (UTC, then local): one formatter per locale, format and zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, format: Format, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${format}|${utc}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...OPTIONS[format], timeZone: utc ? 'UTC' : undefined });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A start time in the viewer's time zone. The server renders it in UTC (it cannot know the zone);
 * the browser swaps in local time right after hydration, without a mismatch warning.
 */
export function LocalTime({ iso, format = 'time' }: { iso: string; format?: Format }) {
  const locale = useLocale();
  const onClient = useHydrated();
  const text = formatter(locale, format, !onClient).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
