import { type BetTitle, betTitle } from '@sportsbook/betting';
import type { TBet, TBetStatus } from '@sportsbook/contract';

/** Statuses after which nothing more happens to a bet (SPEC §4 'Bet status'). */
const FINAL_STATUSES: ReadonlySet<TBetStatus> = new Set([
  'rejected',
  'cancelled',
  'done',
  'cashed_out',
  'withdrawn',
]);

/** An open bet: accepted or waiting, not resulted yet. */
export function isOpenBet(bet: Pick<TBet, 'status' | 'result'>): boolean {
  return !FINAL_STATUSES.has(bet.status) && bet.result === 'no_results';
}

/** Cash out is offered for an open bet with a value. */
export function canCashOut(bet: Pick<TBet, 'status' | 'result' | 'to_cashout'>): boolean {
  return (
    isOpenBet(bet) && bet.status !== 'cashout_in_progress' && bet.to_cashout !== null && bet.to_cashout > 0
  );
}

/**
 * The outcome label of a bet (a key under `bets.outcome`): how it resulted once resulted; before
 * that what is happening to it (pending while submitted, rejected, cancelled, or open).
 */
export function betOutcomeKey(bet: Pick<TBet, 'status' | 'result'>): string {
  if (bet.result !== 'no_results') return bet.result;
  switch (bet.status) {
    case 'submitted':
      return 'pending';
    case 'rejected':
    case 'cancelled':
    case 'withdrawn':
    case 'cashed_out':
      return bet.status;
    default:
      return 'open';
  }
}

/**
 * How the outcome reads to the player: good, bad, or neutral (shown with words too, never by colour
 * alone). A cash-out is neutral: it may have returned less than the stake.
 */
export function outcomeTone(key: string): 'up' | 'down' | 'neutral' {
  if (key === 'win_entire' || key === 'refund_half_win_other') return 'up';
  if (key === 'lose_entire' || key === 'refund_half_lose_other' || key === 'rejected') return 'down';
  return 'neutral';
}

/** SPEC §4 titles: a combo of n is n per line, a system k/n is k per line, a single 1. */
export function placedBetTitle(bet: Pick<TBet, 'type' | 'selections' | 'system'>): BetTitle | null {
  switch (bet.type) {
    case 'single':
      return null;
    case 'combo':
      return betTitle(bet.selections.length);
    case 'system':
      return bet.system ? betTitle(bet.system.win_count) : null;
    case 'custom_bet':
      return null;
  }
}

/** What the bet paid (settled) or may pay (open). */
export function betAmount(bet: Pick<TBet, 'status' | 'result' | 'win_amount' | 'potential_win_amount'>): {
  kind: 'win' | 'potentialWin';
  value: number;
} {
  return isOpenBet(bet) || bet.result === 'no_results'
    ? { kind: 'potentialWin', value: bet.potential_win_amount }
    : { kind: 'win', value: bet.win_amount };
}
