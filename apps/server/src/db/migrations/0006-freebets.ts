import { type Kysely, SqliteAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was (see 0002)
type AnyDb = Kysely<any>;

/**
 * Freebets through the ledger (issue 22): a freebet's money sits in its own 'bonus' account
 * (funded from the 'promotions' account when issued), which never goes below zero, like a
 * player's account, so a use the account does not cover is refused by the same check. A
 * freebet's own variant (a refunded no-risk bet comes back as a stake-not-returned freebet of
 * the no-risk campaign) is stored with it.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite cannot add a CHECK to a table; a trigger is the same last line of defence.
    await sql`create trigger accounts_bonus_not_negative before update of balance on accounts
      when new.kind = 'bonus' and new.balance < 0
      begin select raise(abort, 'CHECK constraint failed: accounts_bonus_not_negative'); end`.execute(db);
  } else {
    await sql`alter table accounts add constraint accounts_bonus_not_negative
      check (kind <> 'bonus' or balance >= 0)`.execute(db);
  }
  await db.schema.alterTable('player_bonuses').addColumn('variant', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('player_bonuses').dropColumn('variant').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`drop trigger accounts_bonus_not_negative`.execute(db);
  else await sql`alter table accounts drop constraint accounts_bonus_not_negative`.execute(db);
}
