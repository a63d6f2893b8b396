/**
 * Message keys of the betting rules, shared by the web (translated with next-intl) and the server
 * (sent in error replies). Keys quoted in SPEC §4, §5 and §8 are used verbatim; the rules SPEC names
 * without a key got one in the same style, marked "introduced here".
 */
export const MESSAGE_KEYS = {
  selectionLimitExceeded: 'error.validation.bet_limits.selection_limit_exceeded',
  oddsLimitExceeded: 'error.validation.bet_limits.odds_limit_exceeded',
  oddsLimitExceededWarningTitle: 'warning.validation.bet_limits.odds_limit_exceeded.title',
  oddsLimitExceededWarningDescription: 'warning.validation.bet_limits.odds_limit_exceeded.description',
  maxStakeLimitExceeded: 'error.validation.bet_limits.max_stake_limit_exceeded',
  payoutLimitExceeded: 'error.validation.bet_limits.payout_limit_exceeded',
  payoutLimitExceededWarningTitle: 'warning.validation.bet_limits.payout_limit_exceeded.title',
  payoutLimitExceededWarningDescription: 'warning.validation.bet_limits.payout_limit_exceeded.description',
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
  pvePlayerBetForbidden: 'error.platform.pve_player_bet_forbidden',
  placeBetsDefault: 'error.place_bets.default',
  suspendedLabel: 'sb.ticket.suspended.label',
  notAvailableLabel: 'sb.ticket.not-available.label',

  /** Introduced here: the slip holds no bet (SPEC §5 "there are no bets"). */
  noBets: 'error.validation.bets.empty',
  /** Introduced here: a stake of 0 or less (SPEC §5 "any stake is 0 or less"). */
  stakeNotPositive: 'error.validation.stake.not_positive',
  /** Introduced here: two selections of one match in a combo or system. */
  sameMatch: 'error.validation.selections.same_match',
  /** Introduced here: an oddin selection in a system bet. */
  oddinInSystem: 'error.validation.system.oddin_not_allowed',
  /** Introduced here: selections of different providers in one bet. */
  mixedProviders: 'error.validation.selections.mixed_providers',
  /** Introduced here: a custom bet with fewer than 2 non-suspended selections. */
  customBetMinSelections: 'error.validation.custom_bet.min_selections',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];
