'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { apiBaseUrl, routePath } from '../api/client';
import { useRuntimeConfig } from '../config/context';
import { afterLoad } from '../realtime/client';
import { isSampled } from './sampling';

/**
 * Real-user metrics (README 'Real-user metrics'): a sampled page load reports its Core Web Vitals
 * against the route pattern it was loaded on. Renders nothing; web-vitals and the reporter load
 * after `load`, when the browser is idle, so nothing here counts before the page is interactive.
 */
export function RumReporter() {
  const { rumSampleRate } = useRuntimeConfig();
  const pathname = usePathname();
  // The placement slots (@left, @right, @top, @menu, @tabs) take every path as their catch-all `rest`, and useParams
  // merges a slot's params with the page's: leave it out so a page is filed under its own pattern.
  const { rest: _slotPath, ...params } = useParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the landing page only; later navigations are soft and keep its metrics
  useEffect(() => {
    if (!isSampled(rumSampleRate)) return;
    const url = `${apiBaseUrl()}${routePath('POST /api/rum')}`;
    void afterLoad()
      .then(() => import('./report'))
      .then(({ startReporting }) => startReporting({ pathname, params, url }))
      // Metrics are best effort: a chunk that does not load costs the page nothing.
      .catch(() => undefined);
  }, []);
  return null;
}
