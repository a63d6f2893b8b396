import { createSelection, type Odds1000, type SlipBet } from '@sportsbook/betting';
import type { TMarket } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { slipEventsFromCache } from './slip-live';

const pick = (matchId: number, matchStatus: 0 | 1 = 0) =>
  createSelection({
    matchId,
    matchStatus,
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds: 2000 as Odds1000,
    provider: 'betradar',
    nameA: 'Home',
  });
const bets: SlipBet[] = [
  { type: 'combo', selections: [pick(7), pick(8, 1)], stake: 0 as SlipBet['stake'], stakeSource: 'stake' },
];
const list = (...matches: { id: number; status: number }[]) => ({ data: matches, pagination: {} });

describe('what the slip learns from the live-updated catalogue', () => {
  it('a listed match of the slip that finished', () => {
    const events = slipEventsFromCache(
      bets,
      ['catalogue', 'matches', 'en', {}],
      list({ id: 7, status: 4 }, { id: 99, status: 4 }),
      'none',
    );
    expect(events).toEqual([{ type: 'match_status_changed', matchId: 7, status: 4 }]);
  });

  it('the match page’s match going live', () => {
    expect(slipEventsFromCache(bets, ['catalogue', 'match', 'en', 7], { id: 7, status: 1 }, 'none')).toEqual([
      { type: 'match_status_changed', matchId: 7, status: 1 },
    ]);
  });

  it('nothing from an older copy: a live match is not taken back to prematch', () => {
    expect(
      slipEventsFromCache(bets, ['catalogue', 'matches', 'en', {}], list({ id: 8, status: 0 }), 'none'),
    ).toEqual([]);
  });

  it('a market withdrawn from the match’s market list closes its selections', () => {
    const other = { match_id: 7, id: 2, specifier: '', status: 1, outcomes: [] } as unknown as TMarket;
    const [event] = slipEventsFromCache(bets, ['catalogue', 'markets', 'en', 7], [other], 'none');
    expect(event).toMatchObject({
      type: 'markets_changed',
      markets: [{ marketId: 2 }, { matchId: 7, marketId: 1, specifier: '', status: 0, outcomes: [] }],
    });
  });

  it('nothing for other data or an empty slip', () => {
    expect(slipEventsFromCache(bets, ['catalogue', 'sports', 'en'], [], 'none')).toEqual([]);
    expect(slipEventsFromCache([], ['catalogue', 'match', 'en', 7], { id: 7, status: 4 }, 'none')).toEqual(
      [],
    );
  });
});
