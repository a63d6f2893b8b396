import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './keys';

export const fetchSports = (locale: string) =>
  api('GET /api/sportsbook/sports', { locale }).then((reply) => reply.data);

export const sportsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: catalogueKeys.sports(locale),
    queryFn: () => fetchSports(locale),
    staleTime: 10 * 60_000,
  });

export const useSports = (locale: string) => useQuery(sportsQueryOptions(locale));
