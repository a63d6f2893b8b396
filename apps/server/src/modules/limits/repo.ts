import type { TLimitKind, TLimitPeriod } from '@sportsbook/contract';
import type { Db } from '../../db/index';
import type { PlayerActivityRow, PlayerLimitRow } from '../../db/schema';

/** SQL of the player's limits, their active time and self-exclusion. */
export class LimitsRepo {
  constructor(readonly db: Db) {}

  list(playerId: string): Promise<PlayerLimitRow[]> {
    return this.db.kysely
      .selectFrom('player_limits')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('kind')
      .orderBy('period')
      .execute();
  }

  find(playerId: string, kind: TLimitKind, period: TLimitPeriod): Promise<PlayerLimitRow | undefined> {
    return this.db.kysely
      .selectFrom('player_limits')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .executeTakeFirst();
  }

  async save(row: PlayerLimitRow): Promise<void> {
    const { player_id, kind, period, created_at, ...rest } = row;
    await this.db.kysely
      .insertInto('player_limits')
      .values(row)
      .onConflict((oc) => oc.columns(['player_id', 'kind', 'period']).doUpdateSet(rest))
      .execute();
  }

  /** Whether the player has a stake or loss limit in force: their bets are then checked. */
  async hasBetLimits(playerId: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('player_limits')
      .select('kind')
      .where('player_id', '=', playerId)
      .where('kind', 'in', ['stake', 'loss'])
      .where('status', '<>', 'confirmed_disabled')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  activity(playerId: string): Promise<PlayerActivityRow | undefined> {
    return this.db.kysely
      .selectFrom('player_activity')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  async saveActivity(row: PlayerActivityRow): Promise<void> {
    const { player_id, ...rest } = row;
    await this.db.kysely
      .insertInto('player_activity')
      .values(row)
      .onConflict((oc) => oc.column('player_id').doUpdateSet(rest))
      .execute();
  }

  /** Excludes the player from `at` until `until` (null: for good) and ends every session of theirs. */
  async exclude(playerId: string, at: number, until: number | null): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('players')
        .set({ excluded_at: at, excluded_until: until, updated_at: at })
        .where('id', '=', playerId)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('player_id', '=', playerId)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }

  async endSessions(playerId: string, now: number): Promise<void> {
    await this.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('player_id', '=', playerId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
