import { defineConfig } from 'vitest/config';

/** Tests that need a database (SQLite files, PostgreSQL when TEST_POSTGRES_URL is set). */
const STORAGE_TESTS = ['src/**/*.api.test.ts', 'src/**/*.storage.test.ts'];

// Two tiers over every workspace: `npm run test:unit` (projects without a database, no PostgreSQL)
// and `npm run test:api` (server-storage). Each workspace keeps its own config for its own needs.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/web',
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server',
          exclude: ['**/node_modules/**', ...STORAGE_TESTS],
          // testDatabases() refuses to open one here, so a unit test that needs storage fails loudly.
          env: { SPORTSBOOK_TEST_TIER: 'unit' },
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-storage', include: STORAGE_TESTS, globalSetup: ['./src/test/global-setup.ts'] },
      },
    ],
  },
});
