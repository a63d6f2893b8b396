import type { TTournamentRatingReply } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/shared/api/client';

/**
 * A hunting tournament's rating (SPEC §7): a visitor's when signed out, with the player's own row
 * when in. Apart from the client modules, so the server can prefetch it; null when the operator
 * names no such tournament.
 */
export const ratingQueryOptions = (id: string, limit: number, signedIn: boolean) =>
  queryOptions({
    // The prefix of bonusesKeys.rating (queries.ts), which live pool changes write to.
    queryKey: ['bonuses', 'rating', id, limit, signedIn] as const,
    queryFn: async ({ signal }): Promise<TTournamentRatingReply | null> => {
      try {
        return await api('GET /api/sportsbook/bonuses/tournaments/:id/rating', {
          params: { id },
          query: { limit },
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
