import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Bonus campaigns (issue 22) and the bonuses players hold of them, plus the verified state of
 * players (SPEC §6: some bonuses are for verified players only). A campaign's conditions are JSON
 * text validated per kind by the contract; what a player sees of a bonus (SPEC §4 statuses) is
 * computed from these rows and the clock, never stored.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('players').addColumn('verified_at', 'bigint').execute();

  await db.schema
    .createTable('bonus_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    // JSON array of ISO 3166 alpha-2 codes; empty: every country.
    .addColumn('country_codes', 'text', (c) => c.notNull())
    .addColumn('only_verified', 'integer', (c) => c.notNull().defaultTo(0))
    // Upper-cased; only promo_code campaigns have one.
    .addColumn('promo_code', 'text', (c) => c.unique())
    // JSON of the contract's CampaignConditions for the kind.
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('bonus_campaigns_status', sql`status in ('active', 'paused', 'finished')`)
    .addCheckConstraint(
      'bonus_campaigns_kind',
      sql`kind in ('comboboost', 'freebet', 'amb_freebet', 'hunting', 'hunting_tournament', 'lootbox', 'promo_code')`,
    )
    .addCheckConstraint('bonus_campaigns_window', sql`valid_from < valid_to`)
    .execute();
  await db.schema
    .createIndex('bonus_campaigns_kind_end')
    .on('bonus_campaigns')
    .columns(['kind', 'valid_to'])
    .execute();

  await db.schema
    .createTable('player_bonuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // Freebets: the stake the bonus pays, minor units; null for kinds without an amount.
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    // What issued it, unique per player: a retried issue (a redeemed code, a refunded bet) is one bonus.
    .addColumn('reference', 'text')
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('activated_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addCheckConstraint('player_bonuses_state', sql`state in ('issued', 'active', 'overridden')`)
    .addCheckConstraint('player_bonuses_uses', sql`uses_left >= 0 and times_used >= 0`)
    .addCheckConstraint('player_bonuses_money', sql`(amount is null) = (currency is null)`)
    .execute();
  await db.schema
    .createIndex('player_bonuses_player_campaign')
    .on('player_bonuses')
    .columns(['player_id', 'campaign_id'])
    .execute();
  await db.schema
    .createIndex('player_bonuses_reference')
    .on('player_bonuses')
    .columns(['player_id', 'reference'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('player_bonuses').execute();
  await db.schema.dropTable('bonus_campaigns').execute();
  await db.schema.alterTable('players').dropColumn('verified_at').execute();
}
