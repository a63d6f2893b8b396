import { whenIdle } from '../when-idle';
import type { Capture, ReportContext, ReportingConfig } from './options';

export type { ReportContext };

/** SPEC §9 'buffer 30': errors kept while the SDK loads; later ones are dropped. */
export const PENDING_LIMIT = 30;

export interface ReporterOptions {
  /** Loads the SDK; the app's is a dynamic import, so no page carries Sentry in its first load. */
  load?: () => Promise<{ startSdk: (config: ReportingConfig) => Capture }>;
  /** When to load it; after `load`, when idle. */
  idle?: () => Promise<void>;
}

/**
 * Error reporting without the SDK in the page: until the SDK has loaded, uncaught errors,
 * unhandled rejections and explicit reports wait in a bounded queue; then the SDK takes them and
 * its own global handlers take over. Without a configuration nothing is kept or loaded.
 */
export function createReporter(options: ReporterOptions = {}) {
  let started = false;
  let capture: Capture | null = null;
  let pending: { error: unknown; context?: ReportContext }[] | null = null;

  const report = (error: unknown, context?: ReportContext): void => {
    if (capture) capture(error, context);
    else if (pending && pending.length < PENDING_LIMIT) pending.push({ error, context });
  };

  const start = (config: ReportingConfig | null): void => {
    if (!config || started || typeof window === 'undefined') return;
    started = true;
    pending = [];
    const onError = (event: ErrorEvent) => report(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const stopListening = () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    const load = options.load ?? (() => import('./sdk'));
    void (options.idle ?? whenIdle)()
      .then(load)
      .then(({ startSdk }) => {
        const sdkCapture = startSdk(config);
        stopListening();
        const queued = pending ?? [];
        pending = null;
        capture = sdkCapture;
        for (const { error, context } of queued) sdkCapture(error, context);
      })
      // Reporting is best effort: an SDK chunk that does not load costs the page nothing.
      .catch(() => {
        stopListening();
        pending = null;
      });
  };

  return { report, start };
}

const reporter = createReporter();

/** Reports an error (SPEC §8 'Other errors are reported'); the filters of filters.ts still apply. */
export const reportError = reporter.report;

/** Starts reporting in the browser with the server's configuration; null (no SENTRY_DSN) does nothing. */
export const startErrorReporting = reporter.start;
