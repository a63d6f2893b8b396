import type { Kysely, Selectable } from 'kysely';
import { timeOrderedId } from '../../db/ids';
import type { Db, SyncTransaction } from '../../db/index';
import { perTurn } from '../../db/per-turn';
import { padded, prepared, preparedByCount, preparedSql } from '../../db/prepared';
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

/** The arrays of placeManySql: one element per placement, in the order of BATCH_BET_FIELDS. */
const BATCH_BET_FIELDS = [
  ['player_id', 'text'],
  ['created_at', 'bigint'],
  ['tx_id', 'text'],
  ['bet_id', 'text'],
  ['stake', 'bigint'],
  ['player_account', 'text'],
  ['house_account', 'text'],
  ['debit_entry', 'text'],
  ['credit_entry', 'text'],
  ['ref', 'text'],
  ['type', 'text'],
  ['status', 'text'],
  ['result', 'text'],
  ['currency', 'text'],
  ['odds', 'integer'],
  ['potential_win', 'bigint'],
  ['system_id', 'text'],
  ['custom_odds', 'integer'],
  ['bonus', 'text'],
  ['quick', 'integer'],
  ['device_id', 'text'],
  ['claim_key', 'text'],
  ['request_hash', 'text'],
  ['claim_bet_ids', 'text'],
] as const;

/** The arrays of placeManySql's selections: one element per selection of any placement. */
const BATCH_SELECTION_FIELDS = [
  ['seq', 'bigint'],
  ['position', 'integer'],
  ['match_id', 'bigint'],
  ['market_id', 'integer'],
  ['specifier', 'text'],
  ['outcome_id', 'text'],
  ['odds', 'integer'],
  ['status', 'text'],
  ['provider', 'text'],
  ['market_name', 'text'],
  ['outcome_name', 'text'],
  ['match', 'text'],
] as const;

const unnestOf = (fields: readonly (readonly [string, string])[], from: number) =>
  `unnest(${fields.map(([, type], i) => `$${from + i}::${type}[]`).join(', ')})`;

/**
 * PostgreSQL: single-bet placements (one, or many of different requests) in one statement, so one
 * round trip and an implicit transaction (all or nothing) for them all:
 * - The accounts are locked first, in the order of WalletService's postings (players' accounts, then
 *   the house's, each by id), so this statement and any other posting never wait for each other in
 *   a circle.
 * - A placement is covered when its player's balance pays its stake and the stakes of that player's
 *   placements before it in the statement. Only covered placements go on; each of the others is
 *   answered 'short' when its stake is more than what the placed ones leave (a refusal, as if it came
 *   right after them), else 'retry' (the caller places it alone). One unaffordable slip therefore
 *   costs the others of its turn nothing.
 * - A covered placement's idempotency claim is made next (after every lock: BetsService's
 *   transactions take them in that order too); one whose key is taken (a claim held by another
 *   request is waited for) writes nothing. The caller sends no two placements with one key in a
 *   statement.
 * - Each stake is posted as a ledger transaction: each account moves once, by the sum of its legs,
 *   and each ledger entry's balance_after is the account's balance after the legs before it, in the
 *   order of the placements.
 * - The bets and their selections are stored.
 * A placement one of whose accounts is missing is answered 'unposted' and writes nothing. The
 * accounts' CHECK constraint stays the last word: a debit a balance does not cover aborts it all.
 */
