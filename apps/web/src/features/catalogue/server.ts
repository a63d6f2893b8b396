export { getCategories, getSport, getSports, getTournaments, resolveSlug } from './api/server';
export { EventsFilter } from './components/events-filter';
export { StartTimesByTournament } from './components/start-times-by-tournament';
