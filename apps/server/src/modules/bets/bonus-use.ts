import {
  type BetType,
  betPotentialWin,
  COMBOBOOST_KEYS,
  type ComboboostSelection,
  comboboostExtra,
  FREEBET_KEYS,
  type FreebetBet,
  freebetReturn,
  type Odds1000,
} from '@sportsbook/betting';
import type { TPlaceBet } from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import type { UsableComboboost } from '../bonuses/comboboosts';
import type { UsableFreebet } from '../bonuses/freebets';
import type { BetsServiceOptions } from './context';

/** The bonus a bet is placed with, as placement checked it: a freebet pays or insures its stake, a boost raises its odds. */
export interface PlacementBonus {
  freebet?: UsableFreebet;
  boost?: UsableComboboost;
}

/** A bet as its bonus is judged: the freebet's view, and each selection's odds as placed. */
export interface BonusBet extends FreebetBet {
  readonly type: BetType;
  readonly selections: readonly (FreebetBet['selections'][number] & ComboboostSelection)[];
}

/**
 * The bonus a bet names, checked by the bonuses module (a freebet: status and conditions; a
 * comboboost: status, bet type and ranges), or the message key saying why it cannot go with it.
 */
export async function placementBonus(
  options: Pick<BetsServiceOptions, 'freebets' | 'comboboosts'>,
  player: PlayerRow,
  bonus: NonNullable<TPlaceBet['bonus']>,
  bet: BonusBet,
): Promise<PlacementBonus | { refused: string }> {
  const id = String(bonus.id);
  if (bonus.type === 'comboboost') {
    if (!options.comboboosts) return { refused: COMBOBOOST_KEYS.unavailable };
    const boost = await options.comboboosts.usable(player, id, bet);
    return typeof boost === 'string' ? { refused: boost } : { boost };
  }
  if (!options.freebets || !bonus.type.startsWith('freebet')) return { refused: FREEBET_KEYS.unavailable };
  const freebet = await options.freebets.usable(player, id, bet);
  return typeof freebet === 'string' ? { refused: freebet } : { freebet };
}

/**
 * What a bet pays if every selection wins: a freebet bet its variant's share of the return (with
 * the campaign's boost), a boosted combo its return with the range's bonus odds on top.
 */
export function bonusPotentialWin(
  shape: Parameters<typeof betPotentialWin>[0],
  { freebet, boost }: PlacementBonus,
): number {
  const payout = betPotentialWin(shape);
  if (boost) return payout + comboboostExtra(payout, boost.ref.odds);
  if (!freebet) return payout;
  const multiplier = freebet.boost as Odds1000 | undefined;
  return freebetReturn(freebet.variant, shape.stake, { result: 'win_entire', payout }, multiplier).cash;
}

/** What the bet stores as its bonus (SPEC §3 Bet bonus): what the server checked, never what the client sent. */
export function storedBonus({ freebet, boost }: PlacementBonus): string | null {
  const ref = freebet?.ref ?? boost?.ref;
  return ref ? JSON.stringify(ref) : null;
}
