import type { TMatch, TPagination } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, toQuery } from '@/shared/api/client';
import { catalogueKeys } from './keys';

/** The /matches filters the web uses (SPEC §7), as the API spells them. */
export interface MatchesParams {
  id?: number[];
  type?: 'match' | 'outright';
  sport_key?: string;
  sport_type?: 'regular' | 'cyber' | 'premium_cricket';
  category_id?: number[];
  tournament_id?: number[];
  match_status?: number[];
  sort_by?: 'start_time' | '-start_time' | 'priority';
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  max_per_sport?: number;
  page?: number;
  limit?: number;
}

export interface MatchesPage {
  data: TMatch[];
  pagination: TPagination;
}

export const fetchMatches = (locale: string, params: MatchesParams) =>
  apiFetch<MatchesPage>(`/api/sportsbook/matches${toQuery({ ...params })}`, { locale });

export const matchesQueryOptions = (locale: string, params: MatchesParams) =>
  queryOptions({
    queryKey: catalogueKeys.matches(locale, params),
    queryFn: () => fetchMatches(locale, params),
  });

export const useMatches = (locale: string, params: MatchesParams) =>
  useQuery(matchesQueryOptions(locale, params));
