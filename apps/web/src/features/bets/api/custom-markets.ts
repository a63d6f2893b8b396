import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { betsKeys } from './keys';

/** SPEC §7 GET /v3/bets/custom/markets/{matchId}: the match's bet-builder markets (one page of up to 500). */
export const fetchCustomMarkets = (locale: string, matchId: number, signal?: AbortSignal) =>
  api('GET /api/sportsbook/v3/bets/custom/markets/:matchId', { params: { matchId }, locale, signal }).then(
    (reply) => reply.data,
  );

export const customMarketsQueryOptions = (locale: string, matchId: number) =>
  queryOptions({
    queryKey: betsKeys.customMarkets(locale, matchId),
    queryFn: ({ signal }) => fetchCustomMarkets(locale, matchId, signal),
    // Prices and suspensions come from the match's live markets; this list only says what can be picked.
    staleTime: 60_000,
  });

/** Only when the site has the bet builder on (settings `custom_bet_enabled`). */
export const useCustomMarkets = (locale: string, matchId: number, enabled: boolean) =>
  useQuery({ ...customMarketsQueryOptions(locale, matchId), enabled });
