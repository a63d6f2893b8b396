// npm start: builds whatever is not built yet, then serves it with demo data.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const builds = [
  { workspace: 'apps/server', output: 'apps/server/dist/main.js' },
  { workspace: 'apps/web', output: 'apps/web/.next/BUILD_ID', optional: true },
];
for (const { workspace, output, optional } of builds) {
  if (optional && !existsSync(`${root}${workspace}/package.json`)) continue;
  if (existsSync(`${root}${output}`)) continue;
  console.log(`Building ${workspace} (first start)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
