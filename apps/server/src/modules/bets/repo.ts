import { FINISHED_STATUSES, type TSharedBet } from '@sportsbook/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { BetRow, BetSelectionRow, BetSettingsTable, Database } from '../../db/schema';
import { CatalogueReads } from './catalogue-reads';

export type Executor = Kysely<Database>;
export type { NewBet } from '../wallet/bet-rows';
export {
  type BettableMatch,
  type LineRef,
  lineKey,
  type PlacementContext,
} from './catalogue-reads';
export type BetWithSelections = BetRow & { selections: BetSelectionRow[] };

/** A player's stored bet settings, their stakes decoded (null: the site's). */
export type StoredBetSettings = Omit<Selectable<BetSettingsTable>, 'stakes'> & { stakes: number[] | null };

/** The statements of the bets' own hot reads, compiled once (see db/prepared.ts). */
function betQueries(kysely: Executor) {
  return {
    settings: prepared<{ playerId: string }, Selectable<BetSettingsTable>>(kysely, (db, p) =>
      db.selectFrom('bet_settings').selectAll().where('player_id', '=', p('playerId')),
    ),
    idempotency: prepared<{ playerId: string; key: string }, { request_hash: string; bet_ids: string }>(
      kysely,
      (db, p) =>
        db
          .selectFrom('bet_idempotency')
          .select(['request_hash', 'bet_ids'])
          .where('player_id', '=', p('playerId'))
          .where('key', '=', p('key')),
    ),
  };
}

/**
 * The only code that speaks SQL for bets (with CatalogueReads for the catalogue, and the wallet's
 * bet store for placing). Every query runs on SQLite and PostgreSQL alike. Settings, share codes and
 * idempotency claims come back decoded from their stored JSON.
 */
export class BetsRepo extends CatalogueReads {
  private readonly q: ReturnType<typeof betQueries>;

  constructor(db: Db) {
    super(db);
    this.q = betQueries(db.kysely);
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  get dialect(): Db['dialect'] {
    return this.db.dialect;
  }

  /** The claim stored under a player's Idempotency-Key, if any. */
  async idempotency(
    playerId: string,
    key: string,
    ex: Executor = this.kysely,
  ): Promise<{ requestHash: string; betIds: string[] } | undefined> {
    const row = (await this.q.idempotency(ex, { playerId, key })).rows[0];
    return row && { requestHash: row.request_hash, betIds: JSON.parse(row.bet_ids) as string[] };
  }

  async betsByIds(ids: readonly string[], ex: Executor = this.kysely): Promise<BetWithSelections[]> {
    if (ids.length === 0) return [];
    const bets = await ex
      .selectFrom('bets')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    const withSelections = await this.attachSelections(bets, ex);
    const byId = new Map(withSelections.map((bet) => [bet.id, bet]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async bet(id: string, ex: Executor = this.kysely): Promise<BetWithSelections | undefined> {
    return (await this.betsByIds([id], ex))[0];
  }

  private async attachSelections(bets: BetRow[], ex: Executor): Promise<BetWithSelections[]> {
    if (bets.length === 0) return [];
    const selections = await ex
      .selectFrom('bet_selections')
      .selectAll()
      .where(
        'bet_id',
        'in',
        bets.map((bet) => bet.id),
      )
      .orderBy('bet_id')
      .orderBy('position')
      .execute();
    const byBet = new Map<string, BetSelectionRow[]>();
    for (const row of selections) {
      const list = byBet.get(row.bet_id) ?? [];
      list.push({ ...row, match_id: Number(row.match_id) });
      byBet.set(row.bet_id, list);
    }
    return bets.map((bet) => ({ ...bet, selections: byBet.get(bet.id) ?? [] }));
  }

  /** A player's bets, newest first, filtered by SPEC §4's list and result filters. */
  async playerBets(
    playerId: string,
    filter: { statuses?: readonly string[]; results?: readonly string[] },
    page: { offset: number; limit: number },
  ): Promise<{ rows: BetWithSelections[]; total: number }> {
    let query = this.kysely.selectFrom('bets').where('player_id', '=', playerId);
    if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
    if (filter.results) query = query.where('result', 'in', [...filter.results]);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.attachSelections(rows, this.kysely), total: Number(count.n) };
  }

  /** Ids of the bets still waiting for results that hold a selection of any of these matches. */
  async openBetIdsOnMatches(matchIds: readonly number[], ex: Executor = this.kysely): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const rows = await ex
      .selectFrom('bet_selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select('b.id')
      .distinct()
      .where('s.match_id', 'in', [...matchIds])
      .where('b.status', '=', 'waiting_results')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Matches that hold open selections and are finished: what settlement still owes. */
  async finishedMatchesWithOpenSelections(): Promise<number[]> {
    const rows = await this.kysely
      .selectFrom('bet_selections as s')
      .innerJoin('matches as m', 'm.id', 's.match_id')
      .select('s.match_id')
      .distinct()
      .where('s.status', '=', 'open')
      .where('m.status', 'in', [...FINISHED_STATUSES])
      .execute();
    return rows.map((row) => Number(row.match_id));
  }

  async setSelectionStatus(
    ex: Executor,
    key: { betId: string; position: number },
    status: string,
  ): Promise<void> {
    await ex
      .updateTable('bet_selections')
      .set({ status })
      .where('bet_id', '=', key.betId)
      .where('position', '=', key.position)
      .where('status', '=', 'open')
      .execute();
  }

  /**
   * Moves a bet out of waiting_results (settled or cashed out). Conditional on the status, so a
   * settlement and a cash out racing for one bet cannot both pay: false when the bet had moved on.
   */
  async closeBet(
    ex: Executor,
    id: string,
    change: { status: string; result: string; winAmount: number; now: number },
  ): Promise<boolean> {
    const result = await ex
      .updateTable('bets')
      .set({
        status: change.status,
        result: change.result,
        win_amount: change.winAmount,
        settled_at: change.now,
      })
      .where('id', '=', id)
      .where('status', '=', 'waiting_results')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** What a closed bet paid, when its bonus made it other than the bet's return (a freebet). */
  async setWinAmount(ex: Executor, id: string, winAmount: number): Promise<void> {
    await ex.updateTable('bets').set({ win_amount: winAmount }).where('id', '=', id).execute();
  }

  async settings(playerId: string): Promise<StoredBetSettings | undefined> {
    const row = (await this.q.settings(this.kysely, { playerId })).rows[0];
    return row && { ...row, stakes: row.stakes === null ? null : (JSON.parse(row.stakes) as number[]) };
  }

  async saveSettings(
    playerId: string,
    update: Partial<Omit<StoredBetSettings, 'player_id' | 'updated_at'>>,
    now: number,
  ) {
    const { stakes, ...rest } = update;
    const values = { ...rest, ...(stakes !== undefined && { stakes: stakes && JSON.stringify(stakes) }) };
    await this.kysely
      .insertInto('bet_settings')
      .values({
        player_id: playerId,
        stakes: null,
        auto_accept_odds_change: null,
        odds_type: null,
        push_subscription: null,
        ...values,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ ...values, updated_at: now }))
      .execute();
  }

  async insertShareCode(code: string, bets: readonly TSharedBet[], now: number): Promise<boolean> {
    const result = await this.kysely
      .insertInto('share_codes')
      .values({ code, bets: JSON.stringify(bets), created_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async shareCode(code: string): Promise<TSharedBet[] | undefined> {
    const row = await this.kysely
      .selectFrom('share_codes')
      .select('bets')
      .where('code', '=', code)
      .executeTakeFirst();
    return row && (JSON.parse(row.bets) as TSharedBet[]);
  }
}
