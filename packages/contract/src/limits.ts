/** SPEC §2/§5: a search query is 3 to 50 characters. */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;
