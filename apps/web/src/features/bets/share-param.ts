/** SPEC §2: the query parameter that carries a shared bet code (apart, so a page can look for it cheaply). */
export const BET_CODE_PARAM = 'betcode';
