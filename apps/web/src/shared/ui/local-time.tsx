'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A start time in the viewer's time zone. The server renders it in UTC (it cannot know the zone);
 * the browser swaps in local time right after hydration, without a mismatch warning.
 */
export function LocalTime({ iso, format = 'time' }: { iso: string; format?: 'time' | 'datetime' | 'date' }) {
  const locale = useLocale();
  const onClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const options: Intl.DateTimeFormatOptions =
    format === 'time'
      ? { hour: '2-digit', minute: '2-digit' }
      : format === 'date'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  const text = new Intl.DateTimeFormat(locale, { ...options, timeZone: onClient ? undefined : 'UTC' }).format(
    new Date(iso),
  );
  return <time dateTime={iso}>{text}</time>;
}
