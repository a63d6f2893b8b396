import { BetsErrorKey, ErrorCode, type TBet } from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { BetsJob } from './context';
import { localize } from './messages';
import type { BetWithSelections } from './repo';

/** Cash out: a bet closed early for its current value, paid through the wallet. */
export class Cashout extends BetsJob {
  async cashout(player: PlayerRow, betId: string, toCashout: number, locale: string): Promise<TBet> {
    const bet = await this.repo.bet(betId);
    if (!bet || bet.player_id !== player.id) throw AppError.notFound('body.bet_id');
    const lines = await this.repo.lines(
      bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
    );
    const value = this.presenter.cashoutOf(bet, lines);
    const refuse = (key: string) =>
      new AppError(400, ErrorCode.invalidRequest, key, [{ path: 'body.to_cashout', message: key }], {
        localized_message: localize(key, locale),
      });
    if (value === null || value <= 0) throw refuse(BetsErrorKey.cashoutUnavailable);
    if (value !== toCashout) {
      await this.options.notify(player.id, {
        type: 'bet_cashout_changed',
        data: { bet_id: bet.id, to_cashout: value },
      });
      throw refuse(BetsErrorKey.cashoutChanged);
    }
    const now = this.clock();
    const changes = await this.repo.transaction(async (trx) => {
      const closed = await this.repo.closeBet(trx, bet.id, {
        status: 'cashed_out',
        result: 'cashed_out',
        winAmount: value,
        now,
      });
      if (!closed) return null;
      const posted = await this.wallet.payBet(trx, 'cashout', bet, value);
      return posted.changes;
    });
    if (changes === null) throw refuse(BetsErrorKey.cashoutUnavailable);
    await this.wallet.announce(changes);
    const [updated] = await this.presenter.present(await this.repo.betsByIds([bet.id]));
    await this.ctx.publishBets(player.id, updated ? [updated] : []);
    return updated as TBet;
  }

  /** Current cash-out values of the open bets holding a selection of these matches. */
  async cashoutValuesOnMatches(
    matchIds: readonly number[],
  ): Promise<{ bet: BetWithSelections; value: number | null }[]> {
    const bets = await this.repo.betsByIds(await this.repo.openBetIdsOnMatches(matchIds));
    const lines = await this.repo.lines(
      bets.flatMap((bet) =>
        bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
    );
    return bets.map((bet) => ({ bet, value: this.presenter.cashoutOf(bet, lines) }));
  }
}
