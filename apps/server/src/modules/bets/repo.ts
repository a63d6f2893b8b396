import type { Kysely, Selectable } from 'kysely';
import { timeOrderedId } from '../../db/ids';
import type { Db, SyncTransaction } from '../../db/index';
import { prepared, preparedByCount, preparedSql } from '../../db/prepared';
import type {
  BetIdempotencyTable,
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

export type NewBet = Omit<BetRow, 'win_amount' | 'settled_at' | 'quick'> & { quick: number };
export type BetWithSelections = BetRow & { selections: BetSelectionRow[] };

/** `${match_id}|${market_id}|${specifier}`: one market line of one match. */
export const lineKey = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}|${marketId}|${specifier}`;

const BET_COLUMNS = [
  'id',
  'ref',
  'player_id',
  'type',
  'status',
  'result',
  'currency',
  'stake',
  'odds',
  'potential_win',
  'system_id',
  'custom_odds',
  'bonus',
  'quick',
  'device_id',
  'created_at',
] as const satisfies readonly (keyof NewBet)[];

const SELECTION_COLUMNS = [
  'bet_id',
  'position',
  'match_id',
  'market_id',
  'specifier',
  'outcome_id',
  'odds',
  'status',
  'provider',
  'market_name',
  'outcome_name',
  'match',
] as const satisfies readonly (keyof BetSelectionRow)[];

/** A single bet with its stake's posting, for BetsRepo.placeInOneStatement (PostgreSQL). */
export interface OneStatementPlacement {
  claim?: { key: string; requestHash: string; betIds: string[] };
  bet: NewBet;
  selections: BetSelectionRow[];
  /** The player's account (debited the stake) and the house account (credited it). */
  playerAccountId: string;
  houseAccountId: string;
}

interface OneStatementParams extends OneStatementPlacement {
  transactionId: string;
  entryIds: [string, string];
}

/**
 * PostgreSQL: a whole single-bet placement as one statement, so one round trip and an implicit
 * transaction (all or nothing) instead of nine round trips. Claim the key (a claim held by another
 * request waits for it, then yields no row and nothing else is written), post the stake as a ledger
 * transaction (player account first, then the house's: the lock order of WalletService.postIn),
 * store the bet and its selections. A debit the balance does not cover breaks the accounts' CHECK
 * constraint, which aborts the statement. Each step reads the one before, which orders them.
 */
function onePlacementSql(claim: boolean): string {
  return `with claim as (${
    claim
      ? `insert into bet_idempotency (player_id, key, request_hash, bet_ids, created_at)
      values ($1::text, $33::text, $34::text, $35::text, $2::bigint)
      on conflict (player_id, key) do nothing returning 1 as one`
      : 'select 1 as one'
  }),
