import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDb } from '../db/index';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A new, empty, migrated database; close() removes it. */
  create(): Promise<Db>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'sportsbook-test-'));
    const db = openDb(`file:${join(dir, 'test.sqlite')}`);
    await migrateToLatest(db);
    return {
      ...db,
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = openDb(url.toString());
      await migrateToLatest(db);
      return {
        ...db,
        close: async () => {
          await db.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/**
 * The databases storage and API tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL
 * names a server (npm test starts a throwaway one). In CI a missing PostgreSQL is an error, not a skip.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url && process.env.CI)
    throw new Error('TEST_POSTGRES_URL is required in CI: storage tests must run on PostgreSQL too');
  return url ? [sqlite, postgres(url)] : [sqlite];
}

/** A fixed instant for tests (never the wall clock): 2026-11-25 18:00 UTC. */
export const TEST_NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
export const TEST_SEED = 20261125;
