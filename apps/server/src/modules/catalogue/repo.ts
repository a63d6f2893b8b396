import { BETTABLE_STATUSES, MarketStatus, MatchStatus } from '@sportsbook/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index';
import type {
  CategoryRow,
  CompetitorRow,
  Database,
  MarketRow,
  MatchRow,
  NewMarket,
  NewMatch,
  SportRow,
  TournamentRow,
} from '../../db/schema';
import { type MatchFilter, matchWhere } from './match-filter';

/** Upcoming matches a feed tick also looks at: of these sports, starting by `until`. */
export interface ActiveSoon {
  sportIds: readonly number[];
  until: number;
}

export type { MatchFilter };

export type MatchSort = 'start_time' | '-start_time' | 'priority';

export interface MarketStats {
  match_id: number;
  total: number;
  top: number;
  open: number;
}

/** The only code that speaks SQL for the catalogue. Every query runs on SQLite and PostgreSQL alike. */
export class CatalogueRepo {
  private readonly db: Kysely<Database>;

  constructor(db: Db) {
    this.db = db.kysely;
  }

  sports(): Promise<SportRow[]> {
    return this.db.selectFrom('sports').selectAll().orderBy('priority', 'desc').orderBy('id').execute();
  }

  categories(): Promise<CategoryRow[]> {
    return this.db.selectFrom('categories').selectAll().orderBy('priority', 'desc').orderBy('name').execute();
  }

  tournaments(): Promise<TournamentRow[]> {
    return this.db
      .selectFrom('tournaments')
      .selectAll()
      .orderBy('priority', 'desc')
      .orderBy('name')
      .execute();
  }

  competitors(): Promise<CompetitorRow[]> {
    return this.db.selectFrom('competitors').selectAll().execute();
  }

