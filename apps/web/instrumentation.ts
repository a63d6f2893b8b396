import type { Instrumentation } from 'next';

/**
 * Error reporting on the web server (src/shared/reporting/server.ts): the SDK loads only in the
 * Node.js runtime and only when SENTRY_DSN is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { startServerReporting } = await import('./src/shared/reporting/server');
  startServerReporting();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { captureServerError } = await import('./src/shared/reporting/server');
  captureServerError(...args);
};
