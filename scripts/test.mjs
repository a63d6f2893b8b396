// The whole suite, as the README promises: unit tests, then API and storage tests on SQLite and PostgreSQL
// (a throwaway cluster is started when TEST_POSTGRES_URL is not given), then the production build
// and the end-to-end browser tests in Debian's Chromium. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TZ: 'UTC' };
const cleanups = [];
const cleanup = () => {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch (error) {
      console.error(error);
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

// Each tier's time is printed as it ends and again in the summary, so growth shows in every CI log.
const timings = [];
function run(tier, command, args, options = {}) {
  console.log(`\n▶ ${tier}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  const seconds = (performance.now() - started) / 1000;
  timings.push(`${tier} ${seconds.toFixed(0)} s`);
  console.log(`⏱ ${tier}: ${seconds.toFixed(1)} s`);
  return result.status ?? 1;
}

if (!env.TEST_POSTGRES_URL) {
  const dir = `/tmp/sportsbook-test-pg-${process.pid}`;
  const started = spawnSync(join(root, 'scripts/pg-cluster.sh'), ['start', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (started.status === 0) {
    env.TEST_POSTGRES_URL = started.stdout.trim();
    cleanups.push(() => spawnSync(join(root, 'scripts/pg-cluster.sh'), ['stop', dir], { stdio: 'inherit' }));
    console.log(`PostgreSQL for tests: ${env.TEST_POSTGRES_URL}`);
  } else if (env.CI) {
    console.error('PostgreSQL could not be started, and CI must run the storage tests on it.');
    process.exit(1);
  } else {
    console.warn('PostgreSQL could not be started: storage tests run on SQLite only.');
  }
}

const results = join(tmpdir(), `sportsbook-test-${process.pid}`);
const counts = { passed: 0, failed: 0, skipped: 0 };
// Browser tests that failed once and passed on CI's one retry: named in the summary so that a flaky
// test is seen and fixed, not hidden by the retry.
const flaky = [];
function flakyTests(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky')
          found.push(`${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}
let status = 0;
try {
  // The unit tier needs no database; the API and storage tier runs on SQLite and PostgreSQL.
  const vitestTier = (tier, script, file) => {
    const json = join(results, file);
    const code = run(tier, 'npm', [
      'run',
      script,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ]);
    if (existsSync(json)) {
      const report = JSON.parse(readFileSync(json, 'utf8'));
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests + report.numTodoTests;
    }
    return code;
  };
  status ||= vitestTier('unit (Vitest)', 'test:unit', 'unit.json');
  if (status === 0) status ||= run('services', 'bash', ['scripts/ensure-services.sh']);
  if (status === 0) status ||= vitestTier('API and storage (Vitest)', 'test:api', 'api.json');
  if (status === 0) status ||= run('build', 'npm', ['run', 'build']);
  if (status === 0) status ||= run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
  if (status === 0) {
    const e2eJson = join(results, 'playwright.json');
    status ||= run(
      'end to end (Playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      },
    );
    if (existsSync(e2eJson)) {
      const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
      counts.passed += report.stats.expected + report.stats.flaky;
      counts.failed += report.stats.unexpected;
      counts.skipped += report.stats.skipped;
      flaky.push(...flakyTests(report));
    }
  }
} finally {
  cleanup();
  rmSync(results, { recursive: true, force: true });
}
if (status !== 0 && counts.failed === 0) counts.failed = 1;
console.log(`\ntiers: ${timings.join(', ')}`);
if (flaky.length)
  console.log(`\nflaky (failed once, passed on the retry):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(status);
