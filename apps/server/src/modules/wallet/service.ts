import { ErrorCode, MAX_BALANCE, PlatformErrorKey, type TAccount } from '@sportsbook/contract';
import { timeOrderedId } from '../../db/ids';
import type { SyncTransaction } from '../../db/index';
import type { AccountKind, AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Executor, LedgerAudit, WalletRepo } from './repo';

/** An account of the ledger: a player's account in a currency, or a system account. */
export type AccountRef =
  | { kind: 'player'; playerId: string; currency: string }
  | { kind: Exclude<AccountKind, 'player'>; currency: string; shard?: number };

/** Shards of the house account per currency: bets spread over them so no single row is hot. */
export const HOUSE_SHARDS = 16;

/**
 * The house account of a currency. Busy callers (bets) pass a shard key: the house is then one of
 * HOUSE_SHARDS accounts, so concurrent transactions do not queue on one balance row (PostgreSQL
 * holds the row lock until commit). The house's money is the sum of its shards.
 */
export const houseAccount = (currency: string, shardKey?: string): AccountRef =>
  shardKey === undefined
    ? { kind: 'house', currency }
    : { kind: 'house', currency, shard: shardOf(shardKey) };

function shardOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) >>> 0;
  return hash % HOUSE_SHARDS;
}
export const paymentsAccount = (currency: string): AccountRef => ({ kind: 'payments', currency });
export const playerAccount = (playerId: string, currency: string): AccountRef => ({
  kind: 'player',
  playerId,
  currency,
});

export function accountKey(ref: AccountRef): string {
  if (ref.kind === 'player') return `player:${ref.playerId}:${ref.currency}`;
  return ref.shard === undefined ? `${ref.kind}:${ref.currency}` : `${ref.kind}:${ref.currency}:${ref.shard}`;
}

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive credits, negative debits. */
  amount: number;
}

export interface PostRequest {
  /** What moved the money: 'deposit', 'stake', 'payout', 'seed', … */
  kind: string;
  /** What caused it (payment id, bet id, …); a (kind, reference) pair is posted at most once. */
  reference: string;
  postings: Posting[];
}

/** A player's account balance after a movement, to announce once the transaction has committed. */
export interface BalanceChange {
  playerId: string;
  account: TAccount;
}

export interface PostResult {
  /** Null when (kind, reference) was already posted: nothing moved this time. */
  transactionId: string | null;
  changes: BalanceChange[];
}

/** Money movement between a player and the house (stakes, payouts) or the payment provider (deposits). */
export interface Movement {
  playerId: string;
  currency: string;
  /** Positive minor units. */
  amount: number;
  kind: string;
  reference: string;
}

export type BalanceListener = (change: BalanceChange) => void | Promise<void>;

function assertAmount(amount: number, path: string, allowNegative: boolean): void {
  if (!Number.isSafeInteger(amount) || amount === 0 || (!allowNegative && amount < 0))
    throw AppError.invalid(path, 'error.wallet.invalid_amount');
}

/** A posting checked and with its accounts found, ready for WalletService.postPreparedSync. */
export interface PreparedPosting {
  request: PostRequest;
  /** The postings with their accounts, in the order their rows are updated (see inLockOrder). */
  legs: { posting: Posting; account: AccountRow }[];
  /** When it was prepared: the time the posting is recorded at. */
  now: number;
}

interface Entry {
  account: AccountRow;
  accountId: string;
  amount: number;
  balanceAfter: number;
}

function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw AppError.invalid('postings', 'error.wallet.unbalanced');
  postings.forEach((posting, i) => {
    assertAmount(posting.amount, `postings.${i}.amount`, true);
  });
  const currencies = new Set(postings.map((posting) => posting.account.currency));
  if (currencies.size !== 1) throw AppError.invalid('postings', 'error.wallet.mixed_currencies');
  // NOTE: integer sums of safe integers below 2^53 / postings.length are exact.
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0)
    throw AppError.invalid('postings', 'error.wallet.unbalanced');
}

/**
 * The postings in the order their rows are updated: player accounts first, then system accounts,
 * each by id — so concurrent transfers cannot deadlock on PostgreSQL, and the busiest rows (system
 * accounts) are locked last, for the shortest time before commit.
 */
