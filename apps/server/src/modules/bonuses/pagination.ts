import type { TPagination } from '@sportsbook/contract';

/** SPEC §3 'Pagination' of a list reply. */
export const pagination = (total: number, page: number, limit: number): TPagination => ({
  total,
  page,
  limit,
  last_page: Math.max(1, Math.ceil(total / limit)),
});
