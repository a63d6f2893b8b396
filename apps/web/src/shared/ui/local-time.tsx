'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
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

/**
 * The time now in the viewer's zone (SPEC §2 'clock'), to the minute. Drawn once the page runs in
 * the browser (a server's minute may be gone by then), in a box that keeps its width meanwhile.
 */
export function LocalClock({ label }: { label: string }) {
  const locale = useLocale();
  const onClient = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Ticks at each minute's turn, not a minute after the page opened.
    let timer = setTimeout(
      function tick() {
        setNow(Date.now());
        timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => clearTimeout(timer);
  }, []);
  const iso = new Date(now).toISOString();
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <time
        dateTime={onClient ? iso : undefined}
        className="inline-block min-w-[5ch] font-semibold tabular-nums"
      >
        {onClient ? formatter(locale, 'time', undefined).format(now) : ''}
      </time>
    </p>
  );
}
