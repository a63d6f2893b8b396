import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Jackpots (issue 22 item 8): a jackpot's levels each hold a pool in the ledger (a 'jackpot'
 * account per level), fed by a share of each qualifying stake; the contributions say which bets
 * took part; a hit records who won which level, how much, and the draw that decided it (its
 * inputs and digest, so anyone holding the seed can check it).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('jackpots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Share of a qualifying stake that feeds the pools, in basis points.
    .addColumn('contribution_bp', 'integer', (c) => c.notNull())
    .addColumn('min_stake', 'bigint', (c) => c.notNull())
    // The secret the draws are keyed with; a hit stores the draw's inputs and digest.
    .addColumn('draw_seed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('jackpot_levels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('jackpot_id', 'text', (c) => c.notNull().references('jackpots.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Share of the jackpot's contribution this level takes, in basis points of it.
    .addColumn('share_bp', 'integer', (c) => c.notNull())
    // What the pool is refilled with (from promotions) after a hit, minor units.
    .addColumn('seed', 'bigint', (c) => c.notNull())
    // The pool at which the level hits the next qualifying bet whatever the draw; null: never.
    .addColumn('must_drop', 'bigint')
    // Chance per qualifying bet, in parts per million.
    .addColumn('probability_ppm', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('jackpot_contributions')
    .addColumn('bet_id', 'text', (c) => c.notNull().references('bets.id').onDelete('cascade'))
    .addColumn('jackpot_id', 'text', (c) => c.notNull().references('jackpots.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('jackpot_contributions_pk', ['bet_id', 'jackpot_id'])
    .execute();
  await db.schema
    .createTable('jackpot_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('jackpot_id', 'text', (c) => c.notNull().references('jackpots.id').onDelete('cascade'))
    .addColumn('level_id', 'text', (c) => c.notNull().references('jackpot_levels.id').onDelete('cascade'))
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('bet_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: what the draw was (roll, threshold, digest, or the must-drop pool).
    .addColumn('draw', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jackpot_hits_level_bet')
    .on('jackpot_hits')
    .columns(['level_id', 'bet_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('jackpot_hits_player')
    .on('jackpot_hits')
    .columns(['player_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('jackpot_hits').execute();
  await db.schema.dropTable('jackpot_contributions').execute();
  await db.schema.dropTable('jackpot_levels').execute();
  await db.schema.dropTable('jackpots').execute();
}
