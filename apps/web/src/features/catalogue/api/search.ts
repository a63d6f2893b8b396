import { SEARCH_MAX, SEARCH_MIN } from '@sportsbook/contract/light';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './keys';

export const isSearchable = (q: string) => q.trim().length >= SEARCH_MIN && q.trim().length <= SEARCH_MAX;

export const fetchSearch = (locale: string, q: string, signal?: AbortSignal) =>
  api('GET /api/sportsbook/search', { query: { q: q.trim() }, locale, signal }).then((r) => r.data);

export const searchQueryOptions = (locale: string, q: string) =>
  queryOptions({
    queryKey: catalogueKeys.search(locale, q.trim().toLowerCase()),
    queryFn: ({ signal }) => fetchSearch(locale, q, signal),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });

export const useSearch = (locale: string, q: string) => useQuery(searchQueryOptions(locale, q));
