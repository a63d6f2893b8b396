import { BET_LIST_RESULTS, BET_LIST_STATUSES, type BetListResult, type BetListStatus } from './api/bets';

/** Bets per page of the history page. SPEC §9's 500 is the API read size; a page a person reads is shorter. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilter {
  status: BetListStatus;
  result: BetListResult;
  page: number;
}

export const DEFAULT_HISTORY_FILTER: HistoryFilter = { status: 'all', result: 'all', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The history filters of a URL's query (status, result, page); anything unknown falls back to the default. */
export function parseHistoryFilter(params: URLSearchParams): HistoryFilter {
  const page = Number(params.get('page'));
  return {
    status: oneOf(BET_LIST_STATUSES, params.get('status'), 'all'),
    result: oneOf(BET_LIST_RESULTS, params.get('result'), 'all'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query for a filter: defaults are left out (SPEC §2: empty values remove the parameter), other
 * parameters of the URL are kept.
 */
export function historyQuery(current: URLSearchParams, filter: HistoryFilter): string {
  const next = new URLSearchParams(current);
  for (const key of ['status', 'result', 'page'] as const) next.delete(key);
  if (filter.status !== 'all') next.set('status', filter.status);
  if (filter.result !== 'all') next.set('result', filter.result);
  if (filter.page !== 1) next.set('page', String(filter.page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
