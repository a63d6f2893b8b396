import { sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = import('kysely').Kysely<any>;

/**
 * Player groups (SPEC §3 profile `statuses`, e.g. spi_test): the operator puts players in groups;
 * the deposit reminder and the user-group redirect of the site config name one.
 */
export async function up(db: AnyDb): Promise<void> {
  // JSON array of group ids.
  await db.schema
    .alterTable('players')
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('players').dropColumn('groups').execute();
}
