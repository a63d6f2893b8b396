import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema as it was at their
// version, not as the current Database interface says it is.
// biome-ignore lint/suspicious/noExplicitAny: see note above
type AnyDb = Kysely<any>;

/**
 * Players, sessions, one-time tokens, the double-entry wallet and demo payments. Ids are random
 * text (UUIDs); secrets (session ids, one-time tokens) are stored only as SHA-256 hashes; times are
 * epoch milliseconds; money is integer minor units (bigint).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('nickname', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'bigint')
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 (hex) of the opaque token the client holds; the token itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute();

  await db.schema
    .createTable('one_time_tokens')
    // SHA-256 (hex) of the token sent by email.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addCheckConstraint('one_time_tokens_purpose', sql`purpose in ('confirmation', 'reset', 'unlock')`)
    .execute();
  await db.schema
    .createIndex('one_time_tokens_player')
    .on('one_time_tokens')
    .columns(['player_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'player:{playerId}:{currency}' or '{kind}:{currency}' for system accounts.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.references('players.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // The service refuses an overdraft first; this is the last line of defence.
    .addCheckConstraint('accounts_player_not_negative', sql`kind <> 'player' or balance >= 0`)
    .addCheckConstraint(
      'accounts_player_owner',
      sql`(kind = 'player' and player_id is not null) or (kind <> 'player' and player_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('accounts_player_currency')
    .on('accounts')
    .columns(['player_id', 'currency'])
    .unique()
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What caused it (payment id, bet id, …); with kind, unique: a movement is posted at most once.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transactions_reference')
    .on('ledger_transactions')
    .columns(['kind', 'reference'])
    .unique()
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('ledger_transactions.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    // Signed minor units: positive credits the account, negative debits it.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ledger_entries_amount_not_zero', sql`amount <> 0`)
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('payments_amount_positive', sql`amount > 0`)
    .addCheckConstraint('payments_status', sql`status in ('initial', 'pending', 'approved', 'declined')`)
    .execute();
  await db.schema
    .createIndex('payments_player')
    .on('payments')
    .columns(['player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('dev_mailbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dev_mailbox_to')
    .on('dev_mailbox')
    .columns(['to_email', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'dev_mailbox',
    'payments',
    'ledger_entries',
    'ledger_transactions',
    'accounts',
    'one_time_tokens',
    'sessions',
    'players',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
