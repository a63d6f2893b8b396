// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = import('kysely').Kysely<any>;

/**
 * Tracking (issue 27, SPEC §3): the marketing tags a player signed up with (the landing URL's
 * ctag, btag, stag, qtag, gclid), or the affiliate GET /player named later. One row per player,
 * apart from `players`, whose rows every authenticated request reads.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('player_tracking')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('ctag', 'text')
    .addColumn('btag', 'text')
    .addColumn('stag', 'text')
    .addColumn('qtag', 'text')
    .addColumn('gclid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('player_tracking').execute();
}
