import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index';
import type { AccountKind, AccountRow, Database } from '../../db/schema';

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

/** SQL of the double-entry ledger; only the wallet service calls it. */
export class WalletRepo {
  constructor(readonly db: Db) {}

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
    const existing = await ex
      .selectFrom('accounts')
      .selectAll()
      .where('key', '=', account.key)
      .executeTakeFirst();
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
    const result = await ex
      .insertInto('ledger_transactions')
      .values({ id, kind, reference, created_at: now })
      .onConflict((oc) => oc.columns(['kind', 'reference']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Adds amount to the balance in one statement (the row stays locked until commit on PostgreSQL).
   * A player account is only debited when it holds enough: undefined means it did not.
   */
  async applyDelta(
    ex: Executor,
    account: AccountRow,
    amount: number,
    now: number,
  ): Promise<number | undefined> {
    let update = ex
      .updateTable('accounts')
      .set({ balance: sql<number>`balance + ${amount}`, updated_at: now })
      .where('id', '=', account.id);
    if (account.kind === 'player' && amount < 0) update = update.where('balance', '>=', -amount);
    const row = await update.returning('balance').executeTakeFirst();
    return row?.balance;
  }

  /** The entries of one ledger transaction, in one statement. */
  async insertEntries(
    ex: Executor,
    transactionId: string,
    entries: readonly { accountId: string; amount: number; balanceAfter: number }[],
    now: number,
  ) {
    await ex
      .insertInto('ledger_entries')
      .values(
        entries.map((entry) => ({
          id: randomUUID(),
          transaction_id: transactionId,
          account_id: entry.accountId,
          amount: entry.amount,
          balance_after: entry.balanceAfter,
          created_at: now,
        })),
      )
      .execute();
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
      .where('kind', '=', 'player')
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
