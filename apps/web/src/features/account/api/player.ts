import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateStag } from '@/features/tracking';
import { api } from '@/shared/api/client';
import { accountKeys } from './keys';

/**
 * SPEC §7 GET /player: the anonymous profile (id null) without a session, 401 when it expired. With
 * the affiliate's `stag`, when the visitor came from one (SPEC §3 'Tracking').
 */
export const fetchPlayer = (signal?: AbortSignal) => {
  const stag = affiliateStag();
  return api('GET /api/platform/player', { signal, ...(stag && { query: { stag } }) });
};

export const playerQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.player(),
    queryFn: ({ signal }) => fetchPlayer(signal),
    // The session changes only by this tab's own actions (sign-in, sign-out, 401) or a reload.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlayer = () => useQuery(playerQueryOptions());

export { ANONYMOUS_PLAYER } from '@sportsbook/contract/light';