  async countMatches(filter: MatchFilter): Promise<number> {
    const row = await this.db
      .selectFrom('matches as m')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => matchWhere(eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async matches(
    filter: MatchFilter,
    sort: MatchSort,
    page: { offset: number; limit: number },
    maxPerSport?: number,
  ): Promise<{ rows: MatchRow[]; total: number }> {
    // Sort keys are written once as SQL so the window (max_per_sport) and the page agree.
    const order =
      sort === '-start_time'
        ? sql`m.start_time desc, m.id desc`
        : sort === 'priority'
          ? sql`(select t.priority from tournaments t where t.id = m.tournament_id) desc, m.priority desc, m.start_time asc, m.id asc`
          : sql`m.start_time asc, m.id asc`;
    if (maxPerSport === undefined) {
      const [rows, total] = await Promise.all([
        this.db
          .selectFrom('matches as m')
          .selectAll('m')
          .where((eb) => matchWhere(eb, filter))
          .orderBy(order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        this.countMatches(filter),
      ]);
      return { rows, total };
    }
    const ranked = this.db
      .selectFrom('matches as m')
      .selectAll('m')
      .select(sql<number>`row_number() over (partition by m.sport_id order by ${order})`.as('rank_in_sport'))
      .select(sql<number>`row_number() over (order by ${order})`.as('rank_all'))
      .where((eb) => matchWhere(eb, filter));
    const base = this.db.selectFrom(ranked.as('r')).where('r.rank_in_sport', '<=', maxPerSport);
    const [rows, totalRow] = await Promise.all([
      base.selectAll('r').orderBy('r.rank_all').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map(({ rank_in_sport: _r, rank_all: _a, ...row }) => row as MatchRow),
      total: Number(totalRow.n),
    };
  }

  match(id: number): Promise<MatchRow | undefined> {
    return this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Main and most-balanced markets of the given matches (for list rows), open ones only. */
  headlineMarkets(matchIds: number[]): Promise<MarketRow[]> {
    if (matchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('markets')
      .selectAll()
      .where('match_id', 'in', matchIds)
      .where('status', '!=', MarketStatus.notAllowed)
      .where((eb) => eb.or([eb('is_main', '=', 1), eb('most_balanced', '=', 1)]))
      .execute();
  }

  async marketStats(matchIds: number[]): Promise<MarketStats[]> {
    if (matchIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('markets')
      .select([
        'match_id',
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when groups like '%"top"%' then 1 else 0 end)`.as('top'),
        sql<number>`sum(case when status = ${sql.lit(MarketStatus.allowed)} then 1 else 0 end)`.as('open'),
      ])
      .where('match_id', 'in', matchIds)
      .where('status', '!=', MarketStatus.notAllowed)
      .groupBy('match_id')
      .execute();
    return rows.map((row) => ({
      match_id: Number(row.match_id),
      total: Number(row.total),
      top: Number(row.top),
      open: Number(row.open),
    }));
  }

  /** Every served market of a match (status 0 is never served, SPEC §4). */
  markets(matchId: number, marketIds?: number[]): Promise<MarketRow[]> {
    let query = this.db
      .selectFrom('markets')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('status', '!=', MarketStatus.notAllowed);
    if (marketIds) query = query.where('market_id', 'in', marketIds);
    return query.execute();
  }

  /** Match counts grouped by sport, category, tournament, type and live-ness. */
  async counts(
    filter: MatchFilter,
  ): Promise<
    { sport_id: number; category_id: number; tournament_id: number; type: string; live: number; n: number }[]
  > {
    const rows = await this.db
      .selectFrom('matches as m')
      .select([
        'm.sport_id',
        'm.category_id',
        'm.tournament_id',
        'm.type',
        sql<number>`case when m.status = ${sql.lit(MatchStatus.live)} then 1 else 0 end`.as('live'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where((eb) => matchWhere(eb, filter))
      .groupBy([
        'm.sport_id',
        'm.category_id',
        'm.tournament_id',
        'm.type',
        sql`case when m.status = ${sql.lit(MatchStatus.live)} then 1 else 0 end`,
      ])
      .execute();
    return rows.map((row) => ({ ...row, live: Number(row.live), n: Number(row.n) }));
  }

  // ---------------------------------------------------------------------------------------------
  // Writes (feed ingest). Callers batch them inside one transaction through `transaction`.

  transaction<T>(work: (repo: CatalogueRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(CatalogueRepo.over(trx)));
  }

  private static over(kysely: Kysely<Database>): CatalogueRepo {
    const repo = Object.create(CatalogueRepo.prototype) as CatalogueRepo;
    (repo as unknown as { db: Kysely<Database> }).db = kysely;
    return repo;
  }

  async upsertReference(data: {
    sports: SportRow[];
    categories: CategoryRow[];
    tournaments: TournamentRow[];
    competitors: CompetitorRow[];
  }): Promise<void> {
    for (const [table, rows] of [
      ['sports', data.sports],
      ['categories', data.categories],
      ['tournaments', data.tournaments],
      ['competitors', data.competitors],
    ] as const) {
      for (const chunk of chunks(rows as object[], 200)) {
        await this.db
          .insertInto(table)
          .values(chunk as never)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    }
  }

  /** Inserts matches that are not stored yet; returns how many were new. */
  async insertMatches(rows: NewMatch[]): Promise<number> {
    let inserted = 0;
    for (const chunk of chunks(rows, 100)) {
      const result = await this.db
        .insertInto('matches')
        .values(chunk)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  async updateMatchState(
    id: number,
    state: { status: NewMatch['status']; statistics: string | null; updated_at: number },
  ): Promise<void> {
    await this.db.updateTable('matches').set(state).where('id', '=', id).execute();
  }

  /** Writes markets as given: new ones are inserted, existing ones replaced. */
  async upsertMarkets(rows: NewMarket[]): Promise<void> {
    for (const chunk of chunks(rows, 100)) {
      await this.db
        .insertInto('markets')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['match_id', 'market_id', 'specifier']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            status: eb.ref('excluded.status'),
            priority: eb.ref('excluded.priority'),
            is_main: eb.ref('excluded.is_main'),
            most_balanced: eb.ref('excluded.most_balanced'),
            groups: eb.ref('excluded.groups'),
            outcomes: eb.ref('excluded.outcomes'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  /** A match's state as stored (what a feed update is compared with). */
  matchState(id: number): Promise<Pick<MatchRow, 'status' | 'statistics'> | undefined> {
    return this.db
      .selectFrom('matches')
      .select(['status', 'statistics'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Every market of a match as stored, closed ones included (what a feed update is compared with). */
  marketsOfMatch(matchId: number): Promise<Omit<MarketRow, 'updated_at'>[]> {
    return this.db
      .selectFrom('markets')
      .select([
        'match_id',
        'market_id',
        'specifier',
        'name',
        'status',
        'priority',
        'is_main',
        'most_balanced',
        'groups',
        'outcomes',
      ])
      .where('match_id', '=', matchId)
      .execute();
  }

  /** Sets status 0 (not offered, never served) on these markets of a match. */
  async closeMarkets(
    matchId: number,
    markets: readonly Pick<MarketRow, 'market_id' | 'specifier'>[],
    now: number,
  ): Promise<void> {
    for (const row of markets) {
      await this.db
        .updateTable('markets')
        .set({ status: MarketStatus.notAllowed, updated_at: now })
        .where('match_id', '=', matchId)
        .where('market_id', '=', row.market_id)
        .where('specifier', '=', row.specifier)
        .execute();
    }
  }

  /**
   * Matches the clock has reached that are not finished yet (what a feed tick must look at), and
   * those of `soon.sportIds` starting by `soon.until` (whose prices move before the start).
   */
  activeMatches(
    now: number,
    soon?: ActiveSoon,
  ): Promise<Pick<MatchRow, 'id' | 'urn_id' | 'sport_id' | 'start_time' | 'script' | 'status'>[]> {
    return this.db
      .selectFrom('matches')
      .select(['id', 'urn_id', 'sport_id', 'start_time', 'script', 'status'])
      .where('type', '=', 'match')
      .where('status', 'in', BETTABLE_STATUSES)
      .where((eb) =>
        soon && soon.sportIds.length > 0
          ? eb.or([
              eb('start_time', '<=', now),
              eb.and([eb('sport_id', 'in', soon.sportIds), eb('start_time', '<=', soon.until)]),
            ])
          : eb('start_time', '<=', now),
      )
      .execute();
  }

  /**
   * Removes the matches not started by `after` that no bet is on, with their markets: what a feed
   * publishes again when its fixtures changed (the demo's generator grew).
   */
  async dropUpcomingWithoutBets(after: number): Promise<number> {
    const upcoming = (eb: ExpressionBuilder<Database, 'matches'>) =>
      eb.and([
        eb('type', '=', 'match'),
        eb('status', '=', MatchStatus.prematch),
        eb('start_time', '>', after),
        eb('id', 'not in', eb.selectFrom('bet_selections').select('match_id')),
      ]);
    await this.db
      .deleteFrom('markets')
      .where('match_id', 'in', (eb) => eb.selectFrom('matches').select('id').where(upcoming))
      .execute();
    const result = await this.db.deleteFrom('matches').where(upcoming).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes matches that started before `before` and outrights that closed before it, with their markets. */
  async pruneBefore(before: number): Promise<number> {
    const stale = (eb: ExpressionBuilder<Database, 'matches'>) =>
      eb.and([eb('start_time', '<', before), eb.or([eb('type', '=', 'match'), eb('end_time', '<', before)])]);
    await this.db
      .deleteFrom('markets')
      .where('match_id', 'in', (eb) => eb.selectFrom('matches').select('id').where(stale))
      .execute();
    const result = await this.db.deleteFrom('matches').where(stale).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async getState(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('catalogue_state')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  async setState(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('catalogue_state')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
