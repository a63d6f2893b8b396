import { describe, expect, it } from 'vitest';
import { OTHER_ROUTE, percentile, RumStore } from './store';

const MATCH = '/[locale]/[sport]/[slug]';

describe('percentile (nearest rank)', () => {
  it('picks the smallest value with p% of the values at or below it', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 75), percentile(sorted, 95)]).toEqual([50, 75, 95]);
    expect(percentile(Float64Array.of(7), 95)).toBe(7);
    expect(percentile(Float64Array.of(1, 2, 3), 50)).toBe(2);
  });
});

describe('RumStore', () => {
  it('keeps percentiles per route and metric on a known set', () => {
    const store = new RumStore(() => 0);
    // 1..20 in a shuffled order: p50 = 10, p75 = 15, p95 = 19.
    for (const value of [7, 20, 1, 14, 3, 18, 9, 11, 16, 5, 2, 13, 19, 6, 10, 17, 4, 12, 15, 8])
      store.add(MATCH, 'LCP', value * 100);
    store.add(MATCH, 'CLS', 0.05);
    store.add('/[locale]', 'TTFB', 120);
    expect(store.summary().routes).toEqual([
      { route: '/[locale]', metrics: [{ name: 'TTFB', count: 1, p50: 120, p75: 120, p95: 120 }] },
      {
        route: MATCH,
        metrics: [
          { name: 'LCP', count: 20, p50: 1000, p75: 1500, p95: 1900 },
          { name: 'CLS', count: 1, p50: 0.05, p75: 0.05, p95: 0.05 },
        ],
      },
    ]);
  });

  it('keeps the newest samples only, and none older than the window', () => {
    let now = 0;
    const store = new RumStore(() => now, { maxSamples: 4, windowMs: 1000, maxRoutes: 10 });
    for (const value of [1, 2, 3, 4, 5, 6]) store.add(MATCH, 'INP', value);
    expect(store.summary().routes[0]?.metrics[0]).toMatchObject({ count: 4, p50: 4, p95: 6 });
    now = 600;
    store.add(MATCH, 'INP', 100);
    now = 1200;
    // Only the sample from t=600 is younger than a second.
    expect(store.summary().routes[0]?.metrics[0]).toMatchObject({ count: 1, p50: 100 });
    now = 2000;
    expect(store.summary()).toEqual({ window: { seconds: 1, max_samples: 4 }, routes: [] });
  });

  it('folds route patterns beyond the cap into "other"', () => {
    const store = new RumStore(() => 0, { maxSamples: 8, windowMs: 1000, maxRoutes: 3 });
    for (const route of ['/a', '/b', '/c', '/d', '/e', '/a']) store.add(route, 'FCP', 1);
    const routes = store.summary().routes.map(({ route, metrics }) => [route, metrics[0]?.count]);
    expect(routes).toEqual([
      ['/a', 2],
      ['/b', 1],
      [OTHER_ROUTE, 3],
    ]);
  });
});
