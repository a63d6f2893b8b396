import { z } from 'zod';

/** The Core Web Vitals the web reports (the web-vitals library's names). */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type TRumMetricName = (typeof RUM_METRICS)[number];

/** At most so many metrics in one report: a page reports each metric once, again after a bfcache restore. */
export const RUM_MAX_BATCH = 20;
/** Longest route pattern accepted. */
export const RUM_MAX_ROUTE_LENGTH = 120;

/**
 * An App Router route pattern, never a concrete URL: segments are `[param]`, `[...param]` or static
 * words of lowercase letters and hyphens (no digits, so no ids), with no query or fragment.
 */
export const RUM_ROUTE_PATTERN = /^\/$|^(\/(\[(\.\.\.)?[a-zA-Z]+\]|[a-z]+(-[a-z]+)*))+$/;

const ZRating = z.enum(['good', 'needs-improvement', 'poor']);
const ZNavigationType = z.enum([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
]);

/** Milliseconds, at most ten minutes: a larger figure is a broken clock, not a slow page. */
const ZMilliseconds = z.number().min(0).max(600_000);

const timing = <N extends Exclude<TRumMetricName, 'CLS'>>(name: N) =>
  z.strictObject({
    name: z.literal(name),
    value: ZMilliseconds,
    rating: ZRating,
    navigation_type: ZNavigationType,
  });

export const ZRumMetric = z.discriminatedUnion('name', [
  timing('LCP'),
  timing('INP'),
  timing('FCP'),
  timing('TTFB'),
  // Layout shift is a unitless score; pages score well under 1.
  z.strictObject({
    name: z.literal('CLS'),
    value: z.number().min(0).max(100),
    rating: ZRating,
    navigation_type: ZNavigationType,
  }),
]);
export type TRumMetric = z.infer<typeof ZRumMetric>;

/**
 * `POST /api/rum`: the metrics one page load reports, sent with `navigator.sendBeacon` (a
 * text/plain body holding this JSON) or `fetch(keepalive)`. Nothing identifies the player: the route
 * pattern, the metric values and the connection's effective type only.
 */
export const ZRumReport = z.strictObject({
  route: z.string().max(RUM_MAX_ROUTE_LENGTH).regex(RUM_ROUTE_PATTERN),
  effective_type: z.enum(['slow-2g', '2g', '3g', '4g']).optional(),
  metrics: z.array(ZRumMetric).min(1).max(RUM_MAX_BATCH),
});
export type TRumReport = z.infer<typeof ZRumReport>;

/** The reply of `POST /api/rum` (204, no body). */
export const ZRumAccepted = z.null();

export const ZRumPercentiles = z.object({
  name: z.enum(RUM_METRICS),
  count: z.number().int(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});

/** `GET /api/rum/summary`: percentiles per route pattern and metric over the recent window. */
export const ZRumSummary = z.object({
  /** How far back the samples go, and how many are kept per route and metric. */
  window: z.object({ seconds: z.number().int(), max_samples: z.number().int() }),
  routes: z.array(z.object({ route: z.string(), metrics: z.array(ZRumPercentiles) })),
});
export type TRumSummary = z.infer<typeof ZRumSummary>;
