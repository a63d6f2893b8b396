import { captureRequestError, init } from '@sentry/nextjs';
import { beforeSend } from './filters';
import { REPORTING_LIMITS } from './options';
import { errorReportingConfig } from './server-config';

let started = false;

/**
 * The web server's own errors (server rendering, route handlers, the proxy), reported with the
 * same SDK, limits and SPEC §8 filters as the browser's; on when SENTRY_DSN is set. Called once
 * by instrumentation.ts at start.
 */
export function startServerReporting(env: Record<string, string | undefined> = process.env): boolean {
  const config = errorReportingConfig(env);
  if (!config || started) return started;
  init({
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release && { release: config.release }),
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    maxValueLength: REPORTING_LIMITS.maxValueLength,
    transportOptions: { bufferSize: REPORTING_LIMITS.bufferSize },
    beforeSend,
    // Errors only: no spans to record, so none of the module hooks that would record them.
    enableRuntimeChannelInjection: false,
  });
  started = true;
  return true;
}

/** Next's onRequestError: an error a request ended in on the server, with its route. */
export function captureServerError(...args: Parameters<typeof captureRequestError>): void {
  if (started) captureRequestError(...args);
}
