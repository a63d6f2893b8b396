import { FINISHED_STATUSES } from '@sportsbook/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/index';
import { perTurn } from '../../db/per-turn';
import { padded, prepared, preparedByCount } from '../../db/prepared';
import type {
  BetRow,
  BetSelectionRow,
  BetSettingsTable,
  Database,
  MarketRow,
  MatchStatus,
  Provider,
} from '../../db/schema';

export type Executor = Kysely<Database>;

/** A match as placement and the bet's snapshot need it. */
export interface BettableMatch {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  type: 'match' | 'outright';
  status: MatchStatus;
  start_time: number;
  provider: Provider;
  sport_key: string;
  tournament_name: string;
  category_name: string;
  home: string | null;
  away: string | null;
  statistics: string | null;
}

export type { NewBet } from '../wallet/bet-rows';
export type BetWithSelections = BetRow & { selections: BetSelectionRow[] };

/** `${match_id}|${market_id}|${specifier}`: one market line of one match. */
export const lineKey = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}|${marketId}|${specifier}`;

const MATCH_COLUMNS = [
  'm.id',
  'm.urn_id',
  'm.slug',
  'm.name',
  'm.type',
  'm.status',
  'm.start_time',
  'm.provider',
  'm.statistics',
  's.key as sport_key',
  't.name as tournament_name',
  'c.name as category_name',
  'h.name as home',
  'a.name as away',
] as const;

/** A row of BetsRepo.placementContext: a match and one of its wanted lines (or none). */
type ContextRow = BettableMatch & {
  line_market_id: number | null;
  line_specifier: string | null;
  line_name: string | null;
  line_status: MarketRow['status'] | null;
  line_priority: number | null;
  line_is_main: number | null;
  line_most_balanced: number | null;
  line_groups: string | null;
  line_outcomes: string | null;
  line_updated_at: number | null;
};

/** Matches joined with what MATCH_COLUMNS reads of their sport, tournament, category and teams. */
const withReference = (db: Executor) =>
  db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('competitors as h', 'h.id', 'm.home_id')
    .leftJoin('competitors as a', 'a.id', 'm.away_id');

/** The statements of placing a bet, compiled once (see db/prepared.ts). */
function placementQueries(kysely: Executor) {
  return {
    context: preparedByCount<{ matchIds: readonly number[]; marketIds: readonly number[] }, ContextRow>(
      kysely,
      (db, p, matchCount, marketCount) =>
        withReference(db)
          .leftJoin('markets as k', (join) =>
            join.onRef('k.match_id', '=', 'm.id').on('k.market_id', 'in', p.list('marketIds', marketCount)),
          )
          .select([
            ...MATCH_COLUMNS,
            'k.market_id as line_market_id',
            'k.specifier as line_specifier',
            'k.name as line_name',
            'k.status as line_status',
            'k.priority as line_priority',
            'k.is_main as line_is_main',
            'k.most_balanced as line_most_balanced',
            'k.groups as line_groups',
            'k.outcomes as line_outcomes',
            'k.updated_at as line_updated_at',
          ])
          .where('m.id', 'in', p.list('matchIds', matchCount)),
    ),
    matches: preparedByCount<{ ids: readonly number[] }, Omit<BettableMatch, 'id'> & { id: number }>(
      kysely,
      (db, p, count) => withReference(db).select(MATCH_COLUMNS).where('m.id', 'in', p.list('ids', count)),
    ),
    lines: preparedByCount<{ matchIds: readonly number[]; marketIds: readonly number[] }, MarketRow>(
      kysely,
      (db, p, matchCount, marketCount) =>
        db
          .selectFrom('markets')
          .selectAll()
          .where('match_id', 'in', p.list('matchIds', matchCount))
          .where('market_id', 'in', p.list('marketIds', marketCount)),
    ),
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

/** A market line of a match, as a slip names it. */
export interface LineRef {
  matchId: number;
  marketId: number;
  specifier: string;
}

/** What placing reads of the catalogue (BetsRepo.placementContext). */
export interface PlacementContext {
  matches: Map<number, BettableMatch>;
  lines: Map<string, MarketRow>;
}

/** The only code that speaks SQL for bets. Every query runs on SQLite and PostgreSQL alike. */
export class BetsRepo {
  private readonly q: ReturnType<typeof placementQueries>;
  private readonly contexts: (keys: readonly LineRef[]) => Promise<PlacementContext>;

  constructor(readonly db: Db) {
    this.q = placementQueries(db.kysely);
    this.contexts = perTurn(db, (asks) => this.readContexts(asks));
  }

  get kysely(): Executor {
    return this.db.kysely;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  /** Db.procedure when the database has it (SQLite), else undefined. */
  get procedure(): Db['procedure'] {
    return this.db.procedure;
  }

  get dialect(): Db['dialect'] {
    return this.db.dialect;
  }

  async matches(ids: readonly number[], ex: Executor = this.kysely): Promise<Map<number, BettableMatch>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.q.matches(ids.length)(ex, { ids });
    return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  }

  /**
   * What placing needs to read of the catalogue: the matches and their lines among these keys (any
   * status, as lines() gives them), in one statement; the placements of one turn read theirs
   * together (see db/per-turn.ts).
   */
  placementContext(keys: readonly LineRef[]): Promise<PlacementContext> {
    return this.contexts(keys);
  }

  private async readContexts(asks: readonly (readonly LineRef[])[]): Promise<PlacementContext[]> {
    const all = asks.flat();
    const matchIds = padded([...new Set(all.map((k) => k.matchId))]);
    const marketIds = padded([...new Set(all.map((k) => k.marketId))]);
    const { rows } =
      all.length === 0
        ? { rows: [] }
        : await this.q.context(matchIds.length, marketIds.length)(this.kysely, { matchIds, marketIds });
    const matchesById = new Map<number, BettableMatch>();
    const linesByKey = new Map<string, MarketRow>();
    for (const row of rows) {
      const id = Number(row.id);
      if (!matchesById.has(id))
        matchesById.set(id, {
          id,
          urn_id: row.urn_id,
          slug: row.slug,
          name: row.name,
          type: row.type,
          status: row.status,
          start_time: row.start_time,
          provider: row.provider,
          sport_key: row.sport_key,
          tournament_name: row.tournament_name,
          category_name: row.category_name,
          home: row.home,
          away: row.away,
          statistics: row.statistics,
        });
      if (row.line_market_id === null || row.line_specifier === null) continue;
      linesByKey.set(lineKey(id, row.line_market_id, row.line_specifier), {
        match_id: id,
        market_id: row.line_market_id,
        specifier: row.line_specifier,
        name: row.line_name as string,
        status: row.line_status as MarketRow['status'],
        priority: row.line_priority as number,
        is_main: row.line_is_main as number,
        most_balanced: row.line_most_balanced as number,
        groups: row.line_groups as string,
        outcomes: row.line_outcomes as string,
        updated_at: row.line_updated_at as number,
      });
    }
    return asks.map((keys) => {
      const matches = new Map<number, BettableMatch>();
      const lines = new Map<string, MarketRow>();
      for (const { matchId, marketId, specifier } of keys) {
        const match = matchesById.get(matchId);
        if (match) matches.set(matchId, match);
        const key = lineKey(matchId, marketId, specifier);
        const line = linesByKey.get(key);
        if (line) lines.set(key, line);
      }
      return { matches, lines };
    });
  }

  /** Current market lines by lineKey (any status: a closed line is refused, not unknown). */
  async lines(
    keys: readonly { matchId: number; marketId: number; specifier: string }[],
    ex: Executor = this.kysely,
  ): Promise<Map<string, MarketRow>> {
    if (keys.length === 0) return new Map();
    const matchIds = [...new Set(keys.map((k) => k.matchId))];
    const marketIds = [...new Set(keys.map((k) => k.marketId))];
    const { rows } = await this.q.lines(matchIds.length, marketIds.length)(ex, { matchIds, marketIds });
    const wanted = new Set(keys.map((k) => lineKey(k.matchId, k.marketId, k.specifier)));
    const lines = new Map<string, MarketRow>();
    for (const row of rows) {
      const key = lineKey(Number(row.match_id), row.market_id, row.specifier);
      if (wanted.has(key)) lines.set(key, row);
    }
    return lines;
  }

  async idempotency(playerId: string, key: string, ex: Executor = this.kysely) {
    return (await this.q.idempotency(ex, { playerId, key })).rows[0];
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

  async settings(playerId: string): Promise<Selectable<BetSettingsTable> | undefined> {
    return (await this.q.settings(this.kysely, { playerId })).rows[0];
  }

  async saveSettings(
    playerId: string,
    values: Partial<Omit<BetSettingsTable, 'player_id' | 'updated_at'>>,
    now: number,
  ) {
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

  async insertShareCode(code: string, bets: string, now: number): Promise<boolean> {
    const result = await this.kysely
      .insertInto('share_codes')
      .values({ code, bets, created_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async shareCode(code: string): Promise<string | undefined> {
    const row = await this.kysely
      .selectFrom('share_codes')
      .select('bets')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.bets;
  }
}
