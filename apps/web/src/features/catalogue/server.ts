export { getCategories, getSport, getSports, getTournaments, resolveSlug } from './api/server';
