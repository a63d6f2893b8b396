import { ErrorCode, MAX_BALANCE, PlatformErrorKey, type TAccount } from '@sportsbook/contract';
import { timeOrderedId } from '../../db/ids';
import type { AccountKind, AccountRow, LedgerEntriesTable } from '../../db/schema';
import { AppError } from '../../errors';

// The ledger's pure rules (accounts, postings, entries), shared by the service and by each
// dialect's storage code, so a new leg or entry column is written here once.

/**
 * An account of the ledger: a player's account in a currency, a freebet's bonus account (its
 * money is not the player's to withdraw: only a use of the freebet spends it), or a system account.
 */
export type AccountRef =
  | { kind: 'player'; playerId: string; currency: string }
  | { kind: 'bonus'; bonusId: string; currency: string }
  | { kind: 'jackpot'; levelId: string; currency: string }
  | { kind: Exclude<AccountKind, 'player' | 'bonus' | 'jackpot'>; currency: string; shard?: number };

/** The kinds of account that never go below zero (checked by every debit, and by the database). */
export const GUARDED_KINDS: readonly AccountKind[] = ['player', 'bonus'];
export const guardedAccount = (kind: AccountKind): boolean => GUARDED_KINDS.includes(kind);

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
/** Where freebets' money comes from and goes back to: the operator's promotion budget. */
export const promotionsAccount = (currency: string): AccountRef => ({ kind: 'promotions', currency });
export const bonusAccount = (bonusId: string, currency: string): AccountRef => ({
  kind: 'bonus',
  bonusId,
  currency,
});
/** A jackpot level's pool: fed by stakes' contributions, paid out whole to a hit's winner. */
export const jackpotAccount = (levelId: string, currency: string): AccountRef => ({
  kind: 'jackpot',
  levelId,
  currency,
});
export const playerAccount = (playerId: string, currency: string): AccountRef => ({
  kind: 'player',
  playerId,
  currency,
});

export function accountKey(ref: AccountRef): string {
  if (ref.kind === 'player') return `player:${ref.playerId}:${ref.currency}`;
  if (ref.kind === 'bonus') return `bonus:${ref.bonusId}:${ref.currency}`;
  if (ref.kind === 'jackpot') return `jackpot:${ref.levelId}:${ref.currency}`;
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

export function assertAmount(amount: number, path: string, allowNegative: boolean): void {
  if (!Number.isSafeInteger(amount) || amount === 0 || (!allowNegative && amount < 0))
    throw AppError.invalid(path, 'error.wallet.invalid_amount');
}

/** A posting checked and with its accounts found, ready for a bet store (bet-store.ts). */
export interface PreparedPosting {
  request: PostRequest;
  /** The postings with their accounts, in the order their rows are updated (see inLockOrder). */
  legs: { posting: Posting; account: AccountRow }[];
  /** When it was prepared: the time the posting is recorded at. */
  now: number;
}

export interface Entry {
  account: AccountRow;
  accountId: string;
  amount: number;
  balanceAfter: number;
}

export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw AppError.invalid('postings', 'error.wallet.unbalanced');
  postings.forEach((posting, i) => {
    assertAmount(posting.amount, `postings.${i}.amount`, true);
  });
  const currencies = new Set(postings.map((posting) => posting.account.currency));
  if (currencies.size !== 1) throw AppError.invalid('postings', 'error.wallet.mixed_currencies');
  // Integer sums of safe integers below 2^53 / postings.length are exact.
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0)
    throw AppError.invalid('postings', 'error.wallet.unbalanced');
}

/**
 * The postings in the order their rows are updated: player accounts first, then system accounts,
 * each by id — so concurrent transfers cannot deadlock on PostgreSQL, and the busiest rows (system
 * accounts) are locked last, for the shortest time before commit.
 */
export function inLockOrder(
  postings: readonly Posting[],
  accounts: ReadonlyMap<string, AccountRow>,
): { posting: Posting; account: AccountRow }[] {
  return postings
    .map((posting) => ({ posting, account: accounts.get(accountKey(posting.account)) as AccountRow }))
    .sort((a, b) => byLockOrder(a.account, b.account));
}

