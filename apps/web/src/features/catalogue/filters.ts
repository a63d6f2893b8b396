import { MatchStatus } from '@sportsbook/contract/light';
import type { MatchesParams } from './api/matches';

/** SPEC §2 event-list filters, as they live in the URL. */
export interface EventFilters {
  time?: '3h' | '12h' | '24h';
  sortBy?: 'start_time' | 'priority';
  /** YYYY-MM-DD (UTC day). */
  date?: string;
  /** Sport keys. */
  sport?: string[];
  page?: number;
  isBettable?: boolean;
}

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** Comma-separated values are lists; empty values remove the parameter (SPEC §2). */
const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function parseFilters(search: Search): EventFilters {
  const time = first(search.time);
  const sortBy = first(search.sortBy);
  const date = first(search.date);
  const page = Number(first(search.page));
  const sport = list(search.sport).filter((key) => /^[a-z0-9-]{1,64}$/.test(key));
  return {
    time: time === '3h' || time === '12h' || time === '24h' ? time : undefined,
    sortBy: sortBy === 'start_time' || sortBy === 'priority' ? sortBy : undefined,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined,
    sport: sport.length > 0 ? sport : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : undefined,
    isBettable: first(search.isBettable) === 'true' ? true : undefined,
  };
}

export function filtersToSearch(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.time) params.set('time', filters.time);
  if (filters.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.date) params.set('date', filters.date);
  if (filters.sport?.length) params.set('sport', filters.sport.join(','));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.isBettable) params.set('isBettable', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

const HOURS = { '3h': 3, '12h': 12, '24h': 24 } as const;

/** The /matches query of a filtered upcoming list. `now` is an argument so the mapping is pure. */
export function filtersToMatchesParams(filters: EventFilters, now: number, pageSize = 50): MatchesParams {
  let start_from: string | undefined;
  let start_to: string | undefined;
  if (filters.date) {
    const day = Date.parse(`${filters.date}T00:00:00Z`);
    start_from = new Date(Math.max(day, now)).toISOString();
    start_to = new Date(day + 86_400_000).toISOString();
  } else if (filters.time) {
    start_from = new Date(now).toISOString();
    start_to = new Date(now + HOURS[filters.time] * 3_600_000).toISOString();
  }
  return {
    type: 'match',
    match_status: [MatchStatus.prematch],
    sport_key: filters.sport?.length === 1 ? filters.sport[0] : undefined,
    sort_by: filters.sortBy ?? 'start_time',
    start_from,
    start_to,
    bettable: filters.isBettable,
    page: filters.page ?? 1,
    limit: pageSize,
  };
}
