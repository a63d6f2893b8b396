import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { LootboxesTable, LootboxRow } from '../../db/schema';
import type { Executor } from '../wallet/repo';

/** A player's totals in one campaign of betting. */
export interface ProgressTotals {
  count: number;
  points: number;
  stake: number;
}

export interface RatingRow {
  player_id: string;
  farmed: number;
}

const ZERO: ProgressTotals = { count: 0, points: 0, stake: 0 };

/** SQL of progress in campaigns of betting: counted bets, farmed events, lootboxes, ratings. */
export class ProgressRepo {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  /**
   * Locks the player's enrolment row until the transaction ends (a no-op update), so that two
   * placements of one player in one campaign count and issue one after the other.
   */
  async lockEnrolment(trx: Executor, bonusId: string): Promise<void> {
    await trx
      .updateTable('player_bonuses')
      .set((eb) => ({ times_used: eb.ref('times_used') }))
      .where('id', '=', bonusId)
      .execute();
  }

  /** Records the events as farmed by the bonus; answers those farmed for the first time now. */
  async farmEvents(trx: Executor, bonusId: string, matchIds: readonly number[]): Promise<number[]> {
    if (matchIds.length === 0) return [];
    const rows = await trx
      .insertInto('bonus_farmed_events')
      .values([...new Set(matchIds)].map((match_id) => ({ bonus_id: bonusId, match_id })))
      .onConflict((oc) => oc.columns(['bonus_id', 'match_id']).doNothing())
      .returning('match_id')
      .execute();
    return rows.map((row) => Number(row.match_id));
  }

  /** Counts a bet in a campaign once; whether it was counted now. */
  async countBet(
    trx: Executor,
    row: {
      campaign_id: string;
      bet_id: string;
      player_id: string;
      bonus_id: string;
      stake: number;
      points: number;
      created_at: number;
    },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('bonus_progress_bets')
      .values(row)
      .onConflict((oc) => oc.columns(['campaign_id', 'bet_id']).doNothing())
      .returning('bet_id')
      .execute();
    return inserted.length > 0;
  }

  /** The totals of each of these enrolment rows (absent: nothing counted). */
  async totals(
    bonusIds: readonly string[],
    ex: Executor = this.db.kysely,
  ): Promise<Map<string, ProgressTotals>> {
    if (bonusIds.length === 0) return new Map();
    const rows = await ex
      .selectFrom('bonus_progress_bets')
      .select((eb) => [
        'bonus_id',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>('points').as('points'),
        eb.fn.sum<number | string>('stake').as('stake'),
      ])
      .where('bonus_id', 'in', bonusIds)
      .groupBy('bonus_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.bonus_id,
        { count: Number(row.count), points: Number(row.points), stake: Number(row.stake) },
      ]),
    );
  }

  async totalsOf(bonusId: string, ex: Executor): Promise<ProgressTotals> {
    return (await this.totals([bonusId], ex)).get(bonusId) ?? ZERO;
  }

  /** Sum of the stakes counted in each campaign, every player's (a tournament's pool grows by them). */
  async campaignStakes(
    campaignIds: readonly string[],
    ex: Executor = this.db.kysely,
  ): Promise<Map<string, number>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await ex
      .selectFrom('bonus_progress_bets')
      .select((eb) => ['campaign_id', eb.fn.sum<number | string>('stake').as('stake')])
      .where('campaign_id', 'in', campaignIds)
      .groupBy('campaign_id')
      .execute();
    return new Map(rows.map((row) => [row.campaign_id, Number(row.stake)]));
  }

  /** The events each of these bonuses farmed. */
  async farmedEvents(bonusIds: readonly string[]): Promise<Map<string, number[]>> {
    const farmed = new Map<string, number[]>();
    if (bonusIds.length === 0) return farmed;
    const rows = await this.db.kysely
      .selectFrom('bonus_farmed_events')
      .selectAll()
      .where('bonus_id', 'in', bonusIds)
      .orderBy('match_id')
      .execute();
    for (const row of rows)
      farmed.set(row.bonus_id, [...(farmed.get(row.bonus_id) ?? []), Number(row.match_id)]);
    return farmed;
  }

  /** How many bonuses with references of this prefix the player holds (rewards issued so far). */
  async rewardsIssued(trx: Executor, playerId: string, prefix: string): Promise<number> {
    const row = await trx
      .selectFrom('player_bonuses')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('player_id', '=', playerId)
      .where('reference', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Farmed stakes per player in a campaign, highest first (the earlier to get there ahead on a tie). */
  async rating(campaignId: string): Promise<RatingRow[]> {
    const rows = await this.db.kysely
      .selectFrom('bonus_progress_bets')
      .select((eb) => [
        'player_id',
        eb.fn.sum<number | string>('stake').as('farmed'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('campaign_id', '=', campaignId)
      .groupBy('player_id')
      .orderBy('farmed', 'desc')
      .orderBy('last')
      .orderBy('player_id')
      .execute();
    return rows.map((row) => ({ player_id: row.player_id, farmed: Number(row.farmed) }));
  }

  /** How many freebets the campaign gave each player. */
  async freebetsPerPlayer(campaignId: string): Promise<Map<string, number>> {
    const rows = await this.db.kysely
      .selectFrom('player_bonuses')
      .select((eb) => ['player_id', eb.fn.countAll<number | string>().as('count')])
      .where('campaign_id', '=', campaignId)
      .where('kind', '=', 'freebet')
      .groupBy('player_id')
      .execute();
    return new Map(rows.map((row) => [row.player_id, Number(row.count)]));
  }

  // ------------------------------------------------------------------------------------------
  // Lootboxes

  async lootboxCount(trx: Executor, bonusId: string): Promise<number> {
    const row = await trx
      .selectFrom('lootboxes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('bonus_id', '=', bonusId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insertLootboxes(trx: Executor, rows: Insertable<LootboxesTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('lootboxes')
      .values(rows)
      .onConflict((oc) => oc.columns(['bonus_id', 'number']).doNothing())
      .execute();
  }

  /** The player's lootboxes of these enrolment rows, in the order earned. */
  lootboxes(bonusIds: readonly string[]): Promise<LootboxRow[]> {
    if (bonusIds.length === 0) return Promise.resolve([]);
    return this.db.kysely
      .selectFrom('lootboxes')
      .selectAll()
      .where('bonus_id', 'in', bonusIds)
      .orderBy('number')
      .execute();
  }

  lootbox(playerId: string, id: string, ex: Executor = this.db.kysely): Promise<LootboxRow | undefined> {
    return ex
      .selectFrom('lootboxes')
      .selectAll()
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  lootboxById(id: string): Promise<LootboxRow | undefined> {
    return this.db.kysely.selectFrom('lootboxes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Opens an active box with its draw and reward; false when it was opened already (a race lost). */
  async openLootbox(
    trx: Executor,
    id: string,
    opened: { draw: string; reward: string; opened_at: number },
  ): Promise<boolean> {
    const rows = await trx
      .updateTable('lootboxes')
      .set({ ...opened, status: 'inactive' })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returning('id')
      .execute();
    return rows.length > 0;
  }
}
