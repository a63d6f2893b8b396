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

/**
 * Figures of the event-stats widget (GET /matches/{id}/event-stats): football's possession, shots,
 * corners and cards, basketball's rebounds, assists and fouls, tennis's aces, double faults and
 * break points. Possession is a percent, every other figure a count.
 */
export const MATCH_STAT_KEYS = [
  'possession',
  'shots',
  'shots_on_target',
  'corners',
  'yellow_cards',
  'red_cards',
  'rebounds',
  'assists',
  'fouls',
  'aces',
  'double_faults',
  'break_points',
  'break_points_won',
] as const;

/** A past match's result from one side's point of view (the match-preview widget's form). */
export const FORM_RESULTS = ['win', 'draw', 'loss'] as const;

/** SPEC §4 'Chat': the chat types whose script loads at once; every other waits for the first interaction. */
export const CHAT_TYPES_LOADED_AT_ONCE = ['chatra', 'zoho'] as const;
