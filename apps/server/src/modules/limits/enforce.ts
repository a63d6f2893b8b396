import { ErrorCode, LimitsErrorKey, type TLimitPeriod } from '@sportsbook/contract';
import { type Kysely, sql } from 'kysely';
import type { SyncTransaction } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { Database, PlayerLimitRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isExcluded, windowStart } from './windows';

// The limits are checked inside the transaction that moves the money, from what is stored: see
// ARCHITECTURE.md 'Responsible gambling'.

type Executor = Kysely<Database>;
type MoneyKind = 'deposit' | 'stake' | 'loss';

/** What a player staked in a window and what bets paid back in it, in one currency. */
export interface BetUsage {
  staked: number;
  returned: number;
}

const PERIODS: readonly TLimitPeriod[] = ['day', 'week', 'month'];

/** A refusal of a movement a limit forbids; a bet's is turned into a place-bet refusal by placement. */
export const limitRefusal = (key: string, path = 'amount') =>
  new AppError(403, ErrorCode.forbidden, key, [{ path, message: key }]);

export const isLimitRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.key.startsWith('error.limits.');

/**
 * Which limit the bets would break, if any: each stake and loss limit in force, in its currency,
 * counting the new stakes as staked and, until they are paid back, as lost.
 */
export function betBreach(
  limits: readonly PlayerLimitRow[],
  bets: readonly { currency: string; stake: number }[],
  usage: (period: TLimitPeriod, currency: string) => BetUsage,
): string | null {
  for (const limit of limits) {
    if (limit.kind !== 'stake' && limit.kind !== 'loss') continue;
    if (bets.some((bet) => bet.currency !== limit.currency)) return LimitsErrorKey.currency;
    const stakes = bets.reduce((sum, bet) => sum + bet.stake, 0);
    const used = usage(limit.period, limit.currency as string);
    const total = limit.kind === 'stake' ? used.staked + stakes : used.staked - used.returned + stakes;
    if (total > Number(limit.amount))
      return limit.kind === 'stake' ? LimitsErrorKey.stakeExceeded : LimitsErrorKey.lossExceeded;
  }
  return null;
}

/** Which deposit limit the approved deposits of a window (this one included) break, if any. */
export function depositBreach(
  limits: readonly PlayerLimitRow[],
  currency: string,
  deposited: (period: TLimitPeriod) => number,
): string | null {
  for (const limit of limits) {
    if (limit.kind !== 'deposit') continue;
    if (currency !== limit.currency) return LimitsErrorKey.currency;
    if (deposited(limit.period) > Number(limit.amount)) return LimitsErrorKey.depositExceeded;
  }
  return null;
}

const limitQuery = (kysely: Executor) =>
  prepared<{ player_id: string; kind: MoneyKind; period: TLimitPeriod }, PlayerLimitRow>(kysely, (db, p) =>
    db
      .selectFrom('player_limits')
      .selectAll()
      .where('player_id', '=', p('player_id'))
      .where('kind', '=', p('kind'))
      .where('period', '=', p('period'))
      .where('status', '<>', 'confirmed_disabled'),
  );

const betUsageQuery = (kysely: Executor) =>
  prepared<{ player_id: string; currency: string; since: number }, { staked: number; returned: number }>(
    kysely,
    (db, p) =>
      db
        .selectFrom('bets')
        .select([
          sql<number>`coalesce(sum(case when created_at >= ${p('since')} then stake else 0 end), 0)`.as(
            'staked',
          ),
          sql<number>`coalesce(sum(case when settled_at >= ${p('since')} then win_amount else 0 end), 0)`.as(
            'returned',
          ),
        ])
        .where('player_id', '=', p('player_id'))
        .where('currency', '=', p('currency'))
        .where((eb) => eb.or([eb('created_at', '>=', p('since')), eb('settled_at', '>=', p('since'))])),
  );

const exclusionQuery = (kysely: Executor) =>
  prepared<{ id: string }, { excluded_at: number | null; excluded_until: number | null }>(kysely, (db, p) =>
    db.selectFrom('players').select(['excluded_at', 'excluded_until']).where('id', '=', p('id')),
  );

const selfExcluded = () => limitRefusal(LimitsErrorKey.selfExcluded, 'player');

