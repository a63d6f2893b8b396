export { getCategories, getSport, getSports, getTournaments, resolveSlug } from './api/server';
export { StartTimesByTournament } from './components/start-times-by-tournament';
