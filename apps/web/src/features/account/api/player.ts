import type { TPlayerProfile } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/client';
import { accountKeys } from './keys';

/** SPEC §7 GET /player: the anonymous profile (id null) without a session, 401 when it expired. */
export const fetchPlayer = (signal?: AbortSignal) =>
  apiFetch<TPlayerProfile>('/api/platform/player', { signal });

export const playerQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.player(),
    queryFn: ({ signal }) => fetchPlayer(signal),
    // The session changes only by this tab's own actions (sign-in, sign-out, 401) or a reload.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlayer = () => useQuery(playerQueryOptions());

/** What a visitor without a session is (the shape GET /player answers then). */
export const ANONYMOUS_PLAYER: TPlayerProfile = {
  id: null,
  name: null,
  first_name: null,
  last_name: null,
  nickname: null,
  email: null,
  phone: null,
  language: null,
  currency: null,
  is_logged_in: false,
  statuses: [],
  auth_fields_missed: [],
  country: null,
  serasa: { pve: false },
};