/** The statements of the SQLite check, compiled once per connection (a procedure's setup). */
export function limitQueries(kysely: Executor) {
  return { limit: limitQuery(kysely), betUsage: betUsageQuery(kysely), exclusion: exclusionQuery(kysely) };
}

/**
 * SQLite: checks a placement's bets inside the bet store's synchronous transaction on the writer
 * thread, which runs one write at a time: nothing can slip in between the sums and the insert.
 */
export function checkBetsSync(
  q: ReturnType<typeof limitQueries>,
  trx: SyncTransaction,
  playerId: string,
  bets: readonly { currency: string; stake: number }[],
  now: number,
): void {
  const player = trx.get(q.exclusion, { id: playerId });
  if (player && isExcluded(player, now)) throw selfExcluded();
  const limits = (['stake', 'loss'] as const).flatMap((kind) =>
    PERIODS.flatMap((period) => trx.get(q.limit, { player_id: playerId, kind, period }) ?? []),
  );
  if (limits.length === 0) return;
  const breach = betBreach(limits, bets, (period, currency) => {
    const row = trx.get(q.betUsage, { player_id: playerId, currency, since: windowStart(period, now) });
    return { staked: Number(row?.staked ?? 0), returned: Number(row?.returned ?? 0) };
  });
  if (breach) throw limitRefusal(breach);
}

/**
 * The player's limit rows of these kinds in force. With `lock` (PostgreSQL) they are locked FOR
 * UPDATE, so every movement they govern waits for the one before it to commit, and the sums read
 * after the lock see it; a SQLite transaction holds the database's write lock already.
 */
function limitsInForce(trx: Executor, playerId: string, kinds: readonly MoneyKind[], lock: boolean) {
  const query = trx
    .selectFrom('player_limits')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', 'in', kinds)
    .where('status', '<>', 'confirmed_disabled')
    .orderBy('kind')
    .orderBy('period');
  return (lock ? query.forUpdate() : query).execute();
}

/** PostgreSQL: checks a placement's bets in the transaction that then stores them. */
export async function checkBets(
  trx: Executor,
  playerId: string,
  bets: readonly { currency: string; stake: number }[],
  now: number,
): Promise<void> {
  const limits = await limitsInForce(trx, playerId, ['loss', 'stake'], true);
  const player = (await exclusionQuery(trx)(trx, { id: playerId })).rows[0];
  if (player && isExcluded(player, now)) throw selfExcluded();
  if (limits.length === 0) return;
  const usage = new Map<string, BetUsage>();
  for (const limit of limits) {
    const key = `${limit.period}\n${limit.currency}`;
    if (usage.has(key) || !limit.currency) continue;
    const { rows } = await betUsageQuery(trx)(trx, {
      player_id: playerId,
      currency: limit.currency,
      since: windowStart(limit.period, now),
    });
    usage.set(key, { staked: Number(rows[0]?.staked ?? 0), returned: Number(rows[0]?.returned ?? 0) });
  }
  const breach = betBreach(
    limits,
    bets,
    (period, currency) => usage.get(`${period}\n${currency}`) ?? { staked: 0, returned: 0 },
  );
  if (breach) throw limitRefusal(breach);
}

/**
 * Checks a deposit. `adding` is its amount when it is not approved yet (a deposit being started:
 * refused early, read without locks); 0 inside the transaction that approves and credits it, where
 * the payment is approved already and the sums count it (`lock`: PostgreSQL).
 */
export async function checkDeposit(
  ex: Executor,
  payment: { player_id: string; currency: string },
  now: number,
  options: { lock: boolean; adding: number },
): Promise<void> {
  const limits = await limitsInForce(ex, payment.player_id, ['deposit'], options.lock);
  const player = (await exclusionQuery(ex)(ex, { id: payment.player_id })).rows[0];
  if (player && isExcluded(player, now)) throw selfExcluded();
  if (limits.length === 0) return;
  const deposited = new Map<TLimitPeriod, number>();
  for (const period of new Set(limits.map((limit) => limit.period))) {
    const row = await ex
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('player_id', '=', payment.player_id)
      .where('currency', '=', payment.currency)
      .where('status', '=', 'approved')
      .where('updated_at', '>=', windowStart(period, now))
      .executeTakeFirst();
    deposited.set(period, Number(row?.total ?? 0) + options.adding);
  }
  const breach = depositBreach(limits, payment.currency, (period) => deposited.get(period) ?? 0);
  if (breach) throw limitRefusal(breach);
}
