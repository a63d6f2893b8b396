import { type BetShape, betReturnRatio } from './model';
import { type Minor, minor } from './units';
import { appliesTo, maxStakeFor, type ValidationContext } from './validation';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The largest stake whose profit (potential win − stake, as `checkRestrictions` counts it) stays
 * within `payout`, in exact arithmetic, so that the stake offered as the maximum is never refused
 * by the payout rule and one minor unit more always is. Null when the bet can never make a profit
 * (total odds at most 1, or no odds yet): the payout limit then sets no maximum.
 */
export function maxStakeUnderPayout(bet: BetShape, payout: Minor): Minor | null {
  const { num, den } = betReturnRatio(bet);
  if (num <= den) return null;
  if (payout < 0) return minor(0);
  // profit(s) = floor(s·num/den) − s = floor(s·(num−den)/den) ≤ payout ⟺ s·(num−den) < (payout+1)·den.
  const max = ((BigInt(payout) + 1n) * den - 1n) / (num - den);
  return minor(Number(max > MAX_SAFE ? MAX_SAFE : max));
}

/**
 * The largest stake one bet may have: the player's balance, the max-stake limit of the currency and,
 * when the payout limit rejects (a warning sets no maximum), the stake at which profit reaches it.
 */
export function maxStakeOf(bet: BetShape, context: ValidationContext, balance: Minor): Minor {
  let max: number = balance;
  const stakeLimit = maxStakeFor(context.limits, context.currency);
  if (stakeLimit !== null) max = Math.min(max, stakeLimit);
  const payout = context.limits?.payoutLimit;
  if (payout?.action === 'reject' && appliesTo(payout, context.currency)) {
    const underPayout = maxStakeUnderPayout(bet, payout.amount);
    if (underPayout !== null) max = Math.min(max, underPayout);
  }
  return minor(Math.max(0, max));
}
