import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { aSeededApp } from './app';
import { adminQuery } from './pg-admin';

/**
 * Seeds the demo catalogue into one PostgreSQL database for the whole run; the API tests copy it
 * (CREATE DATABASE … TEMPLATE) instead of each rolling the catalogue again. Without
 * TEST_POSTGRES_URL there is nothing to do: SQLite tests seed their own files.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  project.provide('postgresTemplate', undefined);
  if (!adminUrl) return;
  const name = `sportsbook_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDb(url.toString());
  await migrateToLatest(db);
  const { app } = await aSeededApp(db);
  await app.close();
  await db.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}
