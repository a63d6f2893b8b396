import {
  BETTABLE_STATUSES,
  FINISHED_STATUSES,
  MarketStatus,
  type MatchStatus,
} from '@sportsbook/contract/light';

// The one answer to "can this outcome be bet on now?", for the server's placement, cash out and
// catalogue, the demo's bet builder and the web's buttons and slip alike.

/** Stopped, closed, finished and not covered count as finished (SPEC §4). */
export function isFinishedMatchStatus(status: MatchStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}

/** Bets are taken on a match only while it is prematch or live. */
export function isBettableMatchStatus(status: number): boolean {
  return (BETTABLE_STATUSES as readonly number[]).includes(status);
}

/** Only an allowed market takes bets (SPEC §4); suspended and the unnamed negative statuses do not. */
export function isMarketOpen(status: number): boolean {
  return status === MarketStatus.allowed;
}

/** A market not allowed is dropped (SPEC §4): not offered, not shown. Every other status is shown. */
export function isMarketOffered(status: number): boolean {
  return status !== MarketStatus.notAllowed;
}

/**
 * open: takes bets. suspended: offered but not taking bets now (market not allowed, outcome
 * inactive). unavailable: gone (match, market or outcome missing, market dropped, match neither
 * prematch nor live). provider_inactive: otherwise open, but the provider takes no bets now.
 */
export type SelectionAvailability = 'open' | 'suspended' | 'unavailable' | 'provider_inactive';

/** What decides whether one outcome takes bets; null where the catalogue has no such thing. */
export interface SelectionFacts {
  readonly matchStatus: number | null;
  readonly marketStatus: number | null;
  readonly outcome: { readonly active: boolean } | null;
  /** Whether the provider takes bets now; leave out where the provider is gated elsewhere. */
  readonly providerOpen?: boolean;
}

/** The availability of one outcome; the first reason found, in the order of the type's comment. */
export function selectionAvailability(facts: SelectionFacts): SelectionAvailability {
  const { matchStatus, marketStatus, outcome } = facts;
  if (
    matchStatus === null ||
    marketStatus === null ||
    outcome === null ||
    !isMarketOffered(marketStatus) ||
    !isBettableMatchStatus(matchStatus)
  )
    return 'unavailable';
  if (!isMarketOpen(marketStatus) || !outcome.active) return 'suspended';
  if (facts.providerOpen === false) return 'provider_inactive';
  return 'open';
}

export function isSelectionOpen(facts: SelectionFacts): boolean {
  return selectionAvailability(facts) === 'open';
}

/** The odds an outcome can be bet at now, or null when it is not open. */
export function openOdds(
  facts: SelectionFacts & { readonly outcome: { readonly active: boolean; readonly odds: number } | null },
): number | null {
  return facts.outcome !== null && isSelectionOpen(facts) ? facts.outcome.odds : null;
}
