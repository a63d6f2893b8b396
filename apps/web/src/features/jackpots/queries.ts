import type { TJackpot, TJackpotHit } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Query keys of the jackpots feature (DESIGN 'Front end': one key factory per feature). */
export const jackpotsKeys = {
  all: ['jackpots'] as const,
  list: (locale: string) => [...jackpotsKeys.all, 'list', locale] as const,
  unseenHits: () => [...jackpotsKeys.all, 'hits', 'unseen'] as const,
};

/** SPEC §9: jackpots refetched every 15 s, hits every 60 s. */
export const JACKPOTS_REFRESH_MS = 15_000;
export const HITS_REFRESH_MS = 60_000;

/** SPEC §8: jackpot fetch errors 400, 404 and 500 are not reported. */
const JACKPOT_UNREPORTED_STATUSES = [400, 404, 500] as const;

/** The running jackpots with their pools (SPEC §8: a 400, 404 or 500 here is not reported). */
export const jackpotsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: jackpotsKeys.list(locale),
    queryFn: async ({ signal }): Promise<TJackpot[]> =>
      (await api('GET /api/sportsbook/jackpots', { locale, signal })).data,
    refetchInterval: JACKPOTS_REFRESH_MS,
    staleTime: JACKPOTS_REFRESH_MS,
    meta: { unreportedStatuses: JACKPOT_UNREPORTED_STATUSES },
  });

/** The signed-in player's hits not shown yet (SPEC §4: approved or paid, unseen). */
export const unseenHitsQueryOptions = () =>
  queryOptions({
    queryKey: jackpotsKeys.unseenHits(),
    queryFn: async ({ signal }): Promise<TJackpotHit[]> =>
      (
        await api('GET /api/sportsbook/jackpot-hits', {
          query: { for_user: 'true', unseen: 'true', status: 'approved,paid', limit: 10 },
          signal,
        })
      ).data,
    refetchInterval: HITS_REFRESH_MS,
    staleTime: 0,
    meta: { unreportedStatuses: JACKPOT_UNREPORTED_STATUSES },
  });

/** Marks a hit seen: its modal is shown once. */
export async function markHitSeen(id: string): Promise<void> {
  await api('POST /api/sportsbook/jackpot-hits/:id/seen', { params: { id } });
}
