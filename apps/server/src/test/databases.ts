import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Db, openDb } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { adminQuery } from './pg-admin';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A new, empty, migrated database; close() removes it. */
  create(): Promise<Db>;
  /**
   * A database for aSeededApp: a copy of the run's template, which holds the demo catalogue at
   * TEST_NOW already (see global-setup.ts); without one, an empty database aSeededApp fills.
   */
  createSeeded(): Promise<Db>;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The PostgreSQL database global-setup.ts seeded once for the run, if any. */
    postgresTemplate: string | undefined;
    /** The SQLite file global-setup.ts seeded once for the run. */
    sqliteTemplate: string | undefined;
  }
}

/** Databases copied from a seeded template: aSeededApp does not roll the catalogue into them again. */
export const seededFromTemplate = new WeakSet<Db>();

async function openSqlite(template?: string): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-test-'));
  const file = join(dir, 'test.sqlite');
  if (template) copyFileSync(template, file);
  const db = openDb(`file:${file}`);
  if (!template) await migrateToLatest(db);
  const removable = {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  if (template) seededFromTemplate.add(removable);
  return removable;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  create: () => openSqlite(),
  createSeeded: () => openSqlite(inject('sqliteTemplate')),
};

/** PostgreSQL refuses to copy a template while another copy of it is being made: try again. */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `create database ${name} template ${template}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function postgres(adminUrl: string): TestDatabase {
  async function open(template?: string): Promise<Db> {
    const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
    if (template) await createFromTemplate(adminUrl, name, template);
    else await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openDb(url.toString());
    if (!template) await migrateToLatest(db);
    return {
      ...db,
      close: async () => {
        await db.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  return {
    name: 'postgres',
    create: () => open(),
    async createSeeded() {
      const template = inject('postgresTemplate');
      if (!template) return open();
      const db = await open(template);
      seededFromTemplate.add(db);
      return db;
    },
  };
}

/**
 * The databases storage and API tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL
 * names a server (npm test starts a throwaway one). In CI a missing PostgreSQL is an error, not a skip.
 */
export function testDatabases(): TestDatabase[] {
  if (process.env.SPORTSBOOK_TEST_TIER === 'unit')
    throw new Error('unit tests run without a database: name this file *.api.test.ts or *.storage.test.ts');
  const url = process.env.TEST_POSTGRES_URL;
  if (!url && process.env.CI)
    throw new Error('TEST_POSTGRES_URL is required in CI: storage tests must run on PostgreSQL too');
  return url ? [sqlite, postgres(url)] : [sqlite];
}

/** A fixed instant for tests (never the wall clock): 2026-11-25 18:00 UTC. */
export const TEST_NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
export const TEST_SEED = 20261125;
