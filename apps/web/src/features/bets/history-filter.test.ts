import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_FILTER, historyQuery, parseHistoryFilter } from './history-filter';

describe('bets history filters in the URL', () => {
  it('reads status, result and page', () => {
    expect(parseHistoryFilter(new URLSearchParams('status=settled&result=win&page=3'))).toEqual({
      status: 'settled',
      result: 'win',
      page: 3,
    });
  });

  it('falls back to all/all/1 for anything unknown', () => {
    expect(parseHistoryFilter(new URLSearchParams('status=lost&result=x&page=-2'))).toEqual(
      DEFAULT_HISTORY_FILTER,
    );
    expect(parseHistoryFilter(new URLSearchParams('page=1.5'))).toEqual(DEFAULT_HISTORY_FILTER);
  });

  it('leaves defaults out of the query and keeps other parameters (SPEC §2: empty values remove the parameter)', () => {
    expect(historyQuery(new URLSearchParams('status=open&x=1'), DEFAULT_HISTORY_FILTER)).toBe('?x=1');
    expect(historyQuery(new URLSearchParams(''), { status: 'open', result: 'all', page: 2 })).toBe(
      '?status=open&page=2',
    );
  });
});
