export { countersQueryOptions } from './api/counters';
export { catalogueKeys } from './api/keys';
export { fetchMarkets, marketsQueryOptions, matchQueryOptions, useMarkets, useMatch } from './api/match';
export type { ListMatch, MatchesPage, MatchesParams } from './api/matches';
export { fetchMatches, toListMatch } from './api/matches';
export { applyHeadlineMarkets, applyMarketsChanged, applyMatchChanged } from './api/merge';
export { fetchSearch, isSearchable } from './api/search';
export { sportsQueryOptions } from './api/sports';
