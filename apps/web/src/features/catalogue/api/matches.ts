import type {
  TCompetitor,
  TMarket,
  TMatch,
  TMatchStatus,
  TPagination,
  TSportType,
} from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './keys';

/** The /matches filters the web uses (SPEC §7), as the API spells them. */
export interface MatchesParams {
  id?: number[];
  type?: 'match' | 'outright';
  sport_key?: string;
  sport_type?: TSportType;
  category_id?: number[];
  tournament_id?: number[];
  match_status?: TMatchStatus[];
  sort_by?: 'start_time' | '-start_time' | 'priority';
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  max_per_sport?: number;
  page?: number;
  limit?: number;
}

/** The part of a market a list row shows and bets on (its prices). */
export type ListMarket = Pick<TMarket, 'id' | 'name' | 'specifier' | 'status' | 'outcomes'>;

/** What a list row shows of a match: a match list keeps only this (see `toListMatch`). */
export type ListMatch = Pick<
  TMatch,
  'id' | 'slug' | 'type' | 'name' | 'status' | 'start_time' | 'markets_count' | 'provider' | 'statistics'
> & {
  sport: Pick<TMatch['sport'], 'key'>;
  category: Pick<TMatch['category'], 'name'>;
  tournament: Pick<TMatch['tournament'], 'id' | 'name' | 'slug'>;
  competitors: { home: Pick<TCompetitor, 'name'> | null; away: Pick<TCompetitor, 'name'> | null };
  main_market: ListMarket | null;
};

const listMarket = ({ id, name, specifier, status, outcomes }: TMarket): ListMarket => ({
  id,
  name,
  specifier,
  status,
  outcomes,
});

/**
 * A list keeps less than half of each match the API sends: the server-rendered page hands its
 * lists to the browser inside the HTML (TanStack Query's dehydrated state), and whole matches were
 * a third of the home page the browser downloads and parses before it can hydrate.
 */
export const toListMatch = (m: TMatch): ListMatch => ({
  id: m.id,
  slug: m.slug,
  type: m.type,
  name: m.name,
  status: m.status,
  start_time: m.start_time,
  markets_count: m.markets_count,
  provider: m.provider,
  statistics: m.statistics,
  sport: { key: m.sport.key },
  category: { name: m.category.name },
  tournament: { id: m.tournament.id, name: m.tournament.name, slug: m.tournament.slug },
  competitors: {
    home: m.competitors.home && { name: m.competitors.home.name },
    away: m.competitors.away && { name: m.competitors.away.name },
  },
  main_market: m.main_market && listMarket(m.main_market),
});

export interface MatchesPage {
  data: ListMatch[];
  pagination: TPagination;
}

export const fetchMatches = async (locale: string, params: MatchesParams): Promise<MatchesPage> => {
  const page = await api('GET /api/sportsbook/matches', { query: params, locale });
  return { data: page.data.map(toListMatch), pagination: page.pagination };
};

export const matchesQueryOptions = (locale: string, params: MatchesParams) =>
  queryOptions({
    queryKey: catalogueKeys.matches(locale, params),
    queryFn: () => fetchMatches(locale, params),
  });

export const useMatches = (locale: string, params: MatchesParams) =>
  useQuery(matchesQueryOptions(locale, params));
