import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PlatformErrorKey } from '@sportsbook/contract';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { storeBets } from '../modules/wallet/bet-store-sqlite';
import { TEST_NOW, testDatabases } from '../test/databases';
import { aPlayerRow } from '../test/players';
import { type Db, type OpenDbOptions, openDb, type SyncTransaction } from './index';
import { migrateToLatest } from './migrate';
import { prepared, preparedByCount } from './prepared';
import type { AccountsTable } from './schema';

const account = (key: string, balance: number): AccountsTable => ({
  id: `id-${key}`,
  key,
  kind: 'house',
  player_id: null,
  currency: 'EUR',
  balance,
  created_at: TEST_NOW,
  updated_at: TEST_NOW,
});

const COLUMNS = [
  'id',
  'key',
  'kind',
  'player_id',
  'currency',
  'balance',
  'created_at',
  'updated_at',
] as const;

describe.each(testDatabases())('prepared queries on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.create();
  });
  afterAll(() => db?.close());

  it('insert many rows, read them back by key and by an in-list, as the query builder would', async () => {
    const insert = preparedByCount<{ rows: AccountsTable[] }, never>(db.kysely, (kysely, p, count) =>
      kysely.insertInto('accounts').values(p.rows('rows', count, COLUMNS)),
    );
    const rows = [account('a', 10), account('b', 20), account('c', 30)];
    const inserted = await insert(rows.length)(db.kysely, { rows });
    expect(Number(inserted.numAffectedRows)).toBe(3);

    const byKey = prepared<{ key: string }, AccountsTable>(db.kysely, (kysely, p) =>
      // 'house' stays a constant of the query; only the key is bound anew.
      kysely.selectFrom('accounts').selectAll().where('kind', '=', 'house').where('key', '=', p('key')),
    );
    expect((await byKey(db.kysely, { key: 'b' })).rows).toEqual([account('b', 20)]);
    expect((await byKey(db.kysely, { key: 'nope' })).rows).toEqual([]);
    expect((await byKey(db.kysely, { key: 'c' })).rows).toEqual(
      await db.kysely.selectFrom('accounts').selectAll().where('key', '=', 'c').execute(),
    );

    const byKeys = preparedByCount<{ keys: string[] }, { key: string }>(db.kysely, (kysely, p, count) =>
      kysely.selectFrom('accounts').select('key').where('key', 'in', p.list('keys', count)).orderBy('key'),
    );
    expect((await byKeys(2)(db.kysely, { keys: ['c', 'a'] })).rows).toEqual([{ key: 'a' }, { key: 'c' }]);
    expect((await byKeys(1)(db.kysely, { keys: ['b'] })).rows).toEqual([{ key: 'b' }]);
  });

  it('joins the transaction it is given: rolled back with it', async () => {
    const insert = prepared<{ rows: AccountsTable[] }, never>(db.kysely, (kysely, p) =>
      kysely.insertInto('accounts').values(p.rows('rows', 1, COLUMNS)),
    );
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await insert(trx, { rows: [account('rolled-back', 1)] });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const left = await db.kysely
      .selectFrom('accounts')
      .select('key')
      .where('key', '=', 'rolled-back')
      .execute();
    expect(left).toEqual([]);
  });
});

/** A procedure run on this thread (an in-memory database has no writer thread). */
function inline<T>(db: Db, fn: (trx: SyncTransaction) => T): Promise<T> {
  const run = db.procedure;
  if (!run) throw new Error('SQLite has procedures');
  return run({ name: 'test.inline', setup: () => null, run: (_, trx, f: typeof fn) => f(trx) }, fn);
}

