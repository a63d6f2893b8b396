// Zod-free values of the engagement contract (issue 24): browsers import them through
// `@sportsbook/contract/light`, the schemas of `engagement.ts` are built from them.

/** What a notification is about: a bet's result, a cash out, a deposit's outcome. */
export const NOTIFICATION_TYPES = [
  'bet_won',
  'bet_lost',
  'bet_refunded',
  'bet_cashed_out',
  'deposit_approved',
  'deposit_declined',
] as const;

/** SPEC §7 favourite types, as they appear in the path. */
export const FAVOURITE_TYPES = ['matches', 'tournaments', 'sports'] as const;

/** A prediction's choices: who wins the match. */
export const VOTE_CHOICES = ['home', 'draw', 'away'] as const;
