import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Responsible gambling (issue 23): the player's limits with their pending changes, the day's
 * active time for the session-time limit, and self-exclusion on the player. What a limit has used
 * is not stored: it is summed from bets and payments in the transaction that moves money (see
 * ARCHITECTURE.md 'Responsible gambling').
 */
export async function up(db: AnyDb): Promise<void> {
  // Set when the player excluded themselves; until null means permanently.
  await db.schema.alterTable('players').addColumn('excluded_at', 'bigint').execute();
  await db.schema.alterTable('players').addColumn('excluded_until', 'bigint').execute();

  await db.schema
    .createTable('player_limits')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // The value in force: minor units of `currency` for money, minutes for activity.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    // A raise waiting for its cooling-off and the player's confirmation; null with pending_from: removal.
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_from', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_limits_pk', ['player_id', 'kind', 'period'])
    .addCheckConstraint('player_limits_kind', sql`kind in ('deposit', 'loss', 'stake', 'activity')`)
    .addCheckConstraint('player_limits_period', sql`period in ('day', 'week', 'month')`)
    .addCheckConstraint(
      'player_limits_status',
      sql`status in ('active', 'confirmed_disabled', 'unconfirmed_disabled')`,
    )
    .addCheckConstraint(
      'player_limits_amount',
      sql`amount > 0 and (pending_amount is null or pending_amount > 0)`,
    )
    .execute();

  await db.schema
    .createTable('player_activity')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    // Start of the UTC day `active_ms` counts in.
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('active_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();

  // The loss limit sums the returns of bets settled in a window.
  await db.schema
    .createIndex('bets_player_settled')
    .on('bets')
    .columns(['player_id', 'settled_at'])
    .execute();
  await db.schema
    .createIndex('payments_player_updated')
    .on('payments')
    .columns(['player_id', 'updated_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_player_updated').execute();
  await db.schema.dropIndex('bets_player_settled').execute();
  await db.schema.dropTable('player_activity').execute();
  await db.schema.dropTable('player_limits').execute();
  await db.schema.alterTable('players').dropColumn('excluded_until').execute();
  await db.schema.alterTable('players').dropColumn('excluded_at').execute();
}
