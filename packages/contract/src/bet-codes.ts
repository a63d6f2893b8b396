// Zod-free values of the bets contract: the browser imports them through `@sportsbook/contract/light`.

/** Place-bet error codes of SPEC §8, and the ones this backend introduces for the other refusals. */
export const PlaceBetCode = {
  /** A selection's odds differ from the current odds beyond what the player's accept mode allows. */
  invalidOdds: 101,
  /** Introduced here: a selection's market is suspended or closed, or its match is not bettable. */
  selectionUnavailable: 102,
  /** Introduced here: a bet breaks a rule of SPEC §5 (limits, same match, providers, potential win…). */
  validation: 103,
  /** Introduced here: the account in the stake's currency holds less than the stakes. */
  insufficientFunds: 104,
  /** Introduced here: betting is off for the selections' provider (provider status inactive). */
  providerInactive: 105,
  /** Introduced here: the bet would break the player's stake or loss limit, or they are excluded. */
  limitExceeded: 106,
  pvePlayerForbidden: 114,
  /** Defined by SPEC §8 (Brazilian municipality not found); this backend never sends it. */
  municipalityNotFound: 118,
  /** A custom bet's odds differ from the current price of its selections. */
  invalidOddsCustomBet: 120,
} as const;

/** Message keys of the bets API (SPEC §8 where it names them; "introduced here" otherwise). */
export const BetsErrorKey = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  pvePlayerForbidden: 'error.platform.pve_player_bet_forbidden',
  default: 'error.place_bets.default',
  /** Introduced here. */
  selectionSuspended: 'sb.ticket.suspended.label',
  /** Introduced here. */
  selectionNotAvailable: 'sb.ticket.not-available.label',
  /** Introduced here. */
  insufficientFunds: 'error.place_bets.insufficient_funds',
  /** Introduced here. */
  providerInactive: 'error.place_bets.provider_inactive',
  /** Introduced here: the currency is not one of the site's. */
  unknownCurrency: 'error.place_bets.unknown_currency',
  /** Introduced here: the system id does not fit the number of selections. */
  invalidSystem: 'error.place_bets.invalid_system',
  /** Introduced here: a bet in a request with the same selection twice. */
  duplicateSelection: 'error.validation.selections.duplicate',
  /** Introduced here: the Idempotency-Key was used before with another body. */
  idempotencyMismatch: 'error.place_bets.idempotency_key_reused',
  /** Introduced here: cash out refused because the offered value changed or is gone. */
  cashoutChanged: 'error.cashout.value_changed',
  /** Introduced here: cash out is not available for this bet (settled, lost selection, …). */
  cashoutUnavailable: 'error.cashout.unavailable',
  /** Introduced here: the custom bet's selections cannot be combined. */
  customBetIncompatible: 'error.custom_bet.incompatible_selections',
  /** Introduced here: the custom bet cannot be priced (match or market not available for it). */
  customBetUnavailable: 'error.custom_bet.unavailable',
  /** Share codes (SPEC §8). */
  shareNotFound: 'share-bet.not-found-modal.link-not-found',
  shareNoBets: 'share-bet.not-found-modal.link-try-another-bet',
} as const;

/** List filters of SPEC §4: bet status (all, open, settled) and result (all, win, lose, refund). */
export const BET_LIST_STATUSES = ['all', 'open', 'settled'] as const;
export const BET_LIST_RESULTS = ['all', 'win', 'lose', 'refund'] as const;
export type TBetListStatus = (typeof BET_LIST_STATUSES)[number];
export type TBetListResult = (typeof BET_LIST_RESULTS)[number];