tx as (
  insert into ledger_transactions (id, kind, reference, created_at)
  select $3::text, 'stake', $4::text, $2::bigint from claim returning id
),
debit as (
  update accounts set balance = balance - $5::bigint, updated_at = $2::bigint
  where id = $6::text and exists (select 1 from tx) returning balance
),
credit as (
  update accounts set balance = balance + $5::bigint, updated_at = $2::bigint
  where id = $7::text and exists (select 1 from debit) returning balance
),
entries as (
  insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
  select $8::text, $3::text, $6::text, -$5::bigint, balance, $2::bigint from debit
  union all
  select $9::text, $3::text, $7::text, $5::bigint, balance, $2::bigint from credit
),
bet as (
  insert into bets (${BET_COLUMNS.join(', ')})
  select $4::text, $10::text, $1::text, $11::text, $12::text, $13::text, $14::text, $5::bigint,
    $15::integer, $16::bigint, $17::text, $18::integer, $19::text, $20::integer, $21::text, $2::bigint
  from credit returning id
),
selections as (
  insert into bet_selections (${SELECTION_COLUMNS.join(', ')})
  select bet.id, s.* from bet, unnest($22::integer[], $23::bigint[], $24::integer[], $25::text[],
    $26::text[], $27::integer[], $28::text[], $29::text[], $30::text[], $31::text[], $32::text[]) as s
)
select (select count(*) from claim) as claimed, (select balance from debit) as balance`;
}

function onePlacementValues(p: OneStatementParams): unknown[] {
  const { bet, selections: s } = p;
  const column = <K extends keyof BetSelectionRow>(key: K) => s.map((row) => row[key]);
  return [
    bet.player_id,
    bet.created_at,
    p.transactionId,
    bet.id,
    bet.stake,
    p.playerAccountId,
    p.houseAccountId,
    p.entryIds[0],
    p.entryIds[1],
    bet.ref,
    bet.type,
    bet.status,
    bet.result,
    bet.currency,
    bet.odds,
    bet.potential_win,
    bet.system_id,
    bet.custom_odds,
    bet.bonus,
    bet.quick,
    bet.device_id,
    column('position'),
    column('match_id'),
    column('market_id'),
    column('specifier'),
    column('outcome_id'),
    column('odds'),
    column('status'),
    column('provider'),
    column('market_name'),
    column('outcome_name'),
    column('match'),
    ...(p.claim ? [p.claim.key, p.claim.requestHash, JSON.stringify(p.claim.betIds)] : []),
  ];
}

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

/** A row of BetsRepo.placementContext: a match, one of its wanted lines (or none), the player's mode. */
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
  auto_accept_odds_change: string | null;
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
    context: preparedByCount<
      { playerId: string; matchIds: readonly number[]; marketIds: readonly number[] },
      ContextRow
    >(kysely, (db, p, matchCount, marketCount) =>
      withReference(db)
        .leftJoin('markets as k', (join) =>
          join.onRef('k.match_id', '=', 'm.id').on('k.market_id', 'in', p.list('marketIds', marketCount)),
        )
        .leftJoin('bet_settings as bs', (join) => join.on('bs.player_id', '=', p('playerId')))
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
          'bs.auto_accept_odds_change',
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
    claimIdempotency: prepared<BetIdempotencyTable, never>(kysely, (db, p) =>
      db
        .insertInto('bet_idempotency')
        .values({
          player_id: p('player_id'),
          key: p('key'),
          request_hash: p('request_hash'),
          bet_ids: p('bet_ids'),
          created_at: p('created_at'),
        })
        .onConflict((oc) => oc.columns(['player_id', 'key']).doNothing()),
    ),
    placeClaimed: preparedSql<OneStatementParams, { claimed: number; balance: number | null }>(
      onePlacementSql(true),
      onePlacementValues,
    ),
    placeUnclaimed: preparedSql<OneStatementParams, { claimed: number; balance: number | null }>(
      onePlacementSql(false),
      onePlacementValues,
    ),
    insertBet: prepared<{ rows: NewBet[] }, never>(kysely, (db, p) =>
      db.insertInto('bets').values(p.rows('rows', 1, BET_COLUMNS)),
    ),
    insertSelections: preparedByCount<{ rows: BetSelectionRow[] }, never>(kysely, (db, p, count) =>
      db.insertInto('bet_selections').values(p.rows('rows', count, SELECTION_COLUMNS)),
    ),
  };
}

/** The only code that speaks SQL for bets. Every query runs on SQLite and PostgreSQL alike. */
export class BetsRepo {
  private readonly q: ReturnType<typeof placementQueries>;

  constructor(readonly db: Db) {
    this.q = placementQueries(db.kysely);
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
   * What placing needs to read, in one statement: the matches, their lines among these keys (any
   * status, as lines() gives them) and the player's odds-change mode (null: the site's).
   */
  async placementContext(
    playerId: string,
    keys: readonly { matchId: number; marketId: number; specifier: string }[],
  ): Promise<{
    matches: Map<number, BettableMatch>;
    lines: Map<string, MarketRow>;
    acceptMode: string | null;
  }> {
    const matches = new Map<number, BettableMatch>();
    const lines = new Map<string, MarketRow>();
    if (keys.length === 0) return { matches, lines, acceptMode: null };
    const matchIds = [...new Set(keys.map((k) => k.matchId))];
    const marketIds = [...new Set(keys.map((k) => k.marketId))];
    const { rows } = await this.q.context(matchIds.length, marketIds.length)(this.kysely, {
      playerId,
      matchIds,
      marketIds,
    });
    const wanted = new Set(keys.map((k) => lineKey(k.matchId, k.marketId, k.specifier)));
    let acceptMode: string | null = null;
    for (const row of rows) {
      const id = Number(row.id);
      acceptMode = row.auto_accept_odds_change;
      if (!matches.has(id))
        matches.set(id, {
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
      const key = lineKey(id, row.line_market_id, row.line_specifier);
      if (wanted.has(key))
        lines.set(key, {
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
    return { matches, lines, acceptMode };
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

  /** Claims an idempotency key inside the placing transaction; false when another request holds it. */
  async claimIdempotency(
    ex: Executor,
    row: { playerId: string; key: string; requestHash: string; betIds: string[]; now: number },
  ): Promise<boolean> {
    const result = await this.q.claimIdempotency(ex, {
      player_id: row.playerId,
      key: row.key,
      request_hash: row.requestHash,
      bet_ids: JSON.stringify(row.betIds),
      created_at: row.now,
    });
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /**
   * PostgreSQL only (see onePlacementSql): the player's balance after the stake, null when the
   * idempotency key was claimed before (nothing written), 'insufficient' when the balance does not
   * cover the stake (nothing written).
   */
  async placeInOneStatement(
    placement: OneStatementPlacement,
  ): Promise<{ balance: number } | null | 'insufficient'> {
    const query = placement.claim ? this.q.placeClaimed : this.q.placeUnclaimed;
    const params = {
      ...placement,
      transactionId: timeOrderedId(),
      entryIds: [timeOrderedId(), timeOrderedId()],
    };
    try {
      const [row] = (await query(this.kysely, params as OneStatementParams)).rows;
      if (Number(row?.claimed) !== 1) return null;
      if (row?.balance === null || row?.balance === undefined) throw new Error('stake not posted');
      return { balance: Number(row.balance) };
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23514' && constraint === 'accounts_player_not_negative') return 'insufficient';
      throw error;
    }
  }

  /** claimIdempotency inside a procedure (SQLite). */
  claimIdempotencySync(
    trx: SyncTransaction,
    row: { playerId: string; key: string; requestHash: string; betIds: string[]; now: number },
  ): boolean {
    return (
      trx.run(this.q.claimIdempotency, {
        player_id: row.playerId,
        key: row.key,
        request_hash: row.requestHash,
        bet_ids: JSON.stringify(row.betIds),
        created_at: row.now,
      }) === 1
    );
  }

  /** insertBet inside a procedure (SQLite). */
  insertBetSync(trx: SyncTransaction, bet: NewBet, selections: BetSelectionRow[]): void {
    trx.run(this.q.insertBet, { rows: [bet] });
    trx.run(this.q.insertSelections(selections.length), { rows: selections });
  }

  async insertBet(ex: Executor, bet: NewBet, selections: BetSelectionRow[]): Promise<void> {
    await this.q.insertBet(ex, { rows: [bet] });
    await this.q.insertSelections(selections.length)(ex, { rows: selections });
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
      .where('m.status', 'in', [2, 3, 4, 5])
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
