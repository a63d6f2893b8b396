import { timeOrderedId } from '../../db/ids';
import type { Procedure } from '../../db/procedures';
import { checkBetsSync, limitQueries } from '../limits/enforce';
import { type BetPlacement, betRowQueries, bonusUsedUp, claimRow, type StoredBets } from './bet-rows';
import { type BalanceChange, changesOf, entryOf } from './ledger';
import { WalletRepo } from './repo';

/**
 * SQLite's way to store a placement (WalletService.storeBets): one synchronous transaction through
 * Db.procedure, which runs it on the writer thread in a group commit — the claim first, then per
 * bet its stake's posting and its rows. A stake the balance does not cover throws (insufficient
 * funds), which rolls back every bet of the request.
 */
export const storeBets: Procedure<
  { repo: WalletRepo; q: ReturnType<typeof betRowQueries>; limits: ReturnType<typeof limitQueries> },
  BetPlacement,
  StoredBets
> = {
  name: 'bets.store',
  setup: (db) => ({ repo: new WalletRepo(db), q: betRowQueries(db.kysely), limits: limitQueries(db.kysely) }),
  run({ repo, q, limits }, trx, { claim, bets, limited }) {
    if (claim && trx.run(q.claim, claimRow(claim)) !== 1) return { replay: true };
    const first = bets[0];
    if (limited && first)
      checkBetsSync(
        limits,
        trx,
        first.row.player_id,
        bets.map(({ row }) => row),
        first.stake.now,
      );
    const latest = new Map<string, BalanceChange>();
    for (const { stake, row, selections, bonusId, countedId } of bets) {
      const { kind, reference } = stake.request;
      const { now } = stake;
      const id = timeOrderedId();
      // (kind, reference) posts at most once, as in WalletService.postIn; a new bet's stake always does.
      if (repo.insertTransactionSync(trx, id, kind, reference, now)) {
        const entries = stake.legs.map(({ posting, account }) =>
          entryOf(account, posting.amount, repo.applyDeltaSync(trx, account, posting.amount, now)),
        );
        repo.insertEntriesSync(trx, id, entries, now);
        for (const change of changesOf(entries)) latest.set(change.account.currency, change);
      }
      trx.run(q.insertBet, { rows: [row] });
      trx.run(q.insertSelections(selections.length), { rows: selections });
      if (bonusId) trx.run(q.useBonus, { id: bonusId });
      // Thrown inside the transaction: the bets stored before it roll back with it.
      if (countedId && trx.run(q.useCounted, { id: countedId }) !== 1) throw bonusUsedUp();
    }
    return { changes: [...latest.values()] };
  },
};
