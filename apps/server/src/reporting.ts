import { captureException, close, init } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The API's error reporting (@sentry/node, README 'Error reporting'): on when SENTRY_DSN is set.
 * The server applies the rules of SPEC §8's filter that fit it: a flagged skip-capture error,
 * an aborted or timed-out connection and a client error (4xx) are not reported; a 5xx or an
 * unexpected error is.
 */
export interface ErrorReporting {
  dsn: string;
  /** SENTRY_ENVIRONMENT; SPEC §9: production by default. */
  environment: string;
  /** SPEC §9: a build identifier (SENTRY_RELEASE, else the id the build stamped). */
  release: string | undefined;
}

export interface ErrorReporter {
  /** Reports an error a request ended in, when the rules above say so. */
  capture(error: unknown, request?: FastifyRequest): void;
  /** Sends what is queued (at most `timeoutMs`), then stops. */
  close(timeoutMs?: number): Promise<boolean>;
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Node's and undici's words for a connection that was aborted or timed out. */
const ABORT_OR_TIMEOUT_CODES = new Set([
  'ECONNABORTED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ERR_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_ABORTED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** SPEC §8 on the server: whether an error is reported. */
export function isReported(error: unknown): boolean {
  if (field(error, 'skipCapture') === true) return false;
  const name = field(error, 'name');
  if (name === 'AbortError' || name === 'TimeoutError') return false;
  if (ABORT_OR_TIMEOUT_CODES.has(String(field(error, 'code') ?? ''))) return false;
  const status = error instanceof AppError ? error.status : field(error, 'statusCode');
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/** SPEC §9 'Reporting' as SDK options; the SDK's rate-limit back-off is already 60 s. */
export const REPORTING_LIMITS = { maxBreadcrumbs: 100, maxValueLength: 250, bufferSize: 30 } as const;

/** Starts @sentry/node for this process. */
export function startErrorReporting(options: ErrorReporting): ErrorReporter {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    maxValueLength: REPORTING_LIMITS.maxValueLength,
    transportOptions: { bufferSize: REPORTING_LIMITS.bufferSize },
    // Errors only: the API's timings are measured by its own benchmarks, not traced.
    tracesSampleRate: undefined,
    beforeSend: (event, hint) => (isReported(hint.originalException) ? event : null),
    // The app's error handler reports (errors.ts), with the rules above: the SDK's own Fastify
    // hook would report the same errors a second time, and only when it could patch Fastify.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  return {
    capture(error, request) {
      if (!isReported(error)) return;
      captureException(error, {
        ...(request && {
          tags: { method: request.method, route: request.routeOptions.url ?? 'unknown' },
          extra: { url: request.url.split('?')[0], request_id: request.id },
        }),
      });
    },
    close: (timeoutMs = 2000) => close(timeoutMs),
  };
}
