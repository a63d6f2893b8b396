import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type {
  JackpotHitRow,
  JackpotHitsTable,
  JackpotLevelRow,
  JackpotLevelsTable,
  JackpotRow,
  JackpotStatus,
  JackpotsTable,
} from '../../db/schema';
import type { Executor } from '../wallet/repo';

export interface JackpotWithLevels {
  jackpot: JackpotRow;
  levels: JackpotLevelRow[];
}

/** SQL of jackpots, their levels, the bets that fed them and their hits. */
export class JackpotsRepo {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  /** Inserts the jackpot and its levels unless one with its id exists (the demo seed). */
  async ensure(jackpot: Insertable<JackpotsTable>, levels: Insertable<JackpotLevelsTable>[]): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('jackpots')
        .values(jackpot)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      if (levels.length > 0) await trx.insertInto('jackpot_levels').values(levels).execute();
    });
  }

  /** Whether any of these level ids is taken (by this jackpot or another). */
  async levelsTaken(ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const row = await this.db.kysely
      .selectFrom('jackpot_levels')
      .select('id')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets a jackpot's status and its levels'; false when there is no such jackpot. */
  async setStatus(id: string, status: JackpotStatus): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('jackpots')
        .set({ status })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx.updateTable('jackpot_levels').set({ status }).where('jackpot_id', '=', id).execute();
      return true;
    });
  }

  /** Jackpots with their levels (in position order); only those with these statuses when given. */
  async jackpots(statuses?: readonly JackpotStatus[], ids?: readonly string[]): Promise<JackpotWithLevels[]> {
    // PostgreSQL refuses `in ()`: no id asked for is no jackpot.
    if (ids?.length === 0 || statuses?.length === 0) return [];
    let query = this.db.kysely.selectFrom('jackpots').selectAll().orderBy('created_at').orderBy('id');
    if (statuses) query = query.where('status', 'in', [...statuses]);
    if (ids) query = query.where('id', 'in', [...ids]);
    const jackpots = await query.execute();
    if (jackpots.length === 0) return [];
    const levels = await this.db.kysely
      .selectFrom('jackpot_levels')
      .selectAll()
      .where(
        'jackpot_id',
        'in',
        jackpots.map((j) => j.id),
      )
      .orderBy('position')
      .execute();
    return jackpots.map((jackpot) => ({
      jackpot,
      levels: levels.filter((level) => level.jackpot_id === jackpot.id),
    }));
  }

  /** Records a bet's contribution; false when it was recorded before (nothing to post again). */
  async contribute(
    trx: Executor,
    row: { bet_id: string; jackpot_id: string; amount: number; created_at: number },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('jackpot_contributions')
      .values(row)
      .onConflict((oc) => oc.columns(['bet_id', 'jackpot_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async insertHit(trx: Executor, row: Insertable<JackpotHitsTable>): Promise<void> {
    await trx.insertInto('jackpot_hits').values(row).execute();
  }

  /** The jackpots each bet fed. */
  async contributionsOf(betIds: readonly string[]): Promise<Map<string, string[]>> {
    const byBet = new Map<string, string[]>();
    if (betIds.length === 0) return byBet;
    const rows = await this.db.kysely
      .selectFrom('jackpot_contributions')
      .select(['bet_id', 'jackpot_id'])
      .where('bet_id', 'in', [...betIds])
      .execute();
    for (const row of rows) byBet.set(row.bet_id, [...(byBet.get(row.bet_id) ?? []), row.jackpot_id]);
    return byBet;
  }

  /** What each jackpot has paid in hits. */
  async hitsAmounts(jackpotIds: readonly string[]): Promise<Map<string, number>> {
    if (jackpotIds.length === 0) return new Map();
    const rows = await this.db.kysely
      .selectFrom('jackpot_hits')
      .select((eb) => ['jackpot_id', eb.fn.sum<number | string>('amount').as('total')])
      .where('jackpot_id', 'in', [...jackpotIds])
      .groupBy('jackpot_id')
      .execute();
    return new Map(rows.map((row) => [row.jackpot_id, Number(row.total)]));
  }

  /** Hits, newest first, filtered as SPEC §7's GET /jackpot-hits. */
  hits(filter: {
    jackpotId?: string;
    statuses?: readonly JackpotHitRow['status'][];
    playerId?: string;
    unseen?: boolean;
    limit: number;
  }): Promise<JackpotHitRow[]> {
    let query = this.db.kysely.selectFrom('jackpot_hits').selectAll();
    if (filter.jackpotId) query = query.where('jackpot_id', '=', filter.jackpotId);
    if (filter.statuses?.length) query = query.where('status', 'in', [...filter.statuses]);
    if (filter.playerId) query = query.where('player_id', '=', filter.playerId);
    if (filter.unseen !== undefined) query = query.where('seen', '=', filter.unseen ? 0 : 1);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  }

  /** Marks the player's hit seen; undefined when it is not theirs. */
  async markSeen(playerId: string, id: string): Promise<JackpotHitRow | undefined> {
    await this.db.kysely
      .updateTable('jackpot_hits')
      .set({ seen: 1 })
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .execute();
    return this.db.kysely
      .selectFrom('jackpot_hits')
      .selectAll()
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }
}
