import type { BrowserOptions, browserTracingIntegration } from '@sentry/nextjs';
import { beforeSend, beforeSendTransaction } from './filters';

/** What the browser needs to report errors, rendered into the page by the server (SENTRY_* env). */
export interface ReportingConfig {
  dsn: string;
  /** SENTRY_ENVIRONMENT; SPEC §9: production by default. */
  environment: string;
  /** SPEC §9: the release is the build's identifier (Next's build id). */
  release: string | null;
  /** Share of page loads traced (SENTRY_TRACES_SAMPLE_RATE); 0 traces none. */
  tracesSampleRate: number;
}

/** The tunnel route on the web's own origin (app/api/monitoring): no foreign address in the CSP. */
export const TUNNEL_PATH = '/api/monitoring';

/** SPEC §9 'Reporting': the figures the SDK takes as options. */
export const REPORTING_LIMITS = {
  maxBreadcrumbs: 100,
  maxValueLength: 250,
  /** Envelopes waiting to be sent ('buffer 30'). */
  bufferSize: 30,
} as const;

/** SPEC §9 tracing: idle 1 s, final 30 s, heartbeat (a child span's longest silence) 5 s. */
export const TRACING_TIMEOUTS = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 5000 } as const;

/** The SDK options of the browser; the SDK's own defaults cover the rate-limit back-off (60 s). */
export function sdkOptions(config: ReportingConfig, tunnel: string | undefined): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release && { release: config.release }),
    ...(tunnel && { tunnel }),
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    maxValueLength: REPORTING_LIMITS.maxValueLength,
    transportOptions: { bufferSize: REPORTING_LIMITS.bufferSize },
    // The SDK would otherwise append the host to the app's own "Failed to fetch" errors.
    enhanceFetchErrorMessages: 'report-only',
    ...(config.tracesSampleRate > 0 && { tracesSampleRate: config.tracesSampleRate }),
    // Whole transactions, not streamed spans: SPEC §8 drops transactions, which beforeSendTransaction
    // sees only in this mode.
    traceLifecycle: 'static',
    beforeSend,
    beforeSendTransaction,
  };
}

/** How code reports: tags to search by, extra data to read. */
export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type Capture = (error: unknown, context?: ReportContext) => void;

/** The parts of a Sentry browser SDK the app uses (@sentry/nextjs in the app, @sentry/browser in tests). */
export interface BrowserSdk {
  init(options: BrowserOptions): unknown;
  captureException(error: unknown, context?: ReportContext): string;
  browserTracingIntegration(options: typeof TRACING_TIMEOUTS): ReturnType<typeof browserTracingIntegration>;
}

/** Starts the SDK with the app's options and returns how to report to it. */
export function startSdk(sdk: BrowserSdk, config: ReportingConfig, tunnel: string | undefined): Capture {
  const options = sdkOptions(config, tunnel);
  sdk.init({
    ...options,
    ...(options.tracesSampleRate !== undefined && {
      integrations: [sdk.browserTracingIntegration(TRACING_TIMEOUTS)],
    }),
  });
  return (error, context) => {
    sdk.captureException(error, context);
  };
}
