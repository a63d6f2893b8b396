import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { accountKeys } from './keys';

/** SPEC §7 GET /player: the anonymous profile (id null) without a session, 401 when it expired. */
export const fetchPlayer = (signal?: AbortSignal) => api('GET /api/platform/player', { signal });

export const playerQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.player(),
    queryFn: ({ signal }) => fetchPlayer(signal),
    // The session changes only by this tab's own actions (sign-in, sign-out, 401) or a reload.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlayer = () => useQuery(playerQueryOptions());

export { ANONYMOUS_PLAYER } from '@sportsbook/contract/light';
