import { describe, expect, it } from 'vitest';
import { filtersToMatchesParams, filtersToSearch, parseFilters } from './filters';

describe('event-list filters in the URL (SPEC §2)', () => {
  it('reads comma-separated values as lists', () => {
    expect(parseFilters({ sport: 'football,tennis' }).sport).toEqual(['football', 'tennis']);
  });

  it('drops empty values', () => {
    expect(parseFilters({ sport: '', time: '', date: '', sortBy: '' })).toEqual({
      time: undefined,
      sortBy: undefined,
      date: undefined,
      sport: undefined,
      page: undefined,
      isBettable: undefined,
    });
    expect(filtersToSearch({ sport: [], page: 1 })).toBe('');
  });

  it('ignores values it does not know', () => {
    const filters = parseFilters({
      time: 'forever',
      sortBy: 'random',
      date: '2026-13-45',
      page: '-3',
      sport: '<script>',
    });
    expect(filters).toMatchObject({
      time: undefined,
      sortBy: undefined,
      date: undefined,
      page: undefined,
      sport: undefined,
    });
  });

  it('writes filters back in a stable order', () => {
    expect(
      filtersToSearch({
        time: '3h',
        sortBy: 'priority',
        sport: ['football', 'tennis'],
        page: 2,
        isBettable: true,
      }),
    ).toBe('?time=3h&sortBy=priority&sport=football%2Ctennis&page=2&isBettable=true');
  });

  it('maps a time window to start_from and start_to from the given instant', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const params = filtersToMatchesParams({ time: '3h' }, now);
    expect(params.start_from).toBe('2026-11-25T12:00:00.000Z');
    expect(params.start_to).toBe('2026-11-25T15:00:00.000Z');
  });

  it('maps a date to that UTC day, from now on', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(filtersToMatchesParams({ date: '2026-11-26' }, now)).toMatchObject({
      start_from: '2026-11-26T00:00:00.000Z',
      start_to: '2026-11-27T00:00:00.000Z',
    });
    expect(filtersToMatchesParams({ date: '2026-11-25' }, now).start_from).toBe('2026-11-25T12:00:00.000Z');
  });
});