function inLockOrder(
  postings: readonly Posting[],
  accounts: ReadonlyMap<string, AccountRow>,
): { posting: Posting; account: AccountRow }[] {
  return postings
    .map((posting) => ({ posting, account: accounts.get(accountKey(posting.account)) as AccountRow }))
    .sort((a, b) => {
      const systemA = a.account.kind === 'player' ? 0 : 1;
      const systemB = b.account.kind === 'player' ? 0 : 1;
      if (systemA !== systemB) return systemA - systemB;
      return a.account.id < b.account.id ? -1 : a.account.id > b.account.id ? 1 : 0;
    });
}

/**
 * The entry of one updated account; undefined balance: the debit was refused for funds. A player
 * balance above MAX_BALANCE is refused too (the transaction rolls back): it would no longer be an
 * exact number, and every reply showing it would fail.
 */
function entryOf(account: AccountRow, amount: number, balance: number | undefined): Entry {
  if (balance === undefined)
    throw new AppError(400, ErrorCode.invalidRequest, PlatformErrorKey.insufficientFunds, [
      { path: 'amount', message: PlatformErrorKey.insufficientFunds },
    ]);
  if (account.kind === 'player' && Number(balance) > MAX_BALANCE)
    throw new AppError(400, ErrorCode.invalidRequest, PlatformErrorKey.balanceLimit, [
      { path: 'amount', message: PlatformErrorKey.balanceLimit },
    ]);
  return { account, accountId: account.id, amount, balanceAfter: balance };
}

function changesOf(entries: readonly Entry[]): BalanceChange[] {
  const changes = new Map<string, BalanceChange>();
  for (const { account, balanceAfter } of entries)
    if (account.player_id)
      changes.set(account.id, {
        playerId: account.player_id,
        account: { currency: account.currency, balance: balanceAfter },
      });
  return [...changes.values()];
}

/**
 * The wallet: a double-entry ledger. Every balance change is one ledger transaction whose entries
 * sum to zero, written inside one database transaction; a player account never goes negative
 * (checked by the update itself, and by a CHECK constraint as the last line of defence).
 * The bets module uses debit (stakes) and credit (payouts).
 */
export class WalletService {
  private readonly listeners: BalanceListener[] = [];
  /**
   * Accounts already known to exist: their id, kind and owner never change, so a posting need not
   * look them up again (the balance is read from the update itself). Bounded.
   */
  private readonly known = new Map<string, AccountRow>();

