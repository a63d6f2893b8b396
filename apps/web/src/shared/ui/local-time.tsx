'use client';

import { useLocale } from 'next-intl';
import { dateOptions, formatLocale } from '@/shared/locale-format';
import { useServerTimeZone } from '@/shared/time-zone';
import { useHydrated } from '@/shared/use-hydrated';

type Format = 'time' | 'datetime' | 'date';

const OPTIONS: Record<Format, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  date: { weekday: 'short', day: 'numeric', month: 'short' },
  datetime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one, and a list shows
 * two times per row, each rendered twice (server zone, then local): one formatter per locale, format and zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, format: Format, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${format}|${zone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(formatLocale(locale), {
      ...dateOptions(locale, OPTIONS[format]),
      timeZone: zone,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A start time in the viewer's time zone. The server renders it in the zone the browser stored in
 * the time-zone cookie (UTC on a first visit); hydration uses the same zone, then the browser
 * switches to its own, which changes nothing when the cookie was right.
 */
export function LocalTime({ iso, format = 'time' }: { iso: string; format?: Format }) {
  const locale = useLocale();
  const onClient = useHydrated();
  const serverZone = useServerTimeZone() ?? 'UTC';
  const text = formatter(locale, format, onClient ? undefined : serverZone).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
