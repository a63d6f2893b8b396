import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * A confirmation token carries the scrypt hash of the password chosen in the sign-up that sent it:
 * confirming sets that password, so a password chosen by whoever signed the address up earlier does
 * not survive the owner's confirmation (pre-account takeover).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('password_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('one_time_tokens').dropColumn('password_hash').execute();
}