  constructor(
    private readonly repo: WalletRepo,
    private readonly clock: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Called after commit for every player account a movement changed (balance_changed). */
  onBalanceChanged(listener: BalanceListener): void {
    this.listeners.push(listener);
  }

  /** Pays a player from the house (payout, seed) or from another system account (deposit). */
  async credit(movement: Movement, from: AccountRef = houseAccount(movement.currency)): Promise<PostResult> {
    assertAmount(movement.amount, 'amount', false);
    return this.transfer({
      from,
      to: playerAccount(movement.playerId, movement.currency),
      amount: movement.amount,
      kind: movement.kind,
      reference: movement.reference,
    });
  }

  /** Takes money from a player to the house (stake); refused when the account holds too little. */
  async debit(movement: Movement, to: AccountRef = houseAccount(movement.currency)): Promise<PostResult> {
    assertAmount(movement.amount, 'amount', false);
    return this.transfer({
      from: playerAccount(movement.playerId, movement.currency),
      to,
      amount: movement.amount,
      kind: movement.kind,
      reference: movement.reference,
    });
  }

  async transfer(request: {
    from: AccountRef;
    to: AccountRef;
    amount: number;
    kind: string;
    reference: string;
  }): Promise<PostResult> {
    assertAmount(request.amount, 'amount', false);
    return this.post({
      kind: request.kind,
      reference: request.reference,
      postings: [
        { account: request.from, amount: -request.amount },
        { account: request.to, amount: request.amount },
      ],
    });
  }

  /** Posts one balanced transaction in its own database transaction, then announces the changes. */
  async post(request: PostRequest): Promise<PostResult> {
    const result = await this.repo.transaction((trx) => this.postIn(trx, request));
    await this.announce(result.changes);
    return result;
  }

  /**
   * Posts inside the caller's database transaction (e.g. a payment status change with its credit).
   * The caller announces the returned changes after its commit.
   */
  async postIn(trx: Executor, request: PostRequest): Promise<PostResult> {
    assertBalanced(request.postings);
    const now = this.clock();
    const id = timeOrderedId();
    if (!(await this.repo.insertTransaction(trx, id, request.kind, request.reference, now)))
      return { transactionId: null, changes: [] };

    const accounts = await this.accountsOf(trx, request.postings, now);
    const entries: Entry[] = [];
    for (const { posting, account } of inLockOrder(request.postings, accounts)) {
      const balance = await this.repo.applyDelta(trx, account, posting.amount, now);
      entries.push(entryOf(account, posting.amount, balance));
    }
    await this.repo.insertEntries(trx, id, entries, now);
    return { transactionId: id, changes: changesOf(entries) };
  }

  /**
   * Locks every account of these postings at once, in lock order, inside the caller's transaction
   * (PostgreSQL). A transaction that posts several times (a slip's stakes, one currency after the
   * other) would otherwise lock a player's account after a house account, against the order the
   * other postings and the many-bet placement statement take them in: a deadlock.
   */
  async lockFor(trx: Executor, requests: readonly PostRequest[]): Promise<void> {
    const accounts = await this.accountsOf(
      trx,
      requests.flatMap((request) => request.postings),
      this.clock(),
    );
    await this.repo.lockAccounts(
      trx,
      [...accounts.values()].map((account) => account.id),
    );
  }

  /**
   * Checks a posting and finds (or opens, empty) its accounts ahead of the transaction that posts
   * it with postPreparedSync: the synchronous transaction cannot wait for a lookup.
   */
  async prepare(request: PostRequest): Promise<PreparedPosting> {
    assertBalanced(request.postings);
    const now = this.clock();
    const accounts = await this.accountsOf(this.repo.kysely, request.postings, now);
    return { request, legs: inLockOrder(request.postings, accounts), now };
  }

  /** postIn for a prepared posting, inside a procedure (SQLite); the caller announces. */
  postPreparedSync(trx: SyncTransaction, prepared: PreparedPosting): PostResult {
    const { kind, reference } = prepared.request;
    const { now } = prepared;
    const id = timeOrderedId();
    if (!this.repo.insertTransactionSync(trx, id, kind, reference, now))
      return { transactionId: null, changes: [] };
    const entries = prepared.legs.map(({ posting, account }) =>
      entryOf(account, posting.amount, this.repo.applyDeltaSync(trx, account, posting.amount, now)),
    );
    this.repo.insertEntriesSync(trx, id, entries, now);
    return { transactionId: id, changes: changesOf(entries) };
  }

  /** The accounts of these postings by account key, found or opened (empty). */
  private async accountsOf(
    ex: Executor,
    postings: readonly Posting[],
    now: number,
  ): Promise<Map<string, AccountRow>> {
    const accounts = new Map<string, AccountRow>();
    for (const { account: ref } of postings) {
      const key = accountKey(ref);
      if (!accounts.has(key)) accounts.set(key, await this.account(ex, ref, key, now));
    }
    return accounts;
  }

  private async account(trx: Executor, ref: AccountRef, key: string, now: number): Promise<AccountRow> {
    const known = this.known.get(key);
    if (known) return known;
    const row = await this.repo.ensureAccount(
      trx,
      { key, kind: ref.kind, playerId: ref.kind === 'player' ? ref.playerId : null, currency: ref.currency },
      now,
    );
    // NOTE: remembered only once it surely exists: a row created in this transaction could roll back.
    if (row.created_at < now) {
      if (this.known.size >= 100_000) this.known.clear();
      this.known.set(key, row);
    }
    return row;
  }

  /** Tells the listeners (real-time publication) about committed changes; never throws. */
  async announce(changes: BalanceChange[]): Promise<void> {
    for (const change of changes)
      for (const listener of this.listeners) {
        try {
          await listener(change);
        } catch (error) {
          this.onError(error);
        }
      }
  }

  /** The player's accounts, oldest first; one per currency. */
  async accounts(playerId: string): Promise<TAccount[]> {
    const rows = await this.repo.playerAccounts(playerId);
    return rows.map((row) => ({ currency: row.currency, balance: row.balance }));
  }

  /** Opens the player's account in a currency (zero balance) when it does not exist yet. */
  async openAccount(playerId: string, currency: string): Promise<void> {
    const ref = playerAccount(playerId, currency);
    await this.repo.ensureAccount(
      this.repo.kysely,
      { key: accountKey(ref), kind: 'player', playerId, currency },
      this.clock(),
    );
  }

  audit(): Promise<LedgerAudit> {
    return this.repo.audit();
  }
}
