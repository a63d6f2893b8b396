import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Db, SyncTransaction } from '../../db/index';
import { prepared, preparedByCount } from '../../db/prepared';
import type { AccountKind, AccountRow, Database, LedgerEntriesTable } from '../../db/schema';
import { entryRows, GUARDED_KINDS, guardedAccount } from './ledger';

/** A Kysely instance or an open transaction: every repo call can join the caller's transaction. */
export type Executor = Kysely<Database>;

export interface LedgerAudit {
  /** Sum of every entry of every transaction: zero in a sound ledger. */
  total: number;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: string[];
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: string[];
  /** Player accounts below zero. */
  negativePlayerAccounts: string[];
}

/** The ledger's hot statements, compiled once (see db/prepared.ts). */
function walletQueries(kysely: Executor) {
  return {
    accountByKey: prepared<{ key: string }, AccountRow>(kysely, (db, p) =>
      db.selectFrom('accounts').selectAll().where('key', '=', p('key')),
    ),

    insertTransaction: prepared<{ id: string; kind: string; reference: string; now: number }, never>(
      kysely,
      (db, p) =>
        db
          .insertInto('ledger_transactions')
          .values({ id: p('id'), kind: p('kind'), reference: p('reference'), created_at: p('now') })
          .onConflict((oc) => oc.columns(['kind', 'reference']).doNothing()),
    ),

    addToBalance: prepared<{ id: string; amount: number; now: number }, { balance: number }>(
      kysely,
      (db, p) =>
        db
          .updateTable('accounts')
          .set({ balance: sql<number>`balance + ${p('amount')}`, updated_at: p('now') })
          .where('id', '=', p('id'))
          .returning('balance'),
    ),

    /** The same, only when the account holds at least `need` (a player's debit). */
    takeFromBalance: prepared<{ id: string; amount: number; need: number; now: number }, { balance: number }>(
      kysely,
      (db, p) =>
        db
          .updateTable('accounts')
          .set({ balance: sql<number>`balance + ${p('amount')}`, updated_at: p('now') })
          .where('id', '=', p('id'))
          .where('balance', '>=', p('need'))
          .returning('balance'),
    ),

    insertEntries: preparedByCount<{ rows: LedgerEntriesTable[] }, never>(kysely, (db, p, count) =>
      db
        .insertInto('ledger_entries')
        .values(
          p.rows('rows', count, [
            'id',
            'transaction_id',
            'account_id',
            'amount',
            'balance_after',
            'created_at',
          ]),
        ),
    ),
  };
}

/** SQL of the double-entry ledger; only the wallet service calls it. */
export class WalletRepo {
  private readonly q: ReturnType<typeof walletQueries>;

  constructor(readonly db: Db) {
    this.q = walletQueries(db.kysely);
  }

  get kysely(): Executor {
    return this.db.kysely;
  }

  /** Runs fn in one database transaction: every entry commits or none does. */
  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  /**
   * The account with this key, created with a zero balance when missing (safe under concurrency).
   * An existing account costs one statement: the insert runs only when the lookup finds nothing.
   */
  async ensureAccount(
    ex: Executor,
    account: { key: string; kind: AccountKind; playerId: string | null; currency: string },
    now: number,
  ): Promise<AccountRow> {
    const [existing] = (await this.q.accountByKey(ex, { key: account.key })).rows;
    if (existing) return existing;
    await ex
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        key: account.key,
        kind: account.kind,
        player_id: account.playerId,
        currency: account.currency,
        balance: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return ex.selectFrom('accounts').selectAll().where('key', '=', account.key).executeTakeFirstOrThrow();
  }

