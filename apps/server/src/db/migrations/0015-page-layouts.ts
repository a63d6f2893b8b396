// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = import('kysely').Kysely<any>;

/**
 * The operator's layout edits (issue 27, SPEC §2 page keys): one row per edited page key, holding
 * the page's layout as JSON; it replaces that page of the site config's layout without a restart.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('page_layouts')
    .addColumn('page_key', 'text', (c) => c.primaryKey())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('page_layouts').execute();
}
