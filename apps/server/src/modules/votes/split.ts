import { type TVoteChoice, VOTE_CHOICES } from '@sportsbook/contract';

/**
 * Whole percents per choice that sum to 100 (largest remainder: the rounded-down shares, then one
 * point each to the largest remainders, ties to the earlier choice); all zero before any vote.
 */
export function percents(votes: Record<TVoteChoice, number>): Record<TVoteChoice, number> {
  const total = VOTE_CHOICES.reduce((sum, choice) => sum + votes[choice], 0);
  const result = { home: 0, draw: 0, away: 0 };
  if (total === 0) return result;
  const shares = VOTE_CHOICES.map((choice, index) => {
    const exact = (votes[choice] * 100) / total;
    return { choice, index, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of shares) result[share.choice] = share.floor;
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    result[share.choice] += 1;
    left -= 1;
  }
  return result;
}
