import type { TCustomBetRequest } from '@sportsbook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { betsKeys } from './keys';

export type CustomSelection = TCustomBetRequest['selections'][number];

/** `${market_id}|${specifier}|${outcome_id}`: how the calculation names an outcome in `unavailable`. */
export const customLegKey = (s: Pick<CustomSelection, 'market_id' | 'specifier' | 'outcome_id'>): string =>
  `${s.market_id}|${s.specifier}|${s.outcome_id}`;

/**
 * SPEC §7 POST /v3/bets/custom/calculate: the price of the selections of one match taken together
 * (or why there is none), and the outcomes of the match that can no longer join them.
 */
export const calculateCustomBet = (
  selections: readonly CustomSelection[],
  deviceId: string,
  locale: string,
  signal?: AbortSignal,
) =>
  api('POST /api/sportsbook/v3/bets/custom/calculate', {
    body: { meta: { device_id: deviceId }, selections },
    locale,
    signal,
  });

/**
 * One calculation per set of selections. A new set makes the previous one unused, and TanStack
 * Query aborts an unused query's request (it reads `signal`), so a stale answer never lands.
 */
export const customCalculationQueryOptions = (
  locale: string,
  matchId: number,
  selections: readonly CustomSelection[],
  deviceId: () => string,
) =>
  queryOptions({
    queryKey: betsKeys.customCalculation(locale, matchId, selections.map(customLegKey)),
    queryFn: ({ signal }) => calculateCustomBet(selections, deviceId(), locale, signal),
    staleTime: 5_000,
    gcTime: 30_000,
  });

/** The calculation of the selections; none for no selection. The last answer stays while the next loads. */
export const useCustomCalculation = (
  locale: string,
  matchId: number,
  selections: readonly CustomSelection[],
  deviceId: () => string,
) =>
  useQuery({
    ...customCalculationQueryOptions(locale, matchId, selections, deviceId),
    enabled: selections.length > 0,
    placeholderData: keepPreviousData,
  });
