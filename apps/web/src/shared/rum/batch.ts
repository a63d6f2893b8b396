import type { TRumMetric, TRumReport } from '@sportsbook/contract';

/** At most so many metrics per report (the API's bound). */
const MAX_BATCH = 20;
const EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

/** What the reporter reads of a web-vitals metric; its other fields (entries, ids, attribution) stay home. */
export interface VitalsMetric {
  name: TRumMetric['name'];
  value: number;
  rating: TRumMetric['rating'];
  navigationType: TRumMetric['navigation_type'];
}

/** The connection's effective type when the browser tells it and the API knows it. */
export function effectiveType(
  connection: { effectiveType?: string } | undefined,
): TRumReport['effective_type'] {
  const type = connection?.effectiveType;
  return type && EFFECTIVE_TYPES.has(type) ? (type as TRumReport['effective_type']) : undefined;
}

/**
 * Metrics queued for one report and sent together when the page is hidden or left; a metric that
 * comes later (INP after a later tap, CLS after more shifts) goes with the next flush.
 */
export function createBatch(options: {
  route: string;
  effectiveType?: TRumReport['effective_type'];
  send: (report: TRumReport) => void;
}) {
  let queued: TRumMetric[] = [];
  return {
    add(metric: VitalsMetric): void {
      // Milliseconds to the unit and layout shift to four places: finer is noise, and smaller to send.
      const value =
        metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      queued.push({
        name: metric.name,
        value,
        rating: metric.rating,
        navigation_type: metric.navigationType,
      });
    },
    flush(): void {
      const metrics = queued;
      queued = [];
      for (let start = 0; start < metrics.length; start += MAX_BATCH)
        options.send({
          route: options.route,
          ...(options.effectiveType && { effective_type: options.effectiveType }),
          metrics: metrics.slice(start, start + MAX_BATCH),
        });
    },
  };
}

/**
 * A beacon survives the page being closed; it sends a string as text/plain, which needs no CORS
 * preflight. Where there is none, or its queue is full, a keepalive fetch does the same.
 */
export function sendReport(url: string, report: TRumReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
