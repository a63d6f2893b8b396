import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Engagement (issue 24): the notifications a player receives, with read state; the matches,
 * tournaments and sports a player marks as favourites; and one vote per player per prediction (a
 * match's 'Who will win?' poll).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // Minor units of `currency`; null when the notification carries no amount.
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'text')
    // What raised it, unique per player: a result published twice is one notification.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('notifications_money', sql`(amount is null) = (currency is null)`)
    .execute();
  await db.schema
    .createIndex('notifications_reference')
    .on('notifications')
    .columns(['player_id', 'reference'])
    .unique()
    .execute();
  await db.schema
    .createIndex('notifications_player_created')
    .on('notifications')
    .columns(['player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['player_id', 'type', 'object_id'])
    .addCheckConstraint('favourites_type', sql`type in ('matches', 'tournaments', 'sports')`)
    .execute();

  await db.schema
    .createTable('votes')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('prediction_id', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('votes_pk', ['player_id', 'prediction_id'])
    .addCheckConstraint('votes_data', sql`data in ('home', 'draw', 'away')`)
    .execute();
  await db.schema.createIndex('votes_prediction').on('votes').columns(['prediction_id', 'data']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('votes').execute();
  await db.schema.dropTable('favourites').execute();
  await db.schema.dropTable('notifications').execute();
}
