// Serves an existing build: the API (and the web app once it is built), with WEB_PORT, API_PORT and
// DATABASE_URL taken from the environment. Stops everything when one part stops or on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';

export const parts = [
  {
    name: 'api',
    built: `${root}apps/server/dist/main.js`,
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
    url: `http://localhost:${apiPort}`,
  },
  {
    name: 'web',
    built: `${root}apps/web/.next/BUILD_ID`,
    // Next itself, not through npm (npm → sh → next-server): stopping it then stops the server.
    command: process.execPath,
    args: [
      `${root}node_modules/next/dist/bin/next`,
      'start',
      `${root}apps/web`,
      '--port',
      webPort,
      '--hostname',
      process.env.WEB_HOST ?? '127.0.0.1',
    ],
    url: `http://localhost:${webPort}`,
    optional: true,
  },
];

const missing = parts.filter((p) => !p.optional && !existsSync(p.built));
if (missing.length > 0) {
  console.error(
    `Not built yet: ${missing.map((p) => p.name).join(', ')}. Run npm run build first (npm start does it for you).`,
  );
  process.exit(1);
}

const children = [];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};

/** The web renders from the API, so it starts once the API answers /readyz (first start seeds the database). */
async function apiReady(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/readyz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

for (const part of parts) {
  if (!existsSync(part.built)) continue;
  if (part.name === 'web' && !(await apiReady())) {
    console.error('the API did not become ready; not starting the web app');
    stop(1);
    break;
  }
  const child = spawn(part.command, part.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, WEB_PORT: webPort },
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${part.name} stopped (exit ${code}); stopping the rest`);
    children.splice(children.indexOf(child), 1);
    if (children.length === 0) process.exit(code ?? 0);
    stop(code ?? 1);
  });
  children.push(child);
  console.log(`${part.name}: ${part.url}`);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
