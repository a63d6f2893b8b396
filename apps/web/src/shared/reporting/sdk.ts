import { browserTracingIntegration, captureException, init } from '@sentry/nextjs';
import { type ReportingConfig, startSdk as start, TUNNEL_PATH } from './options';

/**
 * The lazily loaded half of error reporting (report.ts imports it only when a DSN is configured,
 * once the page is idle): named imports, so the bundler keeps only what these use.
 */
export function startSdk(config: ReportingConfig) {
  return start({ init, captureException, browserTracingIntegration }, config, TUNNEL_PATH);
}
