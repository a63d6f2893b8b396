import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportingConfig } from './options';

/**
 * The build's id (SPEC §9: the release is a build identifier), read once from Next's BUILD_ID:
 * `next start` runs from the app's directory or, as scripts/serve.mjs does, from the repository's.
 */
export function buildId(cwd = process.cwd()): string | null {
  for (const dir of ['.next', join('apps', 'web', '.next')]) {
    try {
      return readFileSync(join(/* turbopackIgnore: true */ cwd, dir, 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      // not this layout
    }
  }
  return null;
}

let release: string | null | undefined;

function traceRate(value: string | undefined): number {
  const rate = Number(value);
  return value && Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

/**
 * Error reporting as this server's environment sets it, read per request so one build serves any
 * deployment: SENTRY_DSN (unset: no reporting, no SDK in the browser), SENTRY_ENVIRONMENT
 * (production by default), SENTRY_TRACES_SAMPLE_RATE (0 by default), SENTRY_RELEASE over the build id.
 */
export function errorReportingConfig(
  env: Record<string, string | undefined> = process.env,
): ReportingConfig | null {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  release ??= buildId();
  return {
    dsn,
    environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    release: env.SENTRY_RELEASE?.trim() || release,
    tracesSampleRate: traceRate(env.SENTRY_TRACES_SAMPLE_RATE),
  };
}
