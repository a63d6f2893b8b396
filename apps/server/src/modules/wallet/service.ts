import type { TAccount } from '@sportsbook/contract';
import { timeOrderedId } from '../../db/ids';
import type { AccountRow, BetSelectionRow } from '../../db/schema';
import type { BetPlacement, BetStore, Claim, NewBet, StoredBets } from './bet-rows';
import { betStore } from './bet-store';
import {
  type AccountRef,
  accountKey,
  assertAmount,
  assertBalanced,
  type BalanceChange,
  type BalanceListener,
  betReturnPosting,
  byLockOrder,
  changesOf,
  type Entry,
  entryOf,
  freebetStakePosting,
  houseAccount,
  inLockOrder,
  type Movement,
  type Posting,
  type PostRequest,
  type PostResult,
  type PreparedPosting,
  playerAccount,
  type StakeFreebet,
  stakePosting,
} from './ledger';
import type { Executor, LedgerAudit, WalletRepo } from './repo';

export * from './ledger';
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
  private betStore?: BetStore;
  /** Whether a player's bets must be checked against limits (limits module); none: never. */
  private limited?: (playerId: string) => Promise<boolean>;

  constructor(
    private readonly repo: WalletRepo,
    private readonly clock: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Called after commit for every player account a movement changed (balance_changed). */
  onBalanceChanged(listener: BalanceListener): void {
    this.listeners.push(listener);
  }

  /** Has the bet stores check the stakes of players with limits in force (responsible gambling). */
  checkLimitsOf(limited: (playerId: string) => Promise<boolean>): void {
    this.limited = limited;
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
   * Stores one request's bets with their stakes posted (player to one house shard, currency by
   * currency), all or none, in one database transaction with the idempotency claim: the only way a
   * bet is stored. Throws insufficient funds when a stake is not covered, and the used-up refusal
   * when a counted bonus (`countedId`, a comboboost) has no use left; the caller announces the
   * changes once it has answered.
   */
  async storeBets(
    bets: readonly {
      row: NewBet;
      selections: BetSelectionRow[];
      freebet?: StakeFreebet;
      countedId?: string;
    }[],
    claim?: Claim,
  ): Promise<StoredBets> {
    // One shard and one currency order for a request's stakes: two slips then lock the same
    // rows in the same order on PostgreSQL (a shard per bet let two slips deadlock).
    const shardKey = bets[0]?.row.id ?? '';
    const byCurrency = [...bets].sort((a, b) =>
      a.row.currency < b.row.currency ? -1 : a.row.currency > b.row.currency ? 1 : 0,
    );
    const playerId = bets[0]?.row.player_id;
    const limited = playerId !== undefined && (await this.limited?.(playerId)) === true;
    const placement: BetPlacement = { ...(claim && { claim }), ...(limited && { limited }), bets: [] };
    for (const { freebet, ...bet } of byCurrency) {
      const posting = freebet
        ? freebetStakePosting(bet.row, shardKey, freebet)
        : stakePosting(bet.row, shardKey);
      placement.bets.push({
        ...bet,
        stake: await this.prepare(posting),
        ...(freebet && { bonusId: freebet.bonusId }),
      });
    }
    return this.bets().store(placement);
  }

  private bets(): BetStore {
    this.betStore ??= betStore(this.repo.db);
    return this.betStore;
  }

  /**
   * Pays a closing bet's return (payout, cash out) inside the transaction that closes it; a
   * boost (a comboboost's extra winnings) comes from the promotions account in the same posting.
   */
  payBet(
    trx: Executor,
    kind: 'payout' | 'cashout',
    bet: { id: string; player_id: string; currency: string },
    amount: number,
    boost = 0,
  ): Promise<PostResult> {
    return this.postIn(trx, betReturnPosting(kind, bet, amount, boost));
  }

  /** The balances of these accounts by account key (0 for one never opened), unlocked. */
  async balancesOf(refs: readonly AccountRef[]): Promise<Map<string, number>> {
    const keys = [...new Set(refs.map(accountKey))];
    const byKey = await this.repo.balancesByKey(keys);
    return new Map(keys.map((key) => [key, byKey.get(key) ?? 0]));
  }

  /**
   * Locks these accounts (opened, empty, when missing) in the wallet's lock order inside the
   * caller's transaction and answers their balances by account key: a posting that pays out a
   * whole balance (a jackpot pool) reads it so, and the postings after take no lock out of order.
   */
  async lockedBalances(trx: Executor, refs: readonly AccountRef[]): Promise<Map<string, number>> {
    const accounts = await this.accountsOf(
      trx,
      refs.map((account) => ({ account, amount: 0 })),
      this.clock(),
    );
    const ordered = [...accounts.values()].sort(byLockOrder).map((account) => account.id);
    await this.repo.lockAccounts(trx, ordered);
    const balances = await this.repo.balances(trx, ordered);
    return new Map([...accounts].map(([key, row]) => [key, balances.get(row.id) ?? 0]));
  }

  /**
   * Checks a posting and finds (or opens, empty) its accounts ahead of the transaction that posts
   * it in a bet store (SQLite's synchronous transaction cannot wait for a lookup).
   */
  async prepare(request: PostRequest): Promise<PreparedPosting> {
    assertBalanced(request.postings);
    const now = this.clock();
    const accounts = await this.accountsOf(this.repo.kysely, request.postings, now);
    return { request, legs: inLockOrder(request.postings, accounts), now };
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
    // Remembered only once it surely exists: a row created in this transaction could roll back.
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
