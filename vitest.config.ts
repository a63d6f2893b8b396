import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Tests that need a database (SQLite files, PostgreSQL when TEST_POSTGRES_URL is set). */
const STORAGE_TESTS = ['src/**/*.api.test.ts', 'src/**/*.storage.test.ts'];

/**
 * The web's test files that replace modules or globals, or start the Sentry SDK (global handlers and
 * a fetch taken at start): they keep a module graph of their own, while the rest share their worker's
 * (imports load once per worker instead of once per file).
 */
const WEB = './apps/web';
const WEB_TESTS = (readdirSync(WEB, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
  /^(src|scripts)\/.*\.test\.tsx?$/.test(file),
);
const replacesModules = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|from '@sentry\/(browser|nextjs)'/.test(
    readFileSync(`${WEB}/${file}`, 'utf8'),
  );
const WEB_ISOLATED = WEB_TESTS.filter(replacesModules);
const WEB_SHARED = WEB_TESTS.filter((file) => !replacesModules(file));

// Two tiers over every workspace: `npm run test:unit` (projects without a database, no PostgreSQL)
// and `npm run test:api` (server-storage). Each workspace keeps its own config for its own needs.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      { extends: `${WEB}/vitest.config.ts`, root: WEB, test: { isolate: false, exclude: WEB_ISOLATED } },
      {
        extends: `${WEB}/vitest.config.ts`,
        root: WEB,
        // Arrays merge with the web config's, so this project is cut down by excluding the rest.
        test: { name: 'web-isolated', exclude: WEB_SHARED },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server',
          exclude: ['**/node_modules/**', ...STORAGE_TESTS],
          // testDatabases() refuses to open one here, so a unit test that needs storage fails loudly.
          env: { SPORTSBOOK_TEST_TIER: 'unit' },
          // No unit test here mocks modules or keeps global state, so files share a worker's module
          // cache: the server's imports load once per worker and the demo catalogue's fixtures
          // (generated days) are made once and shared.
          isolate: false,
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-storage',
          include: STORAGE_TESTS,
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/cheap-hashes.ts'],
        },
      },
    ],
  },
});
