import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { type PreparedQuery, statementName } from './prepared';
import { type Procedure, procedureRunner } from './procedures';
import type { Database } from './schema';
import { startWriter } from './writer';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials (for logs). */
  location: string;
  /**
   * SQLite only: runs a procedure (db/procedures.ts) as one transaction, its statements synchronous.
   * Procedures asked for during one turn of the event loop share one commit (see groupCommit).
   * On a database file they run in the writer thread, on its own connection, so the commit and the
   * statements take no time from the event loop; on an in-memory database, here.
   */
  procedure?: <S, I, O>(procedure: Procedure<S, I, O>, input: I) => Promise<O>;
  /**
   * SQLite file: starts the writer thread and resolves once it is up, or rejects when it cannot
   * start (its code missing, the file not writable) — so a server fails at start, not at its first
   * bet. Without it the thread starts with the first procedure.
   */
  ready?: () => Promise<void>;
  /**
   * SQLite file: hears the writer thread find the database locked by another connection (once per
   * commit that waits), the event that proves a write is held back rather than merely slow.
   */
  onWriterWait?: (listener: () => void) => () => void;
  close(): Promise<void>;
}

/** Prepared queries (db/prepared.ts) run synchronously inside a procedure (Db.procedure). */
export interface SyncTransaction {
  /** Runs a statement; the number of rows it changed. */
  run<P>(query: PreparedQuery<P, unknown>, params: P): number;
  /** The first row a statement returns (a select, or a write with RETURNING). */
  get<P, R>(query: PreparedQuery<P, R>, params: P): R | undefined;
}

export const DEFAULT_SQLITE_PATH = 'data/sportsbook.sqlite';

// PostgreSQL returns int8 as a string to keep precision; every int8 we store is an epoch
// millisecond or an id, far below 2^53, so numbers are safe and keep one code path for both dialects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the database named by DATABASE_URL (see DESIGN.md 'Wire contract'). */
export interface OpenDbOptions {
  cwd?: string;
  /** SQLite file: how often the checkpointer runs, and the log's length that makes it restart the log. */
  checkpoint?: CheckpointPolicy;
}

export function openDb(url: string | undefined, options: OpenDbOptions = {}): Db {
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle pooled connection that the server closes (restart, failover, a dropped test
    // database) emits 'error' on the pool; without a listener that would crash the process. The
    // pool replaces the connection; a query in flight still gets its own error.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    pool.on('connect', namePreparedStatements);
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
  const { sqlite, kysely, trx } = openSqlite(file);
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(sqlite, file, options.checkpoint);
  const writer = file === ':memory:' ? undefined : startWriter(file);
  const db: Db = {
    kysely,
    dialect: 'sqlite',
    location: file,
    close: async () => {
      await writer?.stop();
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
  if (writer) {
    db.procedure = (procedure, input) => writer.run(procedure.name, input);
    db.ready = () => writer.ready();
    db.onWriterWait = (listener) => writer.onWait(listener);
  } else {
    // Kysely's SQLite driver hands its one connection to one user at a time (a mutex held for
    // a whole Kysely transaction), so holding it here keeps other writers out of the commit.
    db.procedure = procedureRunner(
      db,
      groupCommit(sqlite, trx, (commit) => kysely.connection().execute(commit)),
    );
  }
  return db;
}

/** How long a statement waits for the write lock another connection holds, before SQLITE_BUSY. */
export const LOCK_WAIT_MS = 5000;

/**
 * Kysely on SQLite, with two changes for a database more than one connection writes (the writer
 * thread, the checkpointer, another process):
 * - Transactions begin IMMEDIATE: they take the write lock at once. A deferred one that read first
 *   would fail with SQLITE_BUSY at its first write whenever another connection had committed since
 *   its read, and no wait applies there.
 * - A statement that finds the lock taken outside a transaction (so it changed nothing: BEGIN
 *   IMMEDIATE, or a lone write) is tried again a millisecond later, up to LOCK_WAIT_MS, while the
 *   event loop goes on. SQLite's own wait (busy_timeout, off on this connection) would sleep the
 *   event loop 1, 2, 5, 10… ms at a time while the writer thread commits.
 */
class SharedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override createDriver() {
    const { sqlite } = this;
    // Kysely's SQLite driver has one connection, so one wrapper serves every acquisition.
    let shared: DatabaseConnection | undefined;
    return new (class extends SqliteDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        shared ??= {
          executeQuery: (query) =>
            sqlite.inTransaction
              ? connection.executeQuery(query)
              : whenUnlocked(() => connection.executeQuery(query)),
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
        return shared;
      }

      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.config);
  }
}

/**
 * Tries `attempt` again after `pause` while it fails with SQLITE_BUSY (the lock was taken and the
 * attempt changed nothing), for up to LOCK_WAIT_MS.
 */
export async function whenUnlocked<T>(
  attempt: () => Promise<T>,
  pause: () => unknown = () => sleep(1),
): Promise<T> {
  let deadline: number | undefined;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      deadline ??= performance.now() + LOCK_WAIT_MS;
      if (performance.now() > deadline) throw error;
      await pause();
    }
  }
}