/** The wallet's lock order: players' accounts first, then the others, each by id. */
export function byLockOrder(a: AccountRow, b: AccountRow): number {
  const systemA = a.kind === 'player' ? 0 : 1;
  const systemB = b.kind === 'player' ? 0 : 1;
  if (systemA !== systemB) return systemA - systemB;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The entry of one updated account; undefined balance: the debit was refused for funds. A player
 * balance above MAX_BALANCE is refused too (the transaction rolls back): it would no longer be an
 * exact number, and every reply showing it would fail.
 */
export function entryOf(account: AccountRow, amount: number, balance: number | undefined): Entry {
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

export function changesOf(entries: readonly Entry[]): BalanceChange[] {
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
 * A bet's stake: the player's account pays the house. Every stake of one request goes to the house
 * shard of `shardKey`, so two requests locking the same rows on PostgreSQL lock them in one order.
 */
export const stakePosting = (
  bet: { id: string; player_id: string; currency: string; stake: number },
  shardKey: string,
): PostRequest => ({
  kind: 'stake',
  reference: bet.id,
  postings: [
    { account: playerAccount(bet.player_id, bet.currency), amount: -bet.stake },
    { account: houseAccount(bet.currency, shardKey), amount: bet.stake },
  ],
});

/** A freebet used by a bet: its bonus account pays the stake, or insures a no-risk cash stake. */
export interface StakeFreebet {
  bonusId: string;
  variant: 'all_win' | 'only_win' | 'no_risk';
  /** The freebet's amount: what one use takes from its bonus account. */
  amount: number;
}

/**
 * A freebet bet's stake: the freebet's bonus account pays the house (all win, only win); for a
 * no-risk bet the player's cash pays the house and one use (the insured amount) leaves the bonus
 * account for the promotions account, to come back as a freebet if the bet loses.
 */
export function freebetStakePosting(
  bet: { id: string; player_id: string; currency: string; stake: number },
  shardKey: string,
  freebet: StakeFreebet,
): PostRequest {
  const bonus = bonusAccount(freebet.bonusId, bet.currency);
  if (freebet.variant !== 'no_risk')
    return {
      kind: 'stake',
      reference: bet.id,
      postings: [
        { account: bonus, amount: -bet.stake },
        { account: houseAccount(bet.currency, shardKey), amount: bet.stake },
      ],
    };
  const cash = stakePosting(bet, shardKey);
  return {
    ...cash,
    postings: [
      ...cash.postings,
      { account: bonus, amount: -freebet.amount },
      { account: promotionsAccount(bet.currency), amount: freebet.amount },
    ],
  };
}

/**
 * What closing a bet pays its player: a settlement's payout or a cash out from the house, and a
 * boost on top (a comboboost's extra winnings) from the promotions account.
 */
export const betReturnPosting = (
  kind: 'payout' | 'cashout',
  bet: { id: string; player_id: string; currency: string },
  amount: number,
  boost = 0,
): PostRequest => ({
  kind,
  reference: bet.id,
  postings: [
    { account: houseAccount(bet.currency, bet.id), amount: -amount },
    ...(boost > 0 ? [{ account: promotionsAccount(bet.currency), amount: -boost }] : []),
    { account: playerAccount(bet.player_id, bet.currency), amount: amount + boost },
  ],
});

/** A ledger entry's row but its balance after (the database knows it only once the account moved). */
export type EntryDraft = Omit<LedgerEntriesTable, 'balance_after'>;

/** The rows of one ledger transaction's entries, in the order of its legs. */
export function entryDrafts(
  transactionId: string,
  legs: readonly { accountId: string; amount: number }[],
  now: number,
): EntryDraft[] {
  return legs.map((leg) => ({
    id: timeOrderedId(),
    transaction_id: transactionId,
    account_id: leg.accountId,
    amount: leg.amount,
    created_at: now,
  }));
}

/** entryDrafts with the balance after each leg, as every dialect inserts them. */
export function entryRows(
  transactionId: string,
  entries: readonly { accountId: string; amount: number; balanceAfter: number }[],
  now: number,
): LedgerEntriesTable[] {
  return entryDrafts(transactionId, entries, now).map((draft, i) => ({
    ...draft,
    balance_after: (entries[i] as { balanceAfter: number }).balanceAfter,
  }));
}
