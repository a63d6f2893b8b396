import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Progress in the campaigns a player takes part in by betting (issue 22: amb freebets, hunting,
 * hunting tournaments, lootboxes). Every counted bet is a row, so progress is a count or a sum of
 * rows and concurrent bets never overwrite each other's; the primary keys make a bet count once
 * per campaign and an event farm once per player's campaign. A lootbox keeps the seed and the
 * result of its draw, for audit.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bonus_progress_bets')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
    .addColumn('bet_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // The player's enrolment row in the campaign.
    .addColumn('bonus_id', 'text', (c) => c.notNull().references('player_bonuses.id').onDelete('cascade'))
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_progress_bets_pk', ['campaign_id', 'bet_id'])
    .execute();
  await db.schema
    .createIndex('bonus_progress_bets_bonus')
    .on('bonus_progress_bets')
    .columns(['bonus_id'])
    .execute();
  await db.schema
    .createIndex('bonus_progress_bets_rating')
    .on('bonus_progress_bets')
    .columns(['campaign_id', 'player_id'])
    .execute();

  await db.schema
    .createTable('bonus_farmed_events')
    .addColumn('bonus_id', 'text', (c) => c.notNull().references('player_bonuses.id').onDelete('cascade'))
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_farmed_events_pk', ['bonus_id', 'match_id'])
    .execute();

  await db.schema
    .createTable('lootboxes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bonus_id', 'text', (c) => c.notNull().references('player_bonuses.id').onDelete('cascade'))
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
    // The box's place among those the player earned in the campaign: earning is idempotent by it.
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Secret key of the draw (hex), drawn when the box is earned and shown once it is opened.
    .addColumn('seed', 'text', (c) => c.notNull())
    // JSON of the draw (digest, roll, the weights it was judged by) and of the reward.
    .addColumn('draw', 'text')
    .addColumn('reward', 'text')
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addCheckConstraint('lootboxes_status', sql`status in ('active', 'inactive')`)
    .addUniqueConstraint('lootboxes_number', ['bonus_id', 'number'])
    .execute();
  await db.schema.createIndex('lootboxes_player').on('lootboxes').columns(['player_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lootboxes').execute();
  await db.schema.dropTable('bonus_farmed_events').execute();
  await db.schema.dropTable('bonus_progress_bets').execute();
}
