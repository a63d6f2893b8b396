import type { TBonusKind, TBonusTimeFilter, TCampaignStatus } from '@sportsbook/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type {
  BonusCampaignRow,
  BonusCampaignsTable,
  PlayerBonusesTable,
  PlayerBonusRow,
} from '../../db/schema';
import type { Executor } from '../wallet/repo';

export interface CampaignFilter {
  kinds?: readonly TBonusKind[];
  statuses?: readonly TCampaignStatus[];
  time?: TBonusTimeFilter;
  now: number;
}

/** SQL of bonus campaigns and the bonuses players hold of them. */
export class BonusesRepo {
  constructor(private readonly db: Db) {}

  async insertCampaign(row: Insertable<BonusCampaignsTable>): Promise<void> {
    await this.db.kysely.insertInto('bonus_campaigns').values(row).execute();
  }

  /** Inserts the campaign unless one with its id exists (the demo seed at every start). */
  async ensureCampaign(row: Insertable<BonusCampaignsTable>): Promise<void> {
    await this.db.kysely
      .insertInto('bonus_campaigns')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  findCampaign(id: string): Promise<BonusCampaignRow | undefined> {
    return this.db.kysely.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findCampaignByPromoCode(code: string): Promise<BonusCampaignRow | undefined> {
    return this.db.kysely
      .selectFrom('bonus_campaigns')
      .selectAll()
      .where('promo_code', '=', code)
      .executeTakeFirst();
  }

  /** Campaigns matching the filter, newest window first, one page of them and the total. */
  async campaigns(
    filter: CampaignFilter,
    page?: { page: number; limit: number },
  ): Promise<{ rows: BonusCampaignRow[]; total: number }> {
    let query = this.db.kysely.selectFrom('bonus_campaigns');
    if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    // The SQL of timeFilter() in status.ts.
    if (filter.time === 'past')
      query = query.where((eb) => eb.or([eb('status', '=', 'finished'), eb('valid_to', '<=', filter.now)]));
    if (filter.time === 'valid')
      query = query
        .where('status', '<>', 'finished')
        .where('valid_from', '<=', filter.now)
        .where('valid_to', '>', filter.now);
    if (filter.time === 'upcoming')
      query = query.where('status', '<>', 'finished').where('valid_from', '>', filter.now);
    const ordered = query.selectAll().orderBy('valid_from', 'desc').orderBy('id');
    if (!page) {
      const rows = await ordered.execute();
      return { rows, total: rows.length };
    }
    const [rows, count] = await Promise.all([
      ordered
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** Moves a campaign to `to` if its status is one of `from`; the row after, or undefined. */
  async setCampaignStatus(
    id: string,
    from: readonly TCampaignStatus[],
    to: TCampaignStatus,
    now: number,
  ): Promise<BonusCampaignRow | undefined> {
    await this.db.kysely
      .updateTable('bonus_campaigns')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', from)
      .execute();
    const row = await this.findCampaign(id);
    return row?.status === to ? row : undefined;
  }

  /**
   * Stores an issued bonus. With a reference the player already holds a bonus for, nothing is
   * written and that bonus is answered: a retried issue is one bonus.
   */
  async issue(row: Insertable<PlayerBonusesTable>, ex: Executor = this.db.kysely): Promise<PlayerBonusRow> {
    await ex
      .insertInto('player_bonuses')
      .values(row)
      .onConflict((oc) => oc.columns(['player_id', 'reference']).doNothing())
      .execute();
    let query = ex.selectFrom('player_bonuses').selectAll().where('player_id', '=', row.player_id);
    query = row.reference ? query.where('reference', '=', row.reference) : query.where('id', '=', row.id);
    return query.executeTakeFirstOrThrow();
  }

  /** Runs fn in one database transaction (an issue with its funding, a settlement's bonus moves). */
  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  /** The player's bonus with this id, with its campaign; undefined when it is not theirs. */
  async heldBonus(
    playerId: string,
    bonusId: string,
    ex: Executor = this.db.kysely,
  ): Promise<{ bonus: PlayerBonusRow; campaign: BonusCampaignRow } | undefined> {
    const bonus = await ex
      .selectFrom('player_bonuses')
      .selectAll()
      .where('id', '=', bonusId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    const campaign =
      bonus &&
      (await ex
        .selectFrom('bonus_campaigns')
        .selectAll()
        .where('id', '=', bonus.campaign_id)
        .executeTakeFirst());
    return bonus && campaign ? { bonus, campaign } : undefined;
  }

  /** Gives a freebet's use back (a voided bet), in the caller's transaction. */
  async restoreUse(ex: Executor, bonusId: string): Promise<void> {
    await ex
      .updateTable('player_bonuses')
      .set((eb) => ({ uses_left: eb('uses_left', '+', 1), times_used: eb('times_used', '-', 1) }))
      .where('id', '=', bonusId)
      .where('times_used', '>', 0)
      .execute();
  }

  /**
   * Makes the bonus the player's active one; without `exclusive` others stay as they are, with it
   * the player's other active bonuses of the kind are overridden. The bonus as it is now.
   */
  async activate(
    playerId: string,
    bonusId: string,
    kind: string,
    now: number,
    exclusive: boolean,
  ): Promise<void> {
    await this.transaction(async (trx) => {
      if (exclusive)
        await trx
          .updateTable('player_bonuses')
          .set({ state: 'overridden' })
          .where('player_id', '=', playerId)
          .where('kind', '=', kind as PlayerBonusRow['kind'])
          .where('state', '=', 'active')
          .where('id', '<>', bonusId)
          .execute();
      await trx
        .updateTable('player_bonuses')
        .set({ state: 'active', activated_at: now })
        .where('id', '=', bonusId)
        .where('player_id', '=', playerId)
        .where('state', '=', 'issued')
        .execute();
    });
  }

  /** The player's bonus of this reference, if any. */
  findByReference(playerId: string, reference: string): Promise<PlayerBonusRow | undefined> {
    return this.db.kysely
      .selectFrom('player_bonuses')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  /** How many players hold a bonus of this reference (a promo code's redemptions). */
  async countByReference(reference: string): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('player_bonuses')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The player's bonuses of these campaigns (all of the player's when none are named). */
  playerBonuses(playerId: string, campaignIds?: readonly string[]): Promise<PlayerBonusRow[]> {
    if (campaignIds?.length === 0) return Promise.resolve([]);
    let query = this.db.kysely.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId);
    if (campaignIds) query = query.where('campaign_id', 'in', campaignIds);
    return query.orderBy('issued_at').orderBy('id').execute();
  }

  /** Marks the player's unseen bonuses of these campaigns seen; the campaign ids that changed. */
  async markSeen(playerId: string, campaignIds: readonly string[]): Promise<string[]> {
    if (campaignIds.length === 0) return [];
    const changed = await this.db.kysely
      .updateTable('player_bonuses')
      .set({ seen: 1 })
      .where('player_id', '=', playerId)
      .where('campaign_id', 'in', campaignIds)
      .where('seen', '=', 0)
      .returning('campaign_id')
      .execute();
    return [...new Set(changed.map((row) => row.campaign_id))];
  }

  /**
   * Enrols the player in open campaigns they hold nothing of yet, already seen (SPEC §5 marking as
   * seen); the campaign ids enrolled now. One enrolment per campaign, however often it is sent.
   */
  async enrolSeen(rows: Insertable<PlayerBonusesTable>[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.kysely
      .insertInto('player_bonuses')
      .values(rows)
      .onConflict((oc) => oc.columns(['player_id', 'reference']).doNothing())
      .returning('campaign_id')
      .execute();
    return inserted.map((row) => row.campaign_id);
  }
}
