import {
  comboboostAtSettlement,
  type Minor,
  type Odds1000,
  parseSystemTypeId,
  type SelectionResult,
  settleBet,
} from '@sportsbook/betting';
import type { TMatchStatistics } from '@sportsbook/contract';
import { BetsJob, comboboostOfBet, freebetOfBet } from './context';
import { finalScoreOf, resultOutcome } from './resulting';

/** Settlement: results open selections from final scores and pays decided bets through the wallet. */
export class Settlement extends BetsJob {
  /**
   * Results the open selections of a finished match from its final score and settles every bet
   * that is decided. A market the score cannot result, or a match without a score (closed, not
   * covered), voids its selections. Idempotent: a selection is resulted once, a bet paid once.
   */
  async settleMatch(
    matchId: number,
    final: { sportKey: string; statistics: TMatchStatistics | null },
  ): Promise<number> {
    const score = final.statistics ? finalScoreOf(final.sportKey, final.statistics) : null;
    const bets = await this.repo.betsByIds(await this.repo.openBetIdsOnMatches([matchId]));
    let settled = 0;
    for (const bet of bets) {
      const results = bet.selections.map((s) => {
        if (s.status !== 'open' || s.match_id !== matchId) return s.status as SelectionResult;
        return (
          (score
            ? resultOutcome({ market_id: s.market_id, specifier: s.specifier }, s.outcome_id, score)
            : null) ?? 'canceled'
        );
      });
      const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
      const outcome = settleBet({
        type: bet.type,
        stake: bet.stake as Minor,
        selections: bet.selections.map((s, i) => ({
          odds: s.odds as Odds1000,
          result: results[i] as SelectionResult,
        })),
        ...(system && { system }),
        ...(bet.custom_odds !== null && { customOdds: bet.custom_odds as Odds1000 }),
      });
      const now = this.clock();
      let afterCommit = async () => {};
      const changes = await this.repo.transaction(async (trx) => {
        for (const [position, s] of bet.selections.entries())
          if (s.status === 'open' && s.match_id === matchId)
            await this.repo.setSelectionStatus(trx, { betId: bet.id, position }, results[position] as string);
        if (!outcome) return [];
        const freebet = freebetOfBet(bet);
        const boost = comboboostOfBet(bet);
        // A boosted combo's extra winnings: by the range its qualifying selections that won reach.
        const extra = boost ? comboboostAtSettlement(boost.ranges, boost.legs, results, outcome).extra : 0;
        // Closed first: only the settlement that closes the bet moves its money.
        const closed = await this.repo.closeBet(trx, bet.id, {
          status: 'done',
          result: outcome.result,
          winAmount: outcome.payout,
          now,
        });
        if (!closed) return [];
        let pays: number = outcome.payout;
        if (freebet && this.options.freebets) {
          const bonus = await this.options.freebets.settle(trx, bet, freebet.id, outcome);
          pays = bonus.cash;
          afterCommit = bonus.afterCommit;
        }
        if (pays + extra !== outcome.payout) await this.repo.setWinAmount(trx, bet.id, pays + extra);
        if (pays + extra <= 0) return [];
        const posted = await this.wallet.payBet(trx, 'payout', bet, pays, extra);
        return posted.changes;
      });
      if (outcome) settled++;
      await this.wallet.announce(changes);
      await afterCommit().catch((error: unknown) =>
        this.options.onError?.(error, 'bonus_issued not published'),
      );
    }
    // Every bet on the match changed (a selection resulted, perhaps the bet settled): one read for all.
    const owners = new Map(bets.map((bet) => [bet.id, bet.player_id]));
    for (const updated of await this.presenter.present(await this.repo.betsByIds([...owners.keys()]))) {
      const owner = owners.get(updated.id);
      if (owner) await this.ctx.publishBets(owner, [updated]);
    }
    return settled;
  }

  /** Settles every finished match that still has open selections (after a restart, or a missed event). */
  async settleFinishedMatches(): Promise<number> {
    let settled = 0;
    const ids = await this.repo.finishedMatchesWithOpenSelections();
    const matches = await this.repo.matches(ids);
    for (const id of ids) {
      const match = matches.get(id);
      if (!match) continue;
      settled += await this.settleMatch(id, {
        sportKey: match.sport_key,
        statistics: match.statistics ? (JSON.parse(match.statistics) as TMatchStatistics) : null,
      });
    }
    return settled;
  }
}
