import type {
  TBet,
  TBetSettings,
  TBetsQuery,
  TMatchStatistics,
  TPlaceBet,
  TPlaceBetsRequest,
  TShareCodeReplyBets,
  TSharedBet,
} from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { Cashout } from './cashout';
import type { BetsContext, BetsServiceOptions } from './context';
import { maxStake } from './max-stake';
import { Placement } from './placement';
import { BetPresenter } from './presenting';
import type { BetWithSelections } from './repo';
import { BetSettings } from './settings';
import { Settlement } from './settlement';
import { ShareCodes } from './share-codes';

export type { BetsServiceOptions, CustomBetPricer, PlayerNotifier, ProviderGate } from './context';

/**
 * Bets, the module's one service: the server is the authority. Each job has its own file —
 * placement (placement.ts, idempotency.ts), presenting (presenting.ts), cash out (cashout.ts),
 * settlement (settlement.ts), settings and share codes — and money moves only through the wallet.
 */
export class BetsService {
  private readonly ctx: BetsContext;
  private readonly placement: Placement;
  private readonly presenter: BetPresenter;
  private readonly cashouts: Cashout;
  private readonly settlement: Settlement;
  private readonly betSettings: BetSettings;
  private readonly shareCodes: ShareCodes;

  constructor(options: BetsServiceOptions) {
    const base = {
      repo: options.repo,
      wallet: options.wallet,
      site: options.siteConfig,
      clock: options.clock ?? Date.now,
      options,
    };
    this.presenter = new BetPresenter(base);
    this.ctx = {
      ...base,
      presenter: this.presenter,
      publishBets: (playerId, bets) => this.publishBets(playerId, bets),
    };
    this.placement = new Placement(this.ctx);
    this.cashouts = new Cashout(this.ctx);
    this.settlement = new Settlement(this.ctx);
    this.betSettings = new BetSettings(this.ctx);
    this.shareCodes = new ShareCodes(this.ctx);
  }

  /** See Placement.place. */
  place(
    who: PlayerRow | Promise<PlayerRow>,
    request: TPlaceBetsRequest,
    context: { locale: string; idempotencyKey?: string },
  ): Promise<TBet[]> {
    return this.placement.place(who, request, context);
  }

  list(player: PlayerRow, query: TBetsQuery): Promise<{ data: TBet[]; total: number }> {
    return this.presenter.list(player, query);
  }

  present(rows: BetWithSelections[]): Promise<TBet[]> {
    return this.presenter.present(rows);
  }

  /** The largest stake the limits and the player's balance allow for one bet (minor units). */
  maxStake(player: PlayerRow, bet: TPlaceBet): Promise<number> {
    return maxStake(this.ctx, player, bet);
  }

  cashout(player: PlayerRow, betId: string, toCashout: number, locale: string): Promise<TBet> {
    return this.cashouts.cashout(player, betId, toCashout, locale);
  }

  cashoutValuesOnMatches(
    matchIds: readonly number[],
  ): Promise<{ bet: BetWithSelections; value: number | null }[]> {
    return this.cashouts.cashoutValuesOnMatches(matchIds);
  }

  settleMatch(
    matchId: number,
    final: { sportKey: string; statistics: TMatchStatistics | null },
  ): Promise<number> {
    return this.settlement.settleMatch(matchId, final);
  }

  settleFinishedMatches(): Promise<number> {
    return this.settlement.settleFinishedMatches();
  }

  settings(player: PlayerRow | null): Promise<TBetSettings> {
    return this.betSettings.settings(player);
  }

  updateSettings(player: PlayerRow, update: Partial<TBetSettings>): Promise<TBetSettings> {
    return this.betSettings.updateSettings(player, update);
  }

  createShareCode(bets: readonly TSharedBet[]): Promise<string> {
    return this.shareCodes.createShareCode(bets);
  }

  shareCode(code: string, acceptLanguage?: string): Promise<TShareCodeReplyBets> {
    return this.shareCodes.shareCode(code, acceptLanguage);
  }

  private async publishBets(playerId: string, bets: readonly TBet[]): Promise<void> {
    for (const bet of bets) {
      try {
        await this.ctx.options.notify(playerId, { type: 'bet_changed', data: bet });
      } catch (error) {
        this.ctx.options.onError?.(error, 'bet_changed not published');
      }
    }
  }
}
