import type { Kysely } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema as it was at their
// version, not as the current Database interface says it is.
// biome-ignore lint/suspicious/noExplicitAny: see note above
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('urn_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('urn_id', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .execute();
  await db.schema
    .createIndex('categories_sport_slug')
    .on('categories')
    .columns(['sport_id', 'slug'])
    .unique()
    .execute();

  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('urn_id', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tournaments_sport_slug')
    .on('tournaments')
    .columns(['sport_id', 'slug'])
    .unique()
    .execute();
  await db.schema.createIndex('tournaments_category').on('tournaments').column('category_id').execute();

  await db.schema
    .createTable('competitors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('urn_id', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('logo', 'text')
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('urn_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
    .addColumn('home_id', 'integer', (c) => c.references('competitors.id'))
    .addColumn('away_id', 'integer', (c) => c.references('competitors.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('stadium', 'text')
    .addColumn('city', 'text')
    .addColumn('has_video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statistics', 'text')
    .addColumn('script', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('matches_sport_slug')
    .on('matches')
    .columns(['sport_id', 'slug'])
    .unique()
    .execute();
  await db.schema.createIndex('matches_start').on('matches').columns(['start_time']).execute();
  await db.schema
    .createIndex('matches_status_start')
    .on('matches')
    .columns(['status', 'start_time'])
    .execute();
  await db.schema
    .createIndex('matches_tournament')
    .on('matches')
    .columns(['tournament_id', 'start_time'])
    .execute();

  await db.schema
    .createTable('markets')
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('specifier', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('most_balanced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('groups', 'text', (c) => c.notNull())
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('markets_pk', ['match_id', 'market_id', 'specifier'])
    .execute();

  await db.schema
    .createTable('catalogue_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'catalogue_state',
    'markets',
    'matches',
    'competitors',
    'tournaments',
    'categories',
    'sports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
