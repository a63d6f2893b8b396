import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { createBatch, effectiveType, sendReport } from './batch';
import { routePattern } from './route-pattern';

/**
 * The lazily loaded half of the reporter: web-vitals observes with `buffered: true`, so loading it
 * after the page is interactive still sees the paints and shifts that came before.
 */
export function startReporting(options: {
  pathname: string;
  params: Parameters<typeof routePattern>[1];
  url: string;
}): void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const batch = createBatch({
    route: routePattern(options.pathname, options.params),
    effectiveType: effectiveType(connection),
    send: (report) => sendReport(options.url, report),
  });
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(batch.add);
  // Registered after web-vitals' own listeners, so the final CLS, INP and LCP are queued first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  window.addEventListener('pagehide', batch.flush);
}
