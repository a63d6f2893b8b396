import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at their version
type AnyDb = Kysely<any>;

/**
 * Bets with their selections (a snapshot of what the player bet on, resulted one by one), the
 * idempotency keys of placement, per-player betting settings, share codes, and the pve flag of
 * players (SPEC §3 serasa.pve: such players may not bet). Money is integer minor units; odds ×1000.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('players')
    .addColumn('pve', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('potential_win', 'bigint', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('system_id', 'text')
    .addColumn('custom_odds', 'integer')
    .addColumn('bonus', 'text')
    .addColumn('quick', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('bets_player_created')
    .on('bets')
    .columns(['player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('bet_selections')
    .addColumn('bet_id', 'text', (c) => c.notNull().references('bets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifier', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'text', (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    // JSON snapshot of the match when the bet was placed (names, slug, sport, tournament, start).
    .addColumn('match', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_selections_pk', ['bet_id', 'position'])
    .execute();
  await db.schema
    .createIndex('bet_selections_open_by_match')
    .on('bet_selections')
    .columns(['match_id', 'status'])
    .execute();

  await db.schema
    .createTable('bet_idempotency')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 of the request body: the same key with another body is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // JSON array of the placed bet ids, in order.
    .addColumn('bet_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_idempotency_pk', ['player_id', 'key'])
    .execute();

  await db.schema
    .createTable('bet_settings')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('stakes', 'text')
    .addColumn('auto_accept_odds_change', 'text')
    .addColumn('odds_type', 'text')
    .addColumn('push_subscription', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('share_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('bets', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['share_codes', 'bet_settings', 'bet_idempotency', 'bet_selections', 'bets'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('players').dropColumn('pve').execute();
}