/**
 * A SQLite connection as every user of this file opens it: write-ahead log, foreign keys,
 * statements prepared once; with the Kysely that compiles for it and the synchronous
 * transaction handle procedures use.
 */
export function openSqlite(file: string) {
  // No busy timeout (better-sqlite3's default is 5 s): a locked database is waited for
  // without blocking the thread (Kysely: SharedSqliteDialect; the writer thread: db/writer-worker.ts).
  const sqlite = new SQLite(file, { timeout: 0 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const cached = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SharedSqliteDialect({ database: cached }, sqlite) });
  const trx: SyncTransaction = {
    run: (query, params) => cached.prepare(query.sql).run(...query.values(params)).changes,
    get: <P, R>(query: PreparedQuery<P, R>, params: P) =>
      cached.prepare(query.sql).get(...query.values(params)) as R | undefined,
  };
  return { sqlite, kysely, trx };
}

interface Job {
  fn: (trx: SyncTransaction) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  outcome?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

/**
 * Group commit on SQLite: the transactions asked for during one turn of the event loop run back to
 * back in one SQLite transaction, each inside its own savepoint (one that throws is rolled back alone
 * and rejects alone), and all are answered after the one COMMIT — so no caller hears of a change
 * that is not committed, and a failed COMMIT rejects every one of them. Each commit writes every page
 * it touched to the log once, however many transactions touched it. `exclusive` holds whatever else
 * shares the connection off it during the commit.
 */
export function groupCommit(
  sqlite: SQLite.Database,
  trx: SyncTransaction,
  exclusive: (commit: () => Promise<void>) => Promise<void> = (commit) => commit(),
): <T>(fn: (trx: SyncTransaction) => T) => Promise<T> {
  let queue: Job[] = [];
  const runAll = sqlite.transaction((jobs: Job[]) => {
    for (const job of jobs) {
      try {
        // A nested better-sqlite3 transaction is a savepoint, rolled back when fn throws.
        job.outcome = { ok: true, value: sqlite.transaction(() => job.fn(trx))() };
      } catch (error) {
        // SQLite itself rolled the whole transaction back (a full disk, an I/O error): the jobs
        // after this one must not run as transactions of their own; the group fails whole.
        if (!sqlite.inTransaction) throw error;
        job.outcome = { ok: false, error };
      }
    }
  });
  const flush = async () => {
    const jobs = queue;
    queue = [];
    try {
      await exclusive(async () => runAll.immediate(jobs));
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const { outcome, resolve, reject } of jobs)
      if (outcome?.ok) resolve(outcome.value);
      else reject(outcome?.error);
  };
  return <T>(fn: (trx: SyncTransaction) => T) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    });
}

export interface CheckpointPolicy {
  intervalMs: number;
  /** Frames in the log past which a checkpoint also restarts it. */
  restartFrames: number;
  /** How long a restart waits for the writer and the readers before it gives up until next time. */
  restartWaitMs: number;
}

const CHECKPOINT_POLICY: CheckpointPolicy = { intervalMs: 250, restartFrames: 4096, restartWaitMs: 20 };

/**
 * Copies the write-ahead log back into the database file from a worker thread, so no commit on the
 * event loop pays for a checkpoint (and its fsync). A passive checkpoint never catches up with a
 * steady stream of commits, and the log would grow without end (bench/README.md), so past
 * `restartFrames` the checkpointer also asks for a restart, waiting at most `restartWaitMs` for the
 * readers to leave the log before trying again next time.
 */
function startCheckpointer(sqlite: SQLite.Database, file: string, policy = CHECKPOINT_POLICY) {
  const { intervalMs, restartFrames, restartWaitMs } = policy;
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs,
      restartFrames,
      restartWaitMs,
    },
  });
  worker.unref();
  worker.on('error', (error) => {
    // The log then grows until the next open; restore SQLite's own checkpoints meanwhile.
    console.error(`SQLite checkpointer stopped: ${error.message}`);
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  return {
    stop: async () => {
      if (!running) return; // it stopped by itself (an error, reported above)
      worker.ref(); // keeps the process alive until the last checkpoint is done
      worker.postMessage('stop');
      await exited;
    },
  };
}

const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const checkpoint = () => {
  try {
    db.pragma('busy_timeout = 5000');
    const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
    if (passive.log <= workerData.restartFrames) return;
    db.pragma('busy_timeout = ' + workerData.restartWaitMs);
    db.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Runs the SQL of db/prepared.ts's queries as named statements on this connection: PostgreSQL
 * parses and plans each once per connection instead of on every execution.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  }) as typeof client.query;
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
