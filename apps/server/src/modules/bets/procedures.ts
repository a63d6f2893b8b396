import type { Procedure } from '../../db/procedures';
import type { BetSelectionRow } from '../../db/schema';
import { WalletRepo } from '../wallet/repo';
import { type BalanceChange, type PreparedPosting, WalletService } from '../wallet/service';
import { BetsRepo, type NewBet } from './repo';

/** An Idempotency-Key taken for the bets of one request. */
export interface Claim {
  playerId: string;
  key: string;
  requestHash: string;
  betIds: string[];
  now: number;
}

export interface StoreBetsInput {
  claim?: Claim;
  /** Each bet with its stake's posting, prepared (accounts found) by WalletService.prepare. */
  bets: { stake: PreparedPosting; row: NewBet; selections: BetSelectionRow[] }[];
}

/** The balances after the stakes; `replay` when another request holds the key: nothing stored. */
export type StoreBetsResult = { changes: BalanceChange[] } | { replay: true };

/**
 * Stores placed bets with their stakes debited, as one transaction (SQLite, through Db.procedure):
 * the idempotency claim first, then per bet its stake's posting and its rows. A stake the balance
 * does not cover throws (insufficient funds), which rolls back every bet of the request.
 */
export const storeBets: Procedure<
  { repo: BetsRepo; wallet: WalletService },
  StoreBetsInput,
  StoreBetsResult
> = {
  name: 'bets.store',
  setup: (db) => ({ repo: new BetsRepo(db), wallet: new WalletService(new WalletRepo(db)) }),
  run({ repo, wallet }, trx, { claim, bets }) {
    if (claim && !repo.claimIdempotencySync(trx, claim)) return { replay: true };
    const latest = new Map<string, BalanceChange>();
    for (const { stake, row, selections } of bets) {
      const posted = wallet.postPreparedSync(trx, stake);
      repo.insertBetSync(trx, row, selections);
      for (const change of posted.changes) latest.set(change.account.currency, change);
    }
    return { changes: [...latest.values()] };
  },
};
