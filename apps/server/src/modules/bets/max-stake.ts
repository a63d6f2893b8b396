import {
  betLimitsFromWire,
  betTotalOdds,
  maxStakeFor,
  type Odds1000,
  parseSystemTypeId,
} from '@sportsbook/betting';
import { BetsErrorKey, type TPlaceBet } from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { type BetsContext, betType } from './context';

/** The largest stake the limits and the player's balance allow for one bet (minor units). */
export async function maxStake(
  { site, wallet }: Pick<BetsContext, 'site' | 'wallet'>,
  player: PlayerRow,
  bet: TPlaceBet,
): Promise<number> {
  const currency = site.currencies[bet.stake.currency];
  if (!currency) throw AppError.invalid('body.bets.0.stake.currency', BetsErrorKey.unknownCurrency);
  const limits = betLimitsFromWire(site.bets_limits);
  const accounts = await wallet.accounts(player.id);
  const balance = accounts.find((a) => a.currency === currency.code)?.balance ?? 0;
  let max = balance;
  const stakeLimit = maxStakeFor(limits, { code: currency.code, fiat: currency.fiat });
  if (stakeLimit !== null) max = Math.min(max, stakeLimit);
  const payout = limits.payoutLimit;
  if (payout?.action === 'reject' && (!payout.currencyCode || payout.currencyCode === currency.code)) {
    const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
    const type = betType(bet);
    const odds = betTotalOdds({
      type,
      selections: bet.selections.map((s) => ({ odds: s.odds as Odds1000 })),
      ...(system && { system }),
      ...(bet.custom_odds !== undefined && { customOdds: bet.custom_odds as Odds1000 }),
    });
    // profit = stake × (odds − 1) must stay within the payout limit.
    if (odds > 1000) max = Math.min(max, Math.floor((payout.amount * 1000) / (odds - 1000)));
  }
  return Math.max(0, max);
}
