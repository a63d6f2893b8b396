import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Market ids of a race (the API's racecard says so): the winner, and a place in the first N. */
export const WIN_MARKET = 1100;
export const PLACE_MARKET = 1101;

export const racingKeys = {
  card: (id: number) => ['racing', 'card', id] as const,
};

/** A race's card: it does not change once published (the server caches it for five minutes). */
export const racecardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: racingKeys.card(id),
    queryFn: () => api('GET /api/sportsbook/matches/:id/racecard', { params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The runner number an outcome of a race market names (`runner:N`). */
export const runnerOf = (outcomeId: string): number | null => {
  const found = /^runner:(\d+)$/.exec(outcomeId);
  return found ? Number(found[1]) : null;
};
