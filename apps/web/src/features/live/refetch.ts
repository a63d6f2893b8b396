import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/catalogue/queries';

/** What `public:{lang}` feeds (ARCHITECTURE 'Real-time'): every match list and match of the language. */
export const publicFeeds = (locale: string): QueryKey[] => [
  [...catalogueKeys.all, 'matches', locale],
  [...catalogueKeys.all, 'match', locale],
];

/** What `match:{lang}:{id}` feeds: the match and its markets. */
export const matchFeeds = (locale: string, matchId: number): QueryKey[] => [
  catalogueKeys.match(locale, matchId),
  catalogueKeys.markets(locale, matchId),
];

/**
 * After publications were missed and not recovered: what is on screen is fetched again now, the rest
 * is marked stale and fetched when it is next shown.
 */
export function refetchFed(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
