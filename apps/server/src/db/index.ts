import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials (for logs). */
  location: string;
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = 'data/sportsbook.sqlite';

// NOTE: PostgreSQL returns int8 as a string to keep precision; every int8 we store is an epoch
// millisecond or an id, far below 2^53, so numbers are safe and keep one code path for both dialects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the database named by DATABASE_URL (see DESIGN.md 'Wire contract'). */
export function openDb(url: string | undefined, options: { cwd?: string } = {}): Db {
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // NOTE: an idle pooled connection that the server closes (restart, failover, a dropped test
    // database) emits 'error' on the pool; without a listener that would crash the process. The
    // pool replaces the connection; a query in flight still gets its own error.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const parsed = new URL(url);
    return {
      kysely,
      dialect: 'postgres',
      location: `postgres://${parsed.host}${parsed.pathname}`,
      close: () => kysely.destroy(),
    };
  }
  const file = sqlitePath(url, options.cwd ?? process.cwd());
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', location: file, close: () => kysely.destroy() };
}

function sqlitePath(url: string | undefined, cwd: string): string {
  if (!url) return resolve(cwd, DEFAULT_SQLITE_PATH);
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file:')) return resolve(cwd, url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''));
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got ${url.split(':')[0]}:…)`);
}

/**
 * better-sqlite3 with prepared statements reused by SQL text (Kysely prepares on every execution,
 * which is a large share of a short query's cost). Safe because Kysely runs one query at a time on
 * the connection and never streams here; the cache is bounded (least recently used out).
 */
function withStatementCache(database: SQLite.Database, size = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source);
    if (cached) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = database.prepare(source);
    cache.set(source, statement);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
