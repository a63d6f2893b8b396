import type { TBet, TPagination } from '@sportsbook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { betsKeys } from './keys';

export {
  BET_LIST_RESULTS,
  BET_LIST_STATUSES,
  type TBetListResult as BetListResult,
  type TBetListStatus as BetListStatus,
} from '@sportsbook/contract/light';

import type {
  TBetListResult as BetListResult,
  TBetListStatus as BetListStatus,
} from '@sportsbook/contract/light';

export interface BetsFilter {
  status: BetListStatus;
  result: BetListResult;
  page: number;
  limit: number;
}

export interface BetsPage {
  data: TBet[];
  pagination: TPagination;
}

/** SPEC §9: bets are read 500 a page. */
export const BETS_PAGE_LIMIT = 500;

/** SPEC §7 GET /v3/bets: the signed-in player's bets, newest first. */
export const fetchBets = (locale: string, filter: BetsFilter, signal?: AbortSignal) =>
  api('GET /api/sportsbook/v3/bets', { query: filter, locale, signal });

export const betsQueryOptions = (locale: string, filter: BetsFilter) =>
  queryOptions({
    queryKey: betsKeys.list(locale, filter),
    queryFn: ({ signal }) => fetchBets(locale, filter, signal),
    // Bet changes and cash-out values arrive on the player channel and are written into the cache.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Only when logged in (SPEC §6: bet lists load only for a signed-in player). */
export const useBets = (locale: string, filter: BetsFilter, enabled: boolean) =>
  useQuery({ ...betsQueryOptions(locale, filter), enabled });
