/** Test data factories for the bets feature (`aPlacedBet({ status: 'done' })`); not used by the app. */
import type { TBet, TBetSelection } from '@sportsbook/contract';
import type { BetsFilter, BetsPage } from './api/bets';

let next = 1;

export function aBetSelection(overrides: Partial<TBetSelection> = {}): TBetSelection {
  const n = next++;
  return {
    id: `s${n}`,
    status: 'open',
    match: {
      id: 100 + n,
      urn_id: `sr:match:${100 + n}`,
      slug: `home-${n}-away-${n}`,
      name: `Home ${n} vs Away ${n}`,
      home: `Home ${n}`,
      away: `Away ${n}`,
      start_time: '2030-01-01T12:00:00.000Z',
      status: 0,
      sport_key: 'football',
      tournament_name: 'League',
      score: null,
    },
    market_id: 1,
    market_name: '1x2',
    specifier: '',
    outcome_id: '1',
    outcome_name: `Home ${n}`,
    odds: 2000,
    provider: 'betradar',
    ...overrides,
  };
}

export function aPlacedBet(overrides: Partial<TBet> = {}): TBet {
  const n = next++;
  return {
    id: `bet-${n}`,
    type: 'single',
    ref: `B-${String(n).padStart(6, '0')}`,
    status: 'waiting_results',
    stake: { value: 1000, currency: 'EUR', subunits: 2 },
    win_amount: 0,
    odds: 2000,
    selections: [aBetSelection()],
    created_at: '2030-01-01T10:00:00.000Z',
    settled_at: null,
    result: 'no_results',
    to_cashout: 900,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    potential_win_amount: 2000,
    freebet_stake: null,
    custom_odds: null,
    bonus_odds: null,
    jackpots: [],
    ...overrides,
  };
}

export const aFilter = (overrides: Partial<BetsFilter> = {}): BetsFilter => ({
  status: 'all',
  result: 'all',
  page: 1,
  limit: 500,
  ...overrides,
});

export const aPage = (data: TBet[]): BetsPage => ({
  data,
  pagination: { total: data.length, page: 1, limit: 500, last_page: 1 },
});
