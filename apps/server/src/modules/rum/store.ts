import { RUM_METRICS, type TRumMetricName, type TRumSummary } from '@sportsbook/contract';

/** Where reports for routes beyond the cap are counted. */
export const OTHER_ROUTE = 'other';

export interface RumStoreOptions {
  /** Samples kept per route and metric (the newest). */
  maxSamples: number;
  /** Samples older than this are left out of the summary and overwritten as new ones come. */
  windowMs: number;
  /** Distinct route patterns kept; later ones are folded into OTHER_ROUTE. */
  maxRoutes: number;
}

export const RUM_STORE_DEFAULTS: RumStoreOptions = { maxSamples: 1024, windowMs: 60 * 60_000, maxRoutes: 50 };

/** The newest `capacity` samples of one route and metric, with the time each arrived. */
class SampleRing {
  private readonly values: Float64Array;
  private readonly times: Float64Array;
  private next = 0;
  private size = 0;

  constructor(capacity: number) {
    this.values = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
  }

  add(value: number, at: number): void {
    this.values[this.next] = value;
    this.times[this.next] = at;
    this.next = (this.next + 1) % this.values.length;
    this.size = Math.min(this.size + 1, this.values.length);
  }

  /** The samples that arrived after `since`, sorted. */
  sortedSince(since: number): Float64Array {
    const kept: number[] = [];
    for (let i = 0; i < this.size; i++)
      if ((this.times[i] as number) > since) kept.push(this.values[i] as number);
    return Float64Array.from(kept).sort();
  }
}

/** Nearest-rank percentile of sorted values: the smallest value with at least p% of the values at or below it. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/**
 * Real-user metrics in memory: per route pattern and metric, a ring of the newest samples. Chosen
 * over a streaming quantile sketch because percentiles over a sliding window are then exact and the
 * memory is fixed up front (routes × metrics × samples × 16 bytes, about 4 MB with the defaults)
 * whatever the traffic; sorting a thousand samples per summary read is cheap for an operator page.
 */
export class RumStore {
  private readonly routes = new Map<string, Map<TRumMetricName, SampleRing>>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly options: RumStoreOptions = RUM_STORE_DEFAULTS,
  ) {}

  add(route: string, name: TRumMetricName, value: number): void {
    let metrics = this.routes.get(route);
    if (!metrics) {
      // The cap counts OTHER_ROUTE too, so at most maxRoutes rings per metric ever exist.
      const key = this.routes.size < this.options.maxRoutes - 1 ? route : OTHER_ROUTE;
      metrics = this.routes.get(key) ?? new Map();
      this.routes.set(key, metrics);
    }
    let ring = metrics.get(name);
    if (!ring) {
      ring = new SampleRing(this.options.maxSamples);
      metrics.set(name, ring);
    }
    ring.add(value, this.clock());
  }

  summary(): TRumSummary {
    const since = this.clock() - this.options.windowMs;
    const routes: TRumSummary['routes'] = [];
    for (const [route, rings] of [...this.routes].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const metrics = RUM_METRICS.flatMap((name) => {
        const sorted = rings.get(name)?.sortedSince(since);
        if (!sorted?.length) return [];
        const at = (p: number) => percentile(sorted, p);
        return [{ name, count: sorted.length, p50: at(50), p75: at(75), p95: at(95) }];
      });
      if (metrics.length > 0) routes.push({ route, metrics });
    }
    return {
      window: { seconds: Math.round(this.options.windowMs / 1000), max_samples: this.options.maxSamples },
      routes,
    };
  }
}
