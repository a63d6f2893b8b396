import { timeOrderedId } from '../../db/ids';
import type { Db } from '../../db/index';
import { perTurn } from '../../db/per-turn';
import { preparedSql } from '../../db/prepared';
import type { AccountRow } from '../../db/schema';
import { checkBets } from '../limits/enforce';
import {
  BET_COLUMNS,
  type BetPlacement,
  type BetStore,
  bonusUsedUp,
  countedUses,
  insufficientFunds,
  SELECTION_COLUMNS,
  type StoredBets,
} from './bet-rows';
import { changesOf, type EntryDraft, entryDrafts, entryOf } from './ledger';

/** A placement with the ids of its ledger rows, fixed once so a retry alone writes the same rows. */
interface Params {
  placement: BetPlacement;
  transactionIds: string[];
  /** Per bet, the entries of its stake's legs, in the order the wallet locks their accounts. */
  entries: EntryDraft[][];
}

/** What one placement came to in a statement (see betsSql); RETRY: not covered behind others. */
type Verdict = StoredBets | 'insufficient' | Error | typeof RETRY;
const RETRY = Symbol('retry');

/** The arrays of a placement's bets: one element per bet, in the order of BET_FIELDS. */
const BET_FIELDS = [
  ['grp', 'integer'],
  ['id', 'text'],
  ['ref', 'text'],
  ['player_id', 'text'],
  ['type', 'text'],
  ['status', 'text'],
  ['result', 'text'],
  ['currency', 'text'],
  ['stake', 'bigint'],
  ['odds', 'integer'],
  ['potential_win', 'bigint'],
  ['system_id', 'text'],
  ['custom_odds', 'integer'],
  ['bonus', 'text'],
  ['quick', 'integer'],
  ['device_id', 'text'],
  ['created_at', 'bigint'],
  ['tx_id', 'text'],
  ['tx_kind', 'text'],
  ['tx_reference', 'text'],
  ['tx_at', 'bigint'],
  ['claim_key', 'text'],
  ['request_hash', 'text'],
  ['claim_bet_ids', 'text'],
  ['claim_at', 'bigint'],
  ['bonus_id', 'text'],
] as const;

/** The arrays of the stakes' ledger entries: one element per leg; `seq` is its bet's. */
const LEG_FIELDS = [
  ['seq', 'bigint'],
  ['leg', 'integer'],
  ['id', 'text'],
  ['transaction_id', 'text'],
  ['account_id', 'text'],
  ['amount', 'bigint'],
  ['created_at', 'bigint'],
] as const satisfies readonly (readonly [keyof EntryDraft | 'seq' | 'leg', string])[];

