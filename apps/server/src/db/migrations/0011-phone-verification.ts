// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = import('kysely').Kysely<any>;

/**
 * Phone verification (issue 23): the number a player proved to hold, the code on its way (hashed,
 * expiring, with its wrong tries and the codes sent this hour), and demo mode's SMS outbox.
 */
export async function up(db: AnyDb): Promise<void> {
  // The verified number; the phone is verified while it equals players.phone.
  await db.schema.alterTable('players').addColumn('verified_phone', 'text').execute();

  await db.schema
    .createTable('phone_verifications')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    // SHA-256 (hex) of salt and code; null once used up or void.
    .addColumn('code_hash', 'text')
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    // The codes sent since window_start (one hour), for the hourly cap.
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('sends', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_sms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dev_sms_to').on('dev_sms').columns(['to_phone', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('dev_sms').execute();
  await db.schema.dropTable('phone_verifications').execute();
  await db.schema.alterTable('players').dropColumn('verified_phone').execute();
}
