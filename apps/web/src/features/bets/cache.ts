import type { TBet, TBetCashoutChangedData } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { BetsFilter, BetsPage } from './api/bets';
import { betsKeys } from './api/keys';
import { mergeBetChanged, mergeCashoutChanged } from './live-bets';

/** The filter of a cached list, read back from its key (see betsKeys.list). */
const filterOf = (key: readonly unknown[]) => key[3] as BetsFilter;

/**
 * Writes a changed or new bet into every cached list (a `bet_changed` publication, a placement, a
 * cash out). Lists that cannot place it are refetched.
 */
export function applyBetChanged(queryClient: QueryClient, bet: TBet): void {
  for (const [key, page] of queryClient.getQueriesData<BetsPage>({ queryKey: betsKeys.lists() })) {
    if (!page) continue;
    const next = mergeBetChanged(page, bet, filterOf(key));
    if (next === 'stale') void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== page) queryClient.setQueryData(key, next);
  }
}

/** A `bet_cashout_changed` publication: the new value goes to the bet in every cached list. */
export function applyCashoutChanged(queryClient: QueryClient, change: TBetCashoutChangedData): void {
  for (const [key, page] of queryClient.getQueriesData<BetsPage>({ queryKey: betsKeys.lists() })) {
    if (!page) continue;
    const next = mergeCashoutChanged(page, change);
    if (next !== page) queryClient.setQueryData(key, next);
  }
}

/** Every list is read again (after the player channel was (re)subscribed: changes may have been missed). */
export function refreshBets(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: betsKeys.lists() });
}
