import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { aSeededApp } from './app';
import { adminQuery } from './pg-admin';

/**
 * Seeds the demo catalogue once for the whole run, into a SQLite file and (with TEST_POSTGRES_URL)
 * a PostgreSQL database; the API tests copy these (a file copy, CREATE DATABASE … TEMPLATE)
 * instead of each rolling the catalogue again.
 */
export default async function setup(project: TestProject) {
  const [sqlite, postgres] = await Promise.all([seedSqlite(), seedPostgres(process.env.TEST_POSTGRES_URL)]);
  project.provide('sqliteTemplate', sqlite.file);
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    sqlite.remove();
    await postgres?.remove();
  };
}

async function seed(url: string): Promise<void> {
  const db = openDb(url);
  await migrateToLatest(db);
  const { app } = await aSeededApp(db);
  await app.close();
  // Closing checkpoints SQLite's write-ahead log into the file, so a copy of the file is complete.
  await db.close();
}

async function seedSqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-template-'));
  const file = join(dir, 'template.sqlite');
  await seed(`file:${file}`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function seedPostgres(adminUrl: string | undefined) {
  if (!adminUrl) return undefined;
  const name = `sportsbook_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await seed(url.toString());
  return {
    name,
    remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
