import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The bet and live-update specs through `npm run serve:cluster` (scripts/cluster.mjs): two API
// processes on PostgreSQL and Redis behind HAProxy, the web pointed at the balancer. The specs
// read the API's address from E2E_API_PORT, which here is the balancer's; the workers inherit it.
process.env.E2E_API_PORT ??= '4320';
process.env.E2E_WEB_PORT ??= '3320';
const apiPorts = process.env.E2E_CLUSTER_API_PORTS ?? '4321,4322';

export default defineConfig({
  ...base,
  // The bet test and a real-time test, as issue 20 asks; the rest of the suite runs on one process.
  testMatch: ['bets.spec.ts', 'live-updates.spec.ts'],
  grep: [/the demo player places a single, a combo and a system bet/, /sees prices and clocks move/],
  globalTeardown: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${process.env.E2E_WEB_PORT}` },
  webServer: {
    command: 'node scripts/serve-cluster.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${process.env.E2E_WEB_PORT}/en`,
    timeout: 240_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // serve-cluster stops the processes it started on SIGTERM; Playwright sends SIGKILL otherwise.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      CLUSTER_BALANCER_PORT: process.env.E2E_API_PORT,
      CLUSTER_API_PORTS: apiPorts,
      CLUSTER_WEB_PORT: process.env.E2E_WEB_PORT,
      LOG_LEVEL: 'warn',
      FEED_RATE: '400',
      PROVIDER_FLIP_SECONDS: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
