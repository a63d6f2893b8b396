import {
  betLimitsFromWire,
  betTypeFromWire,
  maxStakeOf,
  minor,
  type Odds1000,
  parseSystemTypeId,
} from '@sportsbook/betting';
import { BetsErrorKey, type TPlaceBet } from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { BetsContext } from './context';

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
  const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
  const shape = {
    type: betTypeFromWire(bet),
    selections: bet.selections.map((s) => ({ odds: s.odds as Odds1000 })),
    ...(system && { system }),
    ...(bet.custom_odds !== undefined && { customOdds: bet.custom_odds as Odds1000 }),
  };
  return maxStakeOf(
    shape,
    { limits, currency: { code: currency.code, fiat: currency.fiat } },
    minor(balance),
  );
}
