/** Query keys of the catalogue, written once. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  sports: (locale: string) => [...catalogueKeys.all, 'sports', locale] as const,
  matches: (locale: string, params: object) => [...catalogueKeys.all, 'matches', locale, params] as const,
  match: (locale: string, id: number) => [...catalogueKeys.all, 'match', locale, id] as const,
  markets: (locale: string, id: number) => [...catalogueKeys.all, 'markets', locale, id] as const,
  counters: (locale: string, params: object) => [...catalogueKeys.all, 'counters', locale, params] as const,
  search: (locale: string, q: string) => [...catalogueKeys.all, 'search', locale, q] as const,
  categories: (locale: string, sportKey: string) =>
    [...catalogueKeys.all, 'categories', locale, sportKey] as const,
  tournaments: (locale: string, sportKey: string) =>
    [...catalogueKeys.all, 'tournaments', locale, sportKey] as const,
};
