import type { TBetSettings } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export const settingsKeys = {
  all: ['settings'] as const,
  bet: () => [...settingsKeys.all, 'bet'] as const,
};

/** SPEC §7 GET /settings: the signed-in player's stakes, odds-accept mode and odds type. */
export const fetchBetSettings = (signal?: AbortSignal) => api('GET /api/sportsbook/settings', { signal });

/** SPEC §7 POST /settings: changes some of them; the reply is the whole settings. */
export const saveBetSettings = (update: Partial<TBetSettings>) =>
  api('POST /api/sportsbook/settings', { body: update });

export const betSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.bet(),
    queryFn: ({ signal }) => fetchBetSettings(signal),
    // Changed only by this player, through this app (written into the cache on save).
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Loaded with the session when logged in (SPEC §4 'Session': loading the user fetches the settings). */
export const useBetSettings = (enabled: boolean) => useQuery({ ...betSettingsQueryOptions(), enabled });