describe('SQLite procedures (group commit)', () => {
  const insert = (db: Db) =>
    prepared<{ rows: AccountsTable[] }, never>(db.kysely, (kysely, p) =>
      kysely.insertInto('accounts').values(p.rows('rows', 1, COLUMNS)),
    );
  const keys = async (db: Db) =>
    (await db.kysely.selectFrom('accounts').select('key').orderBy('key').execute()).map((row) => row.key);

  it('rolls back only the transaction that throws; the others of its commit keep all their writes', async () => {
    const db = openDb(':memory:');
    await migrateToLatest(db);
    const run = <T>(fn: (trx: SyncTransaction) => T) => inline(db, fn);
    const write = insert(db);
    const results = await Promise.allSettled(
      ['a', 'b', 'c'].map((key) =>
        run((trx) => {
          trx.run(write, { rows: [account(`${key}1`, 1)] });
          if (key === 'b') throw new Error('refused');
          trx.run(write, { rows: [account(`${key}2`, 2)] });
          return key;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await keys(db)).toEqual(['a1', 'a2', 'c1', 'c2']);
    await db.close();
  });

  it('a later transaction of the same commit sees what an earlier one wrote (they run one after another)', async () => {
    const db = openDb(':memory:');
    await migrateToLatest(db);
    const run = <T>(fn: (trx: SyncTransaction) => T) => inline(db, fn);
    const write = insert(db);
    const count = prepared<Record<string, never>, { n: number }>(db.kysely, (kysely) =>
      kysely.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')),
    );
    const seen = await Promise.all(
      [0, 1, 2].map((i) =>
        run((trx) => {
          trx.run(write, { rows: [account(`k${i}`, i)] });
          return Number(trx.get(count, {})?.n);
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3]);
    await db.close();
  });

  it('waits for a Kysely transaction in progress instead of writing into it', async () => {
    const db = openDb(':memory:');
    await migrateToLatest(db);
    const run = <T>(fn: (trx: SyncTransaction) => T) => inline(db, fn);
    const write = insert(db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = db.kysely.transaction().execute(async (trx) => {
      await write(trx, { rows: [account('kysely', 1)] });
      await held;
      throw new Error('abort');
    });
    const sync = run((trx) => trx.run(write, { rows: [account('sync', 2)] }));
    // Two turns: the sync transaction's flush has started and waits for the connection.
    await nextTurn();
    await nextTurn();
    release();
    await expect(open).rejects.toThrow('abort');
    expect(await sync).toBe(1);
    expect(await keys(db)).toEqual(['sync']);
    await db.close();
  });
});

describe('SQLite file databases', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sportsbook-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A file database, migrated, with one player (p1) whose EUR account holds `balance`. */
  /** Resolves when the writer thread next finds the database locked (Db.onWriterWait). */
  const writerWaits = (db: Db) =>
    new Promise<void>((resolve) => {
      if (!db.onWriterWait) throw new Error('a SQLite file has a writer thread');
      const stop = db.onWriterWait(() => {
        stop();
        resolve();
      });
    });

  async function fileDb(balance = 0, options: OpenDbOptions = {}) {
    const db = openDb(`file:${join(dir, 'test.sqlite')}`, options);
    await migrateToLatest(db);
    await aPlayerRow(db, { id: 'p1', now: TEST_NOW });
    const player: AccountsTable = { ...account('player:p1:EUR', balance), kind: 'player', player_id: 'p1' };
    const house = account('house:EUR', 0);
    await db.kysely.insertInto('accounts').values([player, house]).execute();
    const run = db.procedure;
    if (!run) throw new Error('SQLite has procedures');
    const claim = (key: string) => ({ playerId: 'p1', key, requestHash: 'h', betIds: [], now: TEST_NOW });
    /** A stake of `amount` from p1 to the house, as WalletService.prepare makes it. */
    const stake = (amount: number) => ({
      request: {
        kind: 'stake',
        reference: `bet-${amount}`,
        postings: [
          { account: { kind: 'player' as const, playerId: 'p1', currency: 'EUR' }, amount: -amount },
          { account: { kind: 'house' as const, currency: 'EUR' }, amount },
        ],
      },
      legs: [
        {
          posting: { account: { kind: 'player' as const, playerId: 'p1', currency: 'EUR' }, amount: -amount },
          account: player,
        },
        { posting: { account: { kind: 'house' as const, currency: 'EUR' }, amount }, account: house },
      ],
      now: TEST_NOW,
    });
    const accountKeys = async () =>
      (await db.kysely.selectFrom('accounts').select('key').execute()).map((r) => r.key);
    const claims = async () =>
      (await db.kysely.selectFrom('bet_idempotency').select('key').orderBy('key').execute()).map(
        (r) => r.key,
      );
    return { db, run, claim, stake, claims, accountKeys };
  }

  it('run procedures in the writer thread: each call of a group commits or fails alone, answered after the commit', async () => {
    const { db, run, claim, stake, claims } = await fileDb(0);
    const [unknown, refused, claimed] = await Promise.allSettled([
      run({ ...storeBets, name: 'no.such' }, { bets: [] }),
      // p1's balance (0) does not cover the stake: the claim rolls back with it.
      run(storeBets, {
        claim: claim('k-refused'),
        bets: [{ stake: stake(100), row: {} as never, selections: [] }],
      }),
      run(storeBets, { claim: claim('k-ok'), bets: [] }),
    ]);
    expect(unknown).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringContaining('no.such') },
    });
    // The refusal crosses the thread as the AppError it was, key and status kept.
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { constructor: AppError, status: 400, key: PlatformErrorKey.insufficientFunds },
    });
    expect(claimed).toEqual({ status: 'fulfilled', value: { changes: [] } });
    // Answered after the commit: this connection already sees what the writer stored.
    expect(await claims()).toEqual(['k-ok']);
    // The same key again: nothing stored, the procedure says so.
    await expect(run(storeBets, { claim: claim('k-ok'), bets: [] })).resolves.toEqual({ replay: true });
    // A call in flight when the database closes is answered before the thread stops.
    const last = run(storeBets, { claim: claim('k-last'), bets: [] });
    await db.close();
    await expect(last).resolves.toEqual({ changes: [] });
    await expect(run(storeBets, { bets: [] })).rejects.toThrow('closing');
  });

  it('says whether the writer thread is up: ready, or why it could not start', async () => {
    const db = openDb(`file:${join(dir, 'test.sqlite')}`);
    await expect(db.ready?.()).resolves.toBeUndefined();
    await db.close();
    // The thread opens the file itself: here its directory is gone before it could.
    const gone = openDb(`file:${join(dir, 'gone', 'test.sqlite')}`);
    rmSync(dir, { recursive: true, force: true });
    await expect(gone.ready?.()).rejects.toThrow(/exited/);
    await gone.close();
  });

  it('a Kysely transaction that reads, then writes, is not broken by a commit of the writer thread', async () => {
    const { db, run, claim, claims, accountKeys } = await fileDb();
    await run(storeBets, { bets: [] }); // the thread is up
    let claimed: Promise<unknown> = Promise.resolve();
    let answered = false;
    await db.kysely.transaction().execute(async (trx) => {
      await trx.selectFrom('accounts').selectAll().execute();
      // The writer asks to commit between this transaction's read and its write: it waits.
      const waited = writerWaits(db);
      claimed = run(storeBets, { claim: claim('k1'), bets: [] }).finally(() => {
        answered = true;
      });
      await waited; // the writer thread tried to commit and found this transaction's lock
      await trx.insertInto('accounts').values(account('after-read', 1)).execute();
      expect(answered).toBe(false);
    });
    await expect(claimed).resolves.toEqual({ changes: [] });
    expect(await accountKeys()).toContain('after-read');
    expect(await claims()).toEqual(['k1']);
    await db.close();
  });

  it('a write that finds the database locked waits for the lock without holding up the event loop', async () => {
    const { db, run, claim, claims, accountKeys } = await fileDb();
    const other = new SQLite(join(dir, 'test.sqlite'));
    try {
      await run(storeBets, { bets: [] }); // the writer thread is up
      // SQLite's own wait would sleep the thread: it is off, the dialect waits instead.
      const { rows } = await db.kysely.executeQuery<{ timeout: number }>(
        CompiledQuery.raw('pragma busy_timeout'),
      );
      expect(rows[0]?.timeout).toBe(0);
      other.exec('begin immediate'); // another connection holds the write lock
      const settled: string[] = [];
      const write = db.kysely
        .insertInto('accounts')
        .values(account('waited', 1))
        .execute()
        .then(() => settled.push('kysely'));
      const waited = writerWaits(db);
      const procedure = run(storeBets, { claim: claim('k-waited'), bets: [] }).then(() =>
        settled.push('writer'),
      );
      for (let i = 0; i < 20; i++) await nextTurn(); // the event loop turns meanwhile
      await waited; // the writer thread found the lock taken
      expect(settled).toEqual([]);
      other.exec('commit');
      await Promise.all([write, procedure]);
      expect(settled.sort()).toEqual(['kysely', 'writer']);
      expect(await accountKeys()).toContain('waited');
      expect(await claims()).toEqual(['k-waited']);
    } finally {
      other.close();
      await db.close();
    }
  });

  it('keep the write-ahead log short while the writer thread commits without a pause', async () => {
    const restartFrames = 64;
    const { db, run, claim } = await fileDb(0, {
      checkpoint: { intervalMs: 25, restartFrames, restartWaitMs: 20 },
    });
    const log = join(dir, 'test.sqlite-wal');
    // The bench's load in small: the writer thread always has calls waiting, so it commits without
    // a pause, while this thread reads between its commits.
    const total = 6000;
    let sent = 0;
    let longest = 0;
    const stream = async () => {
      while (sent < total) {
        await run(storeBets, { claim: claim(`k${sent++}`), bets: [] });
        await db.kysely.selectFrom('accounts').select('balance').where('key', '=', 'house:EUR').execute();
        longest = Math.max(longest, statSync(log).size);
      }
    };
    await Promise.all(Array.from({ length: 100 }, stream));
    const count = await db.kysely
      .selectFrom('bet_idempotency')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(total);
    // The log restarts from its beginning instead of growing with every commit: these claims
    // wrote some 1,500 frames of 4 KB (6.3 MB of log when only passive checkpoints ran); with
    // restarts the file stayed at 0.9–1.5 MB (a checkpoint every 25 ms finds 100–200 new frames).
    expect(longest).toBeLessThan(3 * 1024 * 1024);
    await db.close();
  });

  it('checkpoint the write-ahead log from a worker: nothing is lost across close and reopen', async () => {
    const url = `file:${join(dir, 'wal.sqlite')}`;
    const first = openDb(url);
    await migrateToLatest(first);
    // SQLite's own checkpoints (inside a commit, on the event loop) are off.
    const { rows } = await first.kysely.executeQuery<{ wal_autocheckpoint: number }>(
      CompiledQuery.raw('pragma wal_autocheckpoint'),
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
    const file = join(dir, 'wal.sqlite');
    const before = statSync(file).size;
    for (let i = 0; i < 2000; i++)
      await first.kysely
        .insertInto('accounts')
        .values(account(`k${i}`, i))
        .execute();
    // The worker copies the log into the database file while the connection stays open.
    await expect.poll(() => statSync(file).size, { timeout: 30_000, interval: 50 }).toBeGreaterThan(before);
    await first.close();
    expect(existsSync(join(dir, 'wal.sqlite-wal'))).toBe(false);

    const second = openDb(url);
    const count = await second.kysely
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2000);
    await second.close();
  });
});
