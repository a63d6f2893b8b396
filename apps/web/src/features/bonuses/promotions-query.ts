import type { TPlayerBonus } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * The campaigns shown in promotion: a visitor's list when signed out, the player's own statuses
 * when in. Apart from the page's client module, so the server can prefetch it.
 */
export const promotionsQueryOptions = (locale: string, signedIn: boolean) =>
  queryOptions({
    // The bonuses feature's key prefix (queries.ts), so a redeemed code refreshes it too.
    queryKey: ['bonuses', 'promotions', locale, signedIn] as const,
    queryFn: async ({ signal }): Promise<TPlayerBonus[]> =>
      (await api('GET /api/sportsbook/promotions', { locale, signal })).data,
  });
