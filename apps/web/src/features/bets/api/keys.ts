import type { BetsFilter } from './bets';

/** Query keys of the bets feature, in one place (DESIGN 'Front end': one key factory per feature). */
export const betsKeys = {
  all: ['bets'] as const,
  lists: () => [...betsKeys.all, 'list'] as const,
  list: (locale: string, filter: BetsFilter) => [...betsKeys.lists(), locale, filter] as const,
  customMarkets: (locale: string, matchId: number) =>
    [...betsKeys.all, 'custom', 'markets', locale, matchId] as const,
  /** `legs`: the selections' keys, in the order they were picked. */
  customCalculation: (locale: string, matchId: number, legs: readonly string[]) =>
    [...betsKeys.all, 'custom', 'calculate', locale, matchId, legs] as const,
};
