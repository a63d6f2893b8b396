export { FavouriteMatches } from './components/favourite-matches';
export { MatchRow } from './components/match-row';
export { MatchHeader, MatchMarkets } from './components/match-view';
export { matchRef, OddsButton } from './components/odds-button';
export { PrefetchedMatchList, SportTypeMatchLists } from './components/prefetched-match-list';
export { SearchBox } from './components/search-box';
export { SportsMenu } from './components/sports-menu';
export { filtersToMatchesParams, filtersToSearch, parseFilters } from './filters';
