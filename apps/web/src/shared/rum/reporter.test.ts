// @vitest-environment jsdom
import type { TRumReport } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rumSampleRate } from '../config/runtime';
import { createBatch, effectiveType, sendReport, type VitalsMetric } from './batch';
import { routePattern } from './route-pattern';
import { isSampled } from './sampling';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routePattern', () => {
  it.each([
    ['/en', { locale: 'en' }, '/[locale]'],
    ['/en/live', { locale: 'en' }, '/[locale]/live'],
    ['/en/football', { locale: 'en', sport: 'football' }, '/[locale]/[sport]'],
    [
      '/pt-BR/football/paris-city-vs-gottingen-albion-1967056',
      { locale: 'pt-BR', sport: 'football', slug: 'paris-city-vs-gottingen-albion-1967056' },
      '/[locale]/[sport]/[slug]',
    ],
    ['/ar/no/such/page', { locale: 'ar', rest: ['no', 'such', 'page'] }, '/[locale]/[...rest]'],
    // localePrefix 'as-needed': the default locale is not in the address.
    ['/football', { locale: 'en', sport: 'football' }, '/[locale]/[sport]'],
    // A segment the params do not explain and that is not a plain word is not kept.
    ['/en/bets/12345', { locale: 'en' }, '/[locale]/bets/[segment]'],
    ['/en/f%C3%BCr', { locale: 'en', sport: 'für' }, '/[locale]/[sport]'],
  ])('%s → %s', (pathname, params, pattern) => {
    expect(routePattern(pathname, params)).toBe(pattern);
  });

  it('gives only patterns the API takes (no digits, no query, no address)', () => {
    const pattern = /^\/$|^(\/(\[(\.\.\.)?[a-zA-Z]+\]|[a-z]+(-[a-z]+)*))+$/;
    for (const path of ['/en/x1/y?z=1', '/en/%E0%A4%A', '/en/Live', '/en/a_b'])
      expect(routePattern(path, { locale: 'en' })).toMatch(pattern);
  });
});

describe('sampling', () => {
  it('reports the configured share of page loads', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((draw) => isSampled(0.25, () => draw))).toHaveLength(250);
  });

  it('reads RUM_SAMPLE_RATE as a share, 10 % when unset or not a number', () => {
    expect([undefined, '', 'often', '0.5', '1', '3', '-1'].map(rumSampleRate)).toEqual([
      0.1, 0.1, 0.1, 0.5, 1, 1, 0,
    ]);
  });
});

const metric = (name: VitalsMetric['name'], value: number): VitalsMetric => ({
  name,
  value,
  rating: 'good',
  navigationType: 'navigate',
});

describe('createBatch', () => {
  it('sends the queued metrics together on a flush, and nothing when none are queued', () => {
    const sent: TRumReport[] = [];
    const batch = createBatch({ route: '/[locale]/live', effectiveType: '4g', send: (r) => sent.push(r) });
    batch.flush();
    expect(sent).toEqual([]);
    batch.add(metric('TTFB', 81.4));
    batch.add(metric('FCP', 640.6));
    batch.add(metric('CLS', 0.012345));
    batch.flush();
    batch.add(metric('INP', 96));
    batch.flush();
    batch.flush();
    expect(sent).toEqual([
      {
        route: '/[locale]/live',
        effective_type: '4g',
        metrics: [
          { name: 'TTFB', value: 81, rating: 'good', navigation_type: 'navigate' },
          { name: 'FCP', value: 641, rating: 'good', navigation_type: 'navigate' },
          { name: 'CLS', value: 0.0123, rating: 'good', navigation_type: 'navigate' },
        ],
      },
      {
        route: '/[locale]/live',
        effective_type: '4g',
        metrics: [{ name: 'INP', value: 96, rating: 'good', navigation_type: 'navigate' }],
      },
    ]);
  });

  it('splits a long queue into reports the API takes', () => {
    const sent: TRumReport[] = [];
    const batch = createBatch({ route: '/[locale]', send: (r) => sent.push(r) });
    for (let i = 0; i < 45; i++) batch.add(metric('LCP', i));
    batch.flush();
    expect(sent.map((r) => r.metrics.length)).toEqual([20, 20, 5]);
  });

  it('sends nothing of the metric but its name, value, rating and navigation type', () => {
    const sent: TRumReport[] = [];
    const batch = createBatch({ route: '/[locale]/[sport]', send: (r) => sent.push(r) });
    // web-vitals' metric carries entries (with the page's URL and elements) and an id.
    const full = {
      ...metric('LCP', 1200),
      id: 'v5-1700000000000-123',
      delta: 1200,
      entries: [{ url: 'https://site.example/en/football?player=42', element: 'img' }],
      attribution: { url: 'https://site.example/en/football' },
    };
    batch.add(full);
    batch.flush();
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0] as object).sort()).toEqual(['metrics', 'route']);
    expect(Object.keys(sent[0]?.metrics[0] as object).sort()).toEqual([
      'name',
      'navigation_type',
      'rating',
      'value',
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/site\.example|football|player|v5-/);
  });
});

describe('effectiveType', () => {
  it('passes the types the API knows and drops the rest', () => {
    expect(effectiveType({ effectiveType: '3g' })).toBe('3g');
    expect(effectiveType({ effectiveType: '5g' })).toBeUndefined();
    expect(effectiveType(undefined)).toBeUndefined();
  });
});

describe('sendReport', () => {
  const report: TRumReport = {
    route: '/[locale]',
    metrics: [{ name: 'FCP', value: 500, rating: 'good', navigation_type: 'navigate' }],
  };

  it('sends a beacon with the report as a string (text/plain, no preflight)', () => {
    const beacon = vi.fn(() => true);
    const fetcher = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetcher);
    sendReport('http://api.test/api/rum', report);
    expect(beacon).toHaveBeenCalledWith('http://api.test/api/rum', JSON.stringify(report));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without credentials when the beacon is refused or missing', () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetcher);
    for (const nav of [{ sendBeacon: () => false }, {}]) {
      vi.stubGlobal('navigator', nav);
      sendReport('http://api.test/api/rum', report);
    }
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledWith('http://api.test/api/rum', {
      method: 'POST',
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  });
});