/** The arrays of the bets' selections: one element per selection; `seq` is its bet's. */
const SELECTION_FIELDS = [
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

const names = (fields: readonly (readonly [string, string])[]) => fields.map(([name]) => name).join(', ');
const unnestOf = (fields: readonly (readonly [string, string])[], from: number) =>
  `unnest(${fields.map(([, type], i) => `$${from + i}::${type}[]`).join(', ')})`;
const LEGS_FROM = BET_FIELDS.length + 1;
const SELECTIONS_FROM = LEGS_FROM + LEG_FIELDS.length;
const ACCOUNTS_AT = SELECTIONS_FROM + SELECTION_FIELDS.length;

/**
 * PostgreSQL's way to store placements (one request's bets each, or many requests' of one turn) in
 * one statement: one round trip and an implicit transaction (all or nothing) for them all.
 * - The accounts are locked first, in the wallet's lock order (players' accounts, then the others,
 *   each by id), so this statement and any other posting never wait for each other in a circle.
 * - A placement is covered when every guarded account it debits (a player's, a freebet's: see
 *   GUARDED_KINDS) covers its debits and those of the placements before it in the statement. Only
 *   covered placements go on; each of the others is answered 'short' when its debits are more than
 *   what the placed ones leave (a refusal, as if it came right after them), else 'retry' (the
 *   caller places it alone). One unaffordable slip therefore costs the others of its turn nothing.
 * - A covered placement's idempotency claim is made next (after every lock, as in the wallet's
 *   transactions); one whose key is taken writes nothing. The caller sends no two placements with
 *   one key in a statement.
 * - Each stake is a ledger transaction with its legs as given (any number of legs): each account
 *   moves once, by the sum of its legs, and each entry's balance_after is the account's balance
 *   after the legs before it, in the order of the bets.
 * - The bets and their selections are stored, and each freebet a bet used loses a use (its bonus
 *   account paid the stake, so the coverage above already judged the use), as does each counted
 *   bonus (a comboboost: its placement comes alone, its uses checked first: storeGuarded).
 * A placement one of whose accounts is missing is answered 'unposted' and writes nothing. The
 * accounts' CHECK constraint stays the last word: a debit a balance does not cover aborts it all.
 */
const BETS_SQL = `with input as materialized (
  select * from ${unnestOf(BET_FIELDS, 1)} with ordinality as b(${names(BET_FIELDS)}, seq)
),
leg_input as materialized (
  select * from ${unnestOf(LEG_FIELDS, LEGS_FROM)} as l(${names(LEG_FIELDS)})
),
locked as materialized (
  select a.id, a.kind, a.balance from accounts a where a.id = any($${ACCOUNTS_AT}::text[])
  order by a.kind <> 'player', a.id collate "C" for update
),
need as materialized (
  select i.grp, l.account_id, k.id as found, k.kind, k.balance, sum(l.amount) as total
  from leg_input l join input i on i.seq = l.seq left join locked k on k.id = l.account_id
  group by i.grp, l.account_id, k.id, k.kind, k.balance
),
covered as materialized (
  select grp from (
    select grp, found is not null and (kind not in ('player', 'bonus')
      or balance + sum(least(total, 0)) over (partition by account_id order by grp) >= 0) as ok
    from need
  ) running group by grp having bool_and(ok)
),
claim as (
  insert into bet_idempotency (player_id, key, request_hash, bet_ids, created_at)
  select distinct on (grp) player_id, claim_key, request_hash, claim_bet_ids, claim_at from input
  where claim_key is not null and grp in (select grp from covered) and (select count(*) from locked) > 0
  order by grp
  on conflict (player_id, key) do nothing returning player_id, key
),
placed as materialized (
  select i.* from input i
  where i.grp in (select grp from covered)
    and (i.claim_key is null or exists (select 1 from claim c where c.player_id = i.player_id and c.key = i.claim_key))
),
legs as materialized (
  select l.*, p.grp from leg_input l join placed p on p.seq = l.seq
),
moved as (
  update accounts a set balance = a.balance + d.total, updated_at = d.now
  from (select account_id, sum(amount) as total, max(created_at) as now from legs group by account_id) d
  where a.id = d.account_id
  returning a.id, a.balance
),
tx as (
  insert into ledger_transactions (id, kind, reference, created_at)
  select tx_id, tx_kind, tx_reference, tx_at from placed
),
entries as (
  insert into ledger_entries (${names(LEG_FIELDS.slice(2))}, balance_after)
  select ${LEG_FIELDS.slice(2)
    .map(([name]) => `l.${name}`)
    .join(', ')},
    m.balance - coalesce(sum(l.amount) over (partition by l.account_id order by l.seq, l.leg
      rows between 1 following and unbounded following), 0)
  from legs l join moved m on m.id = l.account_id
  returning id, balance_after
),
bet as (
  insert into bets (${BET_COLUMNS.join(', ')}) select ${BET_COLUMNS.join(', ')} from placed
),
used as (
  update player_bonuses b set uses_left = b.uses_left - u.n, times_used = b.times_used + u.n
  from (select bonus_id, count(*)::integer as n from placed where bonus_id is not null group by bonus_id) u
  where b.id = u.bonus_id
),
selection as (
  insert into bet_selections (${SELECTION_COLUMNS.join(', ')})
  select p.id, ${SELECTION_FIELDS.slice(1)
    .map(([name]) => `s.${name}`)
    .join(', ')}
  from ${unnestOf(SELECTION_FIELDS, SELECTIONS_FROM)} as s(${names(SELECTION_FIELDS)})
  join placed p on p.seq = s.seq
),
spent as (
  select account_id, sum(amount) as total from legs where amount < 0 group by account_id
),
verdict as (
  select n.grp, case
    when n.grp in (select grp from placed) then 'placed'
    when bool_or(n.found is null) then 'unposted'
    when n.grp in (select grp from covered) then 'claimed'
    when bool_or(n.kind in ('player', 'bonus') and n.total < 0 and n.balance + coalesce(s.total, 0) + n.total < 0)
      then 'short'
    else 'retry' end as outcome
  from need n left join spent s on s.account_id = n.account_id
  group by n.grp
)
select v.grp, v.outcome, l.id as entry_id, e.balance_after as balance
from verdict v left join legs l on l.grp = v.grp left join entries e on e.id = l.id
order by v.grp, l.seq, l.leg`;

function betsValues(batch: readonly Params[]): unknown[] {
  const bets: Record<string, unknown>[] = [];
  const legs: Record<string, unknown>[] = [];
  const selections: Record<string, unknown>[] = [];
  const accounts = new Set<string>();
  for (const [g, { placement, transactionIds, entries }] of batch.entries()) {
    const { claim } = placement;
    for (const [b, { row, stake, selections: picks, bonusId, countedId }] of placement.bets.entries()) {
      const seq = bets.length + 1;
      bets.push({
        ...row,
        grp: g + 1,
        tx_id: transactionIds[b],
        tx_kind: stake.request.kind,
        tx_reference: stake.request.reference,
        tx_at: stake.now,
        claim_key: claim?.key ?? null,
        request_hash: claim?.requestHash ?? null,
        claim_bet_ids: claim ? JSON.stringify(claim.betIds) : null,
        claim_at: claim?.now ?? null,
        bonus_id: bonusId ?? countedId ?? null,
      });
      for (const [leg, entry] of (entries[b] ?? []).entries()) {
        legs.push({ ...entry, seq, leg });
        accounts.add(entry.account_id);
      }
      for (const pick of picks) selections.push({ ...pick, seq });
    }
  }
  // The accounts to lock are a parameter, not a subquery of the input: locked through such a
  // subquery, an account another transaction was updating now and then went missing from the
  // locked rows (placements answered 'unposted'); by id, never.
  const column = (rows: Record<string, unknown>[], name: string) => rows.map((row) => row[name] ?? null);
  return [
    ...BET_FIELDS.map(([name]) => column(bets, name)),
    ...LEG_FIELDS.map(([name]) => column(legs, name)),
    ...SELECTION_FIELDS.map(([name]) => column(selections, name)),
    [...accounts],
  ];
}

const storeQuery = preparedSql<
  readonly Params[],
  { grp: number; outcome: string; entry_id: string | null; balance: number | string | null }
>(BETS_SQL, betsValues);

/** Placements in one statement at most; more go in the next. */
const MAX_PLACEMENTS_PER_STATEMENT = 64;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

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

const ownerOf = ({ placement }: Params) => placement.claim?.playerId ?? placement.bets[0]?.row.player_id;

/**
 * Stores placements on PostgreSQL: those asked for in one turn of the event loop go to the database
 * together, in one statement (BETS_SQL); one a shared statement could not place is placed alone.
 */
export class PostgresBetStore implements BetStore {
  private readonly stored: (params: Params) => Promise<StoredBets | 'insufficient'>;

  constructor(private readonly db: Db) {
    this.stored = perTurn(db, (batch) => this.storeTogether(batch), MAX_PLACEMENTS_PER_STATEMENT);
  }

  async store(placement: BetPlacement): Promise<StoredBets> {
    if (placement.bets.length === 0) return { changes: [] };
    const transactionIds = placement.bets.map(() => timeOrderedId());
    const entries = placement.bets.map(({ stake }, b) =>
      entryDrafts(
        transactionIds[b] as string,
        stake.legs.map(({ posting, account }) => ({ accountId: account.id, amount: posting.amount })),
        stake.now,
      ),
    );
    const params = { placement, transactionIds, entries };
    const guarded = placement.limited || countedUses(placement).size > 0;
    const stored = guarded ? await this.storeGuarded(params) : await this.stored(params);
    if (stored === 'insufficient') throw insufficientFunds();
    return stored;
  }

  /**
   * A placement of a player with limits, or one that takes counted bonus uses, alone in a
   * transaction that checks them first — the player's limit rows and the bonus rows locked (see
   * limits/enforce.ts), so a racing placement waits and then sees what this one took — then stores
   * it with the same statement (whose `used` takes the uses).
   */
  private storeGuarded(params: Params): Promise<StoredBets | 'insufficient'> {
    const { placement } = params;
    const { bets } = placement;
    const first = bets[0] as (typeof bets)[number];
    const uses = countedUses(placement);
    return this.db.kysely.transaction().execute(async (trx) => {
      if (placement.limited)
        await checkBets(
          trx,
          first.row.player_id,
          bets.map(({ row }) => row),
          first.stake.now,
        );
      if (uses.size > 0) {
        const rows = await trx
          .selectFrom('player_bonuses')
          .select(['id', 'uses_left'])
          .where('id', 'in', [...uses.keys()])
          .orderBy('id')
          .forUpdate()
          .execute();
        const left = new Map(rows.map((row) => [row.id, row.uses_left]));
        for (const [id, taken] of uses) if ((left.get(id) ?? 0) < taken) throw bonusUsedUp();
      }
      return this.storeOne(params, trx);
    });
  }

  /** The placements of one turn: one statement for them all, each alone when that one fails. */
  private async storeTogether(batch: readonly Params[]): Promise<(StoredBets | 'insufficient' | Error)[]> {
    const results: (StoredBets | 'insufficient' | Error)[] = [];
    const together: number[] = [];
    const after: number[] = [];
    const keys = new Set<string>();
    for (const [i, { placement }] of batch.entries()) {
      // One placement per idempotency key in the statement: another with that key goes after it.
      const key = placement.claim && `${placement.claim.playerId}\n${placement.claim.key}`;
      if (key && keys.has(key)) after.push(i);
      else {
        if (key) keys.add(key);
        together.push(i);
      }
    }
    const alone = (params: Params) => this.storeOne(params).catch(asError);
    const placed =
      together.length === 1
        ? [await alone(batch[together[0] as number] as Params)]
        : await this.storeMany(together.map((i) => batch[i] as Params));
    for (const [n, i] of together.entries()) results[i] = placed[n] as StoredBets | Error;
    for (const i of after) results[i] = await alone(batch[i] as Params);
    return results;
  }

  private async storeMany(batch: readonly Params[]): Promise<(StoredBets | 'insufficient' | Error)[]> {
    let verdicts: Verdict[];
    try {
      verdicts = await this.run(batch);
    } catch (error) {
      // The statement wrote nothing: a conflict one placement alone would meet too, a deadlock.
      // Each is placed alone then, and answered as it would be.
      if (!placedAloneAfter(error)) return batch.map(() => asError(error));
      verdicts = batch.map(() => RETRY);
    }
    // Each player's in the order they came (a later stake sees the earlier ones' debits), the
    // players side by side.
    const answers: Verdict[] = [...verdicts];
    const byPlayer = new Map<string | undefined, number[]>();
    for (const [i, verdict] of verdicts.entries()) {
      if (verdict !== RETRY) continue;
      const owner = ownerOf(batch[i] as Params);
      byPlayer.set(owner, [...(byPlayer.get(owner) ?? []), i]);
    }
    await Promise.all(
      [...byPlayer.values()].map(async (indexes) => {
        for (const i of indexes) answers[i] = await this.storeOne(batch[i] as Params).catch(asError);
      }),
    );
    return answers as (StoredBets | 'insufficient' | Error)[];
  }

  private async storeOne(params: Params, ex = this.db.kysely): Promise<StoredBets | 'insufficient'> {
    const [verdict] = await this.run([params], ex);
    // Alone, a placement its balance does not cover is 'short': no other stake is before it.
    if (verdict === RETRY || verdict === undefined) throw new Error('a lone placement was not answered');
    if (verdict instanceof Error) throw verdict;
    return verdict;
  }

  /** Runs BETS_SQL and reads each placement's verdict, with its balance changes when placed. */
  private async run(batch: readonly Params[], ex = this.db.kysely): Promise<Verdict[]> {
    const { rows } = await storeQuery(ex, batch);
    const byGroup = new Map<number, typeof rows>();
    for (const row of rows) {
      const grp = Number(row.grp);
      byGroup.set(grp, [...(byGroup.get(grp) ?? []), row]);
    }
    return batch.map((params, g): Verdict => {
      const mine = byGroup.get(g + 1) ?? [];
      const outcome = mine[0]?.outcome;
      switch (outcome) {
        case 'placed':
          return this.placed(params, mine);
        case 'claimed':
          return { replay: true };
        case 'short':
          return 'insufficient';
        case 'retry':
          return RETRY;
        default:
          // 'unposted': an account of its stakes is not there (WalletService.prepare opens them)
          return new Error(`placement not made: ${outcome ?? 'not answered'}`);
      }
    });
  }

  /** The balance changes of a placed placement, from its entries' balances after. */
  private placed(
    { placement, entries }: Params,
    rows: readonly { entry_id: string | null; balance: number | string | null }[],
  ): StoredBets | Error {
    const balances = new Map(rows.map((row) => [row.entry_id, row.balance]));
    const accounts = new Map<string, AccountRow>();
    for (const { stake } of placement.bets)
      for (const { account } of stake.legs) accounts.set(account.id, account);
    const posted = [];
    for (const entry of entries.flat()) {
      const balance = balances.get(entry.id);
      const account = accounts.get(entry.account_id);
      if (balance === null || balance === undefined || !account) return new Error('stake not posted');
      posted.push(entryOf(account, entry.amount, Number(balance)));
    }
    return { changes: changesOf(posted) };
  }
}