function placeManySql(): string {
  const bets = BATCH_BET_FIELDS.map(([name]) => name);
  const selections = BATCH_SELECTION_FIELDS.map(([name]) => name);
  return `with input as materialized (
  select * from ${unnestOf(BATCH_BET_FIELDS, 1)} with ordinality as b(${bets.join(', ')}, seq)
),
locked as materialized (
  select a.id, a.balance from accounts a
  where a.id = any($${BATCH_BET_FIELDS.length + BATCH_SELECTION_FIELDS.length + 1}::text[])
  order by a.kind <> 'player', a.id collate "C" for update
),
covered as materialized (
  select seq from (
    select i.seq, l.balance - sum(i.stake) over (partition by i.player_account order by i.seq) as left_after
    from input i join locked l on l.id = i.player_account join locked h on h.id = i.house_account
  ) running where left_after >= 0
),
claim as (
  insert into bet_idempotency (player_id, key, request_hash, bet_ids, created_at)
  select player_id, claim_key, request_hash, claim_bet_ids, created_at from input
  where claim_key is not null and seq in (select seq from covered) and (select count(*) from locked) > 0
  on conflict (player_id, key) do nothing returning player_id, key
),
placed as materialized (
  select i.* from input i
  where i.seq in (select seq from covered)
    and (i.claim_key is null or exists (select 1 from claim c where c.player_id = i.player_id and c.key = i.claim_key))
),
legs as materialized (
  select seq, 0 as leg, player_account as account_id, -stake as amount, debit_entry as entry_id, tx_id, created_at
  from placed
  union all
  select seq, 1, house_account, stake, credit_entry, tx_id, created_at from placed
),
moved as (
  update accounts a set balance = a.balance + d.total, updated_at = d.now
  from (select account_id, sum(amount) as total, max(created_at) as now from legs group by account_id) d
  where a.id = d.account_id
  returning a.id, a.balance
),
tx as (
  insert into ledger_transactions (id, kind, reference, created_at)
  select tx_id, 'stake', bet_id, created_at from placed
),
entries as (
  insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
  select l.entry_id, l.tx_id, l.account_id, l.amount,
    m.balance - coalesce(sum(l.amount) over (partition by l.account_id order by l.seq, l.leg
      rows between 1 following and unbounded following), 0),
    l.created_at
  from legs l join moved m on m.id = l.account_id
  returning id, balance_after
),
bet as (
  insert into bets (${BET_COLUMNS.join(', ')})
  select bet_id, ref, player_id, type, status, result, currency, stake, odds, potential_win, system_id,
    custom_odds, bonus, quick, device_id, created_at
  from placed
),
selection as (
  insert into bet_selections (${SELECTION_COLUMNS.join(', ')})
  select p.bet_id, ${selections
    .slice(1)
    .map((name) => `s.${name}`)
    .join(', ')}
  from ${unnestOf(BATCH_SELECTION_FIELDS, BATCH_BET_FIELDS.length + 1)} as s(${selections.join(', ')})
  join placed p on p.seq = s.seq
)
select i.seq,
  case when p.seq is not null then 'placed'
    when l.id is null or h.id is null then 'unposted'
    when i.seq in (select seq from covered) then 'claimed'
    when i.stake > l.balance - coalesce((select sum(q.stake) from placed q where q.player_account = i.player_account), 0)
      then 'short'
    else 'retry' end as outcome,
  e.balance_after as balance
from input i left join locked l on l.id = i.player_account left join locked h on h.id = i.house_account
left join placed p on p.seq = i.seq left join entries e on e.id = i.debit_entry
order by i.seq`;
}

