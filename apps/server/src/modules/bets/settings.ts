import { stakesFor } from '@sportsbook/betting';
import { isPushSubscriptionJson, type TBetSettings } from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { BetsJob } from './context';

/** A player's bet settings (SPEC §8), the site's defaults where the player set none. */
export class BetSettings extends BetsJob {
  async settings(player: PlayerRow | null): Promise<TBetSettings> {
    const stored = player ? await this.repo.settings(player.id) : undefined;
    const currency = player?.currency ?? this.site.default_currency;
    // A value stored before subscriptions were checked (not a Web Push subscription) reads as none.
    const push = stored?.push_subscription;
    return {
      stakes: stored?.stakes ?? stakesFor(this.site.stakes, currency),
      auto_accept_odds_change: (stored?.auto_accept_odds_change ??
        this.site.odds_accept_mode) as TBetSettings['auto_accept_odds_change'],
      odds_type: (stored?.odds_type ?? this.site.default_odds_type) as TBetSettings['odds_type'],
      one_signal_push_notification_subscription: push && isPushSubscriptionJson(push) ? push : null,
    };
  }

  async updateSettings(player: PlayerRow, update: Partial<TBetSettings>): Promise<TBetSettings> {
    if (update.odds_type !== undefined && !this.site.odds_types.includes(update.odds_type))
      throw AppError.invalid('body.odds_type', 'error.validation.invalid_value');
    await this.repo.saveSettings(
      player.id,
      {
        ...(update.stakes && { stakes: update.stakes }),
        ...(update.auto_accept_odds_change && { auto_accept_odds_change: update.auto_accept_odds_change }),
        ...(update.odds_type && { odds_type: update.odds_type }),
        ...(update.one_signal_push_notification_subscription !== undefined && {
          push_subscription: update.one_signal_push_notification_subscription,
        }),
      },
      this.clock(),
    );
    return this.settings(player);
  }
}