  /**
   * Records a ledger transaction; false when (kind, reference) was posted before (nothing is
   * written: a movement is posted at most once).
   */
  async insertTransaction(
    ex: Executor,
    id: string,
    kind: string,
    reference: string,
    now: number,
  ): Promise<boolean> {
    const result = await this.q.insertTransaction(ex, { id, kind, reference, now });
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /**
   * PostgreSQL: locks these accounts now, in the order every posting locks them (players' accounts,
   * then the others, each by id; as the bet store's statement does). SQLite has one writer at a time.
   */
  async lockAccounts(ex: Executor, ids: readonly string[]): Promise<void> {
    if (this.db.dialect !== 'postgres' || ids.length === 0) return;
    await ex
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', [...ids])
      .orderBy(sql`kind <> 'player'`)
      .orderBy(sql`id collate "C"`)
      .forUpdate()
      .execute();
  }

  /** The balances of these accounts by key. */
  async balancesByKey(keys: readonly string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db.kysely
      .selectFrom('accounts')
      .select(['key', 'balance'])
      .where('key', 'in', [...keys])
      .execute();
    return new Map(rows.map((row) => [row.key, Number(row.balance)]));
  }

  /** The balances of these accounts by id, read in the caller's transaction. */
  async balances(ex: Executor, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .selectFrom('accounts')
      .select(['id', 'balance'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.balance)]));
  }

  /**
   * Adds amount to the balance in one statement (the row stays locked until commit on PostgreSQL).
   * A guarded account (a player's, a freebet's) is only debited when it holds enough: undefined
   * means it did not.
   */
  async applyDelta(
    ex: Executor,
    account: AccountRow,
    amount: number,
    now: number,
  ): Promise<number | undefined> {
    const { id } = account;
    const result =
      guardedAccount(account.kind) && amount < 0
        ? await this.q.takeFromBalance(ex, { id, amount, need: -amount, now })
        : await this.q.addToBalance(ex, { id, amount, now });
    return result.rows[0]?.balance;
  }

  /** insertTransaction inside a procedure (SQLite). */
  insertTransactionSync(trx: SyncTransaction, id: string, kind: string, reference: string, now: number) {
    return trx.run(this.q.insertTransaction, { id, kind, reference, now }) === 1;
  }

  /** applyDelta inside a procedure (SQLite). */
  applyDeltaSync(trx: SyncTransaction, account: AccountRow, amount: number, now: number): number | undefined {
    const { id } = account;
    const row =
      guardedAccount(account.kind) && amount < 0
        ? trx.get(this.q.takeFromBalance, { id, amount, need: -amount, now })
        : trx.get(this.q.addToBalance, { id, amount, now });
    return row?.balance;
  }

  /** insertEntries inside a procedure (SQLite). */
  insertEntriesSync(
    trx: SyncTransaction,
    transactionId: string,
    entries: readonly { accountId: string; amount: number; balanceAfter: number }[],
    now: number,
  ): void {
    trx.run(this.q.insertEntries(entries.length), { rows: entryRows(transactionId, entries, now) });
  }

  /** The entries of one ledger transaction, in one statement. */
  async insertEntries(
    ex: Executor,
    transactionId: string,
    entries: readonly { accountId: string; amount: number; balanceAfter: number }[],
    now: number,
  ) {
    await this.q.insertEntries(entries.length)(ex, { rows: entryRows(transactionId, entries, now) });
  }

  playerAccounts(playerId: string): Promise<AccountRow[]> {
    return this.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .orderBy('currency')
      .execute();
  }

  /** Checks the ledger's invariants over the whole database (tests, operations). */
  async audit(): Promise<LedgerAudit> {
    const ex = this.kysely;
    const total = await ex
      .selectFrom('ledger_entries')
      .select(sql<number | null>`cast(sum(amount) as bigint)`.as('total'))
      .executeTakeFirstOrThrow();
    const unbalanced = await ex
      .selectFrom('ledger_entries')
      .select('transaction_id')
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '<>', 0)
      .execute();
    const drifted = await ex
      .selectFrom('accounts')
      .leftJoin('ledger_entries', 'ledger_entries.account_id', 'accounts.id')
      .select(['accounts.key', 'accounts.balance'])
      .groupBy(['accounts.id', 'accounts.key', 'accounts.balance'])
      .having(sql`coalesce(sum(ledger_entries.amount), 0)`, '<>', sql`accounts.balance`)
      .execute();
    const negative = await ex
      .selectFrom('accounts')
      .select('key')
      .where('kind', 'in', GUARDED_KINDS)
      .where('balance', '<', 0)
      .execute();
    return {
      total: Number(total.total ?? 0),
      unbalancedTransactions: unbalanced.map((row) => row.transaction_id),
      driftedAccounts: drifted.map((row) => row.key),
      negativePlayerAccounts: negative.map((row) => row.key),
    };
  }
}