function placeManyValues(placements: readonly OneStatementParams[]): unknown[] {
  const bet = (p: OneStatementParams): Record<(typeof BATCH_BET_FIELDS)[number][0], unknown> => ({
    ...p.bet,
    tx_id: p.transactionId,
    bet_id: p.bet.id,
    player_account: p.playerAccountId,
    house_account: p.houseAccountId,
    debit_entry: p.entryIds[0],
    credit_entry: p.entryIds[1],
    claim_key: p.claim?.key ?? null,
    request_hash: p.claim?.requestHash ?? null,
    claim_bet_ids: p.claim ? JSON.stringify(p.claim.betIds) : null,
  });
  const rows = placements.map(bet);
  const selections = placements.flatMap((p, i) =>
    p.selections.map((selection) => ({ ...selection, seq: i + 1 })),
  );
  // NOTE: the accounts to lock are a parameter, not a subquery of the input CTE: locked through that
  // subquery, an account another transaction was updating at the same time was now and then missing
  // from the locked rows (seen in the API tests' concurrent bets: placements answered 'unposted';
  // most likely the re-check of the row's new version against the join); by id, never.
  const accounts = new Set(placements.flatMap((p) => [p.playerAccountId, p.houseAccountId]));
  return [
    ...BATCH_BET_FIELDS.map(([name]) => rows.map((row) => row[name])),
    ...BATCH_SELECTION_FIELDS.map(([name]) => selections.map((row) => row[name])),
    [...accounts],
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
    placeMany: preparedSql<
      readonly OneStatementParams[],
      { seq: number; outcome: 'placed' | 'claimed' | 'short' | 'retry' | 'unposted'; balance: number | null }
    >(placeManySql(), placeManyValues),
    insertBet: prepared<{ rows: NewBet[] }, never>(kysely, (db, p) =>
      db.insertInto('bets').values(p.rows('rows', 1, BET_COLUMNS)),
    ),
    insertSelections: preparedByCount<{ rows: BetSelectionRow[] }, never>(kysely, (db, p, count) =>
      db.insertInto('bet_selections').values(p.rows('rows', count, SELECTION_COLUMNS)),
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

/** What BetsRepo.placeInOneStatement answers (see there). */
type Placed = { balance: number } | null | 'insufficient';

/** A placement a many-placement statement left to be placed alone (see placeManySql). */
const RETRY = Symbol('retry');

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Placements in one statement at most; more go in the next. */
const MAX_PLACEMENTS_PER_STATEMENT = 64;

/**
 * Whether a many-placement statement failed for the sake of its placements (a duplicate, a deadlock,
 * any other SQLSTATE one row can cause), so each placed alone meets its own fate: not for a lost
 * connection (08), an insufficient resource (53) or a shutdown (57), which would fail each again, or
 * a statement that may have committed.
 */
const placedAloneAfter = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|53|57)/.test(code);
};

/** The only code that speaks SQL for bets. Every query runs on SQLite and PostgreSQL alike. */
export class BetsRepo {
  private readonly q: ReturnType<typeof placementQueries>;
  private readonly placed: (params: OneStatementParams) => Promise<Placed>;
  private readonly contexts: (keys: readonly LineRef[]) => Promise<PlacementContext>;

  constructor(readonly db: Db) {
    this.q = placementQueries(db.kysely);
    this.contexts = perTurn(db, (asks) => this.readContexts(asks));
    this.placed = perTurn(db, (batch) => this.placeTogether(batch), MAX_PLACEMENTS_PER_STATEMENT);
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
   * PostgreSQL only (see placeManySql): the player's balance after the stake, null when the
   * idempotency key was claimed before (nothing written), 'insufficient' when the balance does not
   * cover the stake (nothing written). The placements asked for in one turn of the event loop go to
   * the database together, in one statement (placeManySql).
   */
  placeInOneStatement(placement: OneStatementPlacement): Promise<Placed> {
    return this.placed({
      ...placement,
      transactionId: timeOrderedId(),
      entryIds: [timeOrderedId(), timeOrderedId()],
    });
  }

  /** The placements of one turn: one statement for them all, each alone when that one fails. */
  private async placeTogether(batch: readonly OneStatementParams[]): Promise<(Placed | Error)[]> {
    const results: (Placed | Error)[] = [];
    const together: number[] = [];
    const after: number[] = [];
    const keys = new Set<string>();
    for (const [i, { claim, bet }] of batch.entries()) {
      // One placement per idempotency key in the statement: another with that key goes after it.
      const key = claim && `${bet.player_id}\n${claim.key}`;
      if (key && keys.has(key)) after.push(i);
      else {
        if (key) keys.add(key);
        together.push(i);
      }
    }
    const alone = (params: OneStatementParams) => this.placeOne(params).catch(asError);
    const placed =
      together.length === 1
        ? [await alone(batch[together[0] as number] as OneStatementParams)]
        : await this.placeMany(together.map((i) => batch[i] as OneStatementParams));
    for (const [n, i] of together.entries()) results[i] = placed[n] as Placed | Error;
    for (const i of after) results[i] = await alone(batch[i] as OneStatementParams);
    return results;
  }

  private async placeMany(batch: readonly OneStatementParams[]): Promise<(Placed | Error)[]> {
    let results: (Placed | Error | typeof RETRY)[];
    try {
      results = await this.placeInStatement(batch);
    } catch (error) {
      // The statement wrote nothing: a conflict one placement alone would meet too, a deadlock.
      // Each is placed alone then, and answered as it would be.
      if (!placedAloneAfter(error)) return batch.map(() => asError(error));
      results = batch.map(() => RETRY);
    }
    // Each player's in the order they came (a later stake sees the earlier ones' debits), the
    // players side by side.
    const answers: (Placed | Error | typeof RETRY)[] = [...results];
    const byAccount = new Map<string, number[]>();
    for (const [i, result] of results.entries()) {
      if (result !== RETRY) continue;
      const account = (batch[i] as OneStatementParams).playerAccountId;
      byAccount.set(account, [...(byAccount.get(account) ?? []), i]);
    }
    await Promise.all(
      [...byAccount.values()].map(async (indexes) => {
        for (const i of indexes)
          answers[i] = await this.placeOne(batch[i] as OneStatementParams).catch(asError);
      }),
    );
    return answers as (Placed | Error)[];
  }

  private async placeOne(params: OneStatementParams): Promise<Placed> {
    const [placed] = await this.placeInStatement([params]);
    // NOTE: alone, a placement its balance does not cover is 'short': no other stake is before it.
    if (placed === RETRY || placed === undefined) throw new Error('a lone placement was not answered');
    if (placed instanceof Error) throw placed;
    return placed;
  }

  /**
   * Runs placeManySql: each placement's balance; null when its key was claimed before; 'insufficient'
   * when its balance does not cover it; RETRY when it was not covered behind other stakes of its
   * player but may be alone.
   */
  private async placeInStatement(
    batch: readonly OneStatementParams[],
  ): Promise<(Placed | Error | typeof RETRY)[]> {
    const { rows } = await this.q.placeMany(this.kysely, batch);
    const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
    return batch.map((_, i) => {
      const row = bySeq.get(i + 1);
      switch (row?.outcome) {
        case 'placed':
          return row.balance === null ? new Error('stake not posted') : { balance: Number(row.balance) };
        case 'claimed':
          return null;
        case 'short':
          return 'insufficient';
        case 'retry':
          return RETRY;
        default:
          // 'unposted': an account of its stake is not there (WalletService.prepare opens them)
          return new Error(`placement not made: ${row?.outcome ?? 'not answered'}`);
      }
    });
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
