import type { TCountersRequest } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './keys';

export const fetchCounters = (locale: string, body: TCountersRequest) =>
  api('POST /api/sportsbook/counters', { locale, body });

export const countersQueryOptions = (locale: string, body: TCountersRequest = {}) =>
  queryOptions({
    queryKey: catalogueKeys.counters(locale, body),
    queryFn: () => fetchCounters(locale, body),
    staleTime: 30_000,
  });

export const useCounters = (locale: string, body: TCountersRequest = {}) =>
  useQuery(countersQueryOptions(locale, body));
