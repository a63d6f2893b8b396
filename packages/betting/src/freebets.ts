import { comboboostExtra } from './comboboost';
import { type EventConditions, type EventIds, fitsEvents } from './events';
import { type BetType, betPotentialWin, type SlipBet } from './model';
import type { Settlement } from './settlement';
import { type Minor, minor, ODDS_SCALE_N, type Odds1000 } from './units';

/**
 * Freebets (SPEC §3 'Freebet'): what a settled freebet bet pays, by variant. Only what the variant
 * defines as winnings becomes the player's cash; the rest of a freebet stays bonus money.
 * - all_win: the freebet is the stake and a win pays the whole return (stake × odds);
 * - only_win: the stake is not returned, a win pays the return less the stake;
 * - no_risk: the player stakes cash and gets the cash return; what the bet lost comes back as a
 *   new freebet of that amount.
 * A voided bet (every selection canceled or refunded) gives the freebet's use back instead.
 */
export type FreebetVariant = 'all_win' | 'only_win' | 'no_risk';

export interface FreebetReturn {
  /** Paid to the player's cash account. */
  readonly cash: Minor;
  /** The bet was voided: the freebet's use is given back (a no-risk bet's cash stake is in `cash`). */
  readonly restoreUse: boolean;
  /** no_risk only: the stake the bet lost, to be issued as a new freebet. */
  readonly refundFreebet: Minor;
}

/** Winnings × boost (×1000), rounded down; no boost leaves them as they are. */
function boosted(winnings: number, boost: Odds1000 | undefined): number {
  if (boost === undefined || winnings <= 0) return winnings;
  return Number((BigInt(winnings) * BigInt(boost)) / ODDS_SCALE_N);
}

export function freebetReturn(
  variant: FreebetVariant,
  stake: Minor,
  settlement: Settlement,
  boost?: Odds1000,
): FreebetReturn {
  const voided = settlement.result === 'canceled' || settlement.result === 'refund_entire';
  const { payout } = settlement;
  const winnings = boosted(payout - stake, boost);
  switch (variant) {
    case 'all_win':
      if (voided) return { cash: minor(0), restoreUse: true, refundFreebet: minor(0) };
      return {
        cash: minor(payout > stake ? stake + winnings : payout),
        restoreUse: false,
        refundFreebet: minor(0),
      };
    case 'only_win':
      if (voided) return { cash: minor(0), restoreUse: true, refundFreebet: minor(0) };
      return { cash: minor(Math.max(0, winnings)), restoreUse: false, refundFreebet: minor(0) };
    case 'no_risk':
      return {
        cash: minor(payout > stake ? stake + winnings : payout),
        restoreUse: voided,
        refundFreebet: minor(voided ? 0 : Math.max(0, stake - payout)),
      };
  }
}

/** Message keys of freebet refusals (introduced here; sent by the server, shown by the slip). */
export const FREEBET_KEYS = {
  stake: 'error.bonus.freebet_stake',
  currency: 'error.bonus.freebet_currency',
  odds: 'error.bonus.freebet_odds',
  selections: 'error.bonus.freebet_selections',
  matchStatus: 'error.bonus.freebet_match_status',
  events: 'error.bonus.freebet_events',
  betType: 'error.bonus.freebet_bet_type',
  unavailable: 'error.bonus.freebet_unavailable',
  used: 'error.bonus.freebet_used',
} as const;

/** The rules of a freebet campaign (the contract's freebet conditions, as the rules read them). */
export interface FreebetRules {
  readonly variant: FreebetVariant;
  /** The freebet's stake (no_risk: the most a bet may stake), minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  readonly min_odds?: number;
  readonly max_odds?: number;
  readonly selections_from?: number;
  readonly selections_to?: number;
  readonly match_status: 'prematch' | 'live' | 'any';
  readonly events?: EventConditions;
}

/**
 * A bet as the freebet rules judge it. An event id the caller does not know (the slip holds no
 * sport, category or tournament ids) is not judged: the server, which knows them, judges it.
 */
export interface FreebetBet {
  readonly type: BetType;
  readonly stake: number;
  readonly currency: string;
  /** The bet's total odds ×1000. */
  readonly odds: number;
  readonly selections: readonly (EventIds & { readonly live: boolean })[];
}

/**
 * Why a freebet cannot pay for this bet (a message key of FREEBET_KEYS), or null when it can. The
 * slip asks before offering the freebet; the server asks again when the bet is placed.
 */
export function freebetProblem(rules: FreebetRules, bet: FreebetBet): string | null {
  if (bet.type === 'system') return FREEBET_KEYS.betType;
  if (bet.currency !== rules.currency) return FREEBET_KEYS.currency;
  const stakeFits = rules.variant === 'no_risk' ? bet.stake <= rules.amount : bet.stake === rules.amount;
  if (!stakeFits) return FREEBET_KEYS.stake;
  if (
    (rules.min_odds !== undefined && bet.odds < rules.min_odds) ||
    (rules.max_odds !== undefined && bet.odds > rules.max_odds)
  )
    return FREEBET_KEYS.odds;
  const count = bet.selections.length;
  if (
    (rules.selections_from !== undefined && count < rules.selections_from) ||
    (rules.selections_to !== undefined && count > rules.selections_to)
  )
    return FREEBET_KEYS.selections;
  if (rules.match_status !== 'any' && bet.selections.some((s) => s.live !== (rules.match_status === 'live')))
    return FREEBET_KEYS.matchStatus;
  if (!bet.selections.every((s) => fitsEvents(rules.events, s))) return FREEBET_KEYS.events;
  return null;
}

/**
 * What a slip bet pays if every selection wins, as the server will store it: the return, less the
 * stake for an only-win freebet (its stake is not returned), with a comboboost's extra on top.
 */
export function slipPotentialWin(bet: SlipBet): Minor {
  const payout = betPotentialWin(bet);
  if (bet.bonus?.type === 'comboboost' && bet.bonus.odds !== undefined)
    return minor(payout + comboboostExtra(payout, bet.bonus.odds));
  if (bet.bonus?.type !== 'freebet_only_win') return payout;
  return freebetReturn('only_win', bet.stake, { result: 'win_entire', payout }).cash;
}
