import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { urls } from './env';

/**
 * A second API and web app from the same build, with a site config of their own, for the settings
 * that would change every other spec's pages (a redirect of every visitor, a reminder over every
 * page). Ports follow the run's own, so parallel runs on other ports stay apart.
 */
const apiPort = Number(process.env.E2E_VARIANT_API_PORT ?? urls.apiPort + 3000);
const webPort = Number(process.env.E2E_VARIANT_WEB_PORT ?? urls.webPort + 3000);

export const variantUrls = {
  api: `http://127.0.0.1:${apiPort}`,
  web: `http://127.0.0.1:${webPort}`,
};

export interface VariantStack {
  stop(): Promise<void>;
}

/**
 * Starts the stack and resolves once its web app answers; `env` adds server settings. A spec that
 * runs beside site-variants.spec.ts passes ports of its own (`at`).
 */
export async function startVariantStack(
  name: string,
  siteConfig: Record<string, unknown>,
  env: Record<string, string> = {},
  at: { api: string; web: string } = variantUrls,
): Promise<VariantStack> {
  const base = `/tmp/sportsbook-e2e-${name}-${process.pid}-${Date.now()}`;
  writeFileSync(`${base}-site.json`, JSON.stringify(siteConfig));
  // Found from this file, not the working directory: `npm test` runs Playwright from the root.
  const serve = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [serve], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      ...env,
      API_PORT: new URL(at.api).port,
      WEB_PORT: new URL(at.web).port,
      DATABASE_URL: `file:${base}.sqlite`,
      SITE_CONFIG: `${base}-site.json`,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      SIGN_INS_PER_IP: '100000',
      SIGN_UPS_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    for (const suffix of ['.sqlite', '.sqlite-wal', '.sqlite-shm', '-site.json'])
      rmSync(base + suffix, { force: true });
  };
  // serve.mjs starts the web once the API is ready (a fresh database is seeded first).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${at.web}/en`, { redirect: 'manual' })).status < 500) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the ${name} stack did not start`);
}
