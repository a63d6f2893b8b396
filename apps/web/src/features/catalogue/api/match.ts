import type { TMarket } from '@sportsbook/contract';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './keys';
import { keepMarketOrder } from './merge';

export const fetchMatch = (locale: string, id: number) =>
  api('GET /api/sportsbook/matches/:id', { params: { id }, locale });

export const matchQueryOptions = (locale: string, id: number) =>
  queryOptions({ queryKey: catalogueKeys.match(locale, id), queryFn: () => fetchMatch(locale, id) });

export const useMatch = (locale: string, id: number) => useQuery(matchQueryOptions(locale, id));

/** Every market of a match (the API's page size is 500, SPEC §9; fetch-all pages until the last). */
export async function fetchMarkets(locale: string, id: number): Promise<TMarket[]> {
  const markets: TMarket[] = [];
  for (let page = 1; ; page++) {
    const reply = await api('GET /api/sportsbook/matches/:id/markets', {
      params: { id },
      query: { page, limit: 500 },
      locale,
    });
    markets.push(...reply.data);
    if (page >= reply.pagination.last_page) return markets;
  }
}

export const marketsQueryOptions = (locale: string, id: number) =>
  queryOptions({
    queryKey: catalogueKeys.markets(locale, id),
    queryFn: () => fetchMarkets(locale, id),
    // A refetch keeps the cards where the player sees them (and unchanged markets by identity).
    structuralSharing: (shown: unknown, fetched: unknown) =>
      replaceEqualDeep(shown, keepMarketOrder(shown as TMarket[] | undefined, fetched as TMarket[])),
  });

export const useMarkets = (locale: string, id: number) => useQuery(marketsQueryOptions(locale, id));
