// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = import('kysely').Kysely<any>;

/**
 * Reality check (issue 23, UKGC RTS 13): the period the player chose, and per session the last
 * time the player acknowledged a check, from which the next one falls due.
 */
export async function up(db: AnyDb): Promise<void> {
  // Minutes between checks; null: off.
  await db.schema.alterTable('players').addColumn('reality_check_minutes', 'integer').execute();
  // The last 'Continue' of this session; null: none yet, the next check counts from sign-in.
  await db.schema.alterTable('sessions').addColumn('reality_check_at', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('reality_check_at').execute();
  await db.schema.alterTable('players').dropColumn('reality_check_minutes').execute();
}
