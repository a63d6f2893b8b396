import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { accountKeys } from './keys';

/** SPEC §7 GET /player/accounts: one account per currency (balance in minor units). */
export const fetchAccounts = (signal?: AbortSignal) => api('GET /api/platform/player/accounts', { signal });

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.accounts(),
    queryFn: ({ signal }) => fetchAccounts(signal),
    // Refetched when `balance_changed` says a balance moved (balance-hint.ts).
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAccounts = (enabled: boolean) => useQuery({ ...accountsQueryOptions(), enabled });
