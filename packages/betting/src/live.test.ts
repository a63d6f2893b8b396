import { describe, expect, it } from 'vitest';
import { applyBalanceChanged, applyBetChanged, applyCashoutChanged } from './live';

describe('live updates', () => {
  type Bet = { id: number; status: string; is_vip?: boolean; to_cashout?: number };
  const bets: Bet[] = [
    { id: 1, status: 'submitted', is_vip: true, to_cashout: 100 },
    { id: 2, status: 'waiting_results', to_cashout: 50 },
  ];

  it('a VIP bet that is rejected is removed', () => {
    expect(applyBetChanged(bets, { id: 1, status: 'rejected', is_vip: true })).toEqual([bets[1]]);
    expect(applyBetChanged(bets, { id: 3, status: 'rejected', is_vip: true })).toEqual(bets);
  });

  it('any other bet is merged', () => {
    const next = applyBetChanged(bets, { id: 2, status: 'rejected' });
    expect(next[1]).toEqual({ id: 2, status: 'rejected', to_cashout: 50 });
    expect(next[0]).toBe(bets[0]);
    expect(applyBetChanged(bets, { id: 3, status: 'submitted' }).map((b) => b.id)).toEqual([3, 1, 2]);
  });

  it('cashout value updates per bet', () => {
    const next = applyCashoutChanged(bets, { bet_id: 2, to_cashout: 75 });
    expect(next.map((b) => b.to_cashout)).toEqual([100, 75]);
    expect(next[0]).toBe(bets[0]);
  });

  it('account balance updates per currency', () => {
    const accounts = [
      { currency: 'EUR', balance: 10 },
      { currency: 'BTC', balance: 1 },
    ];
    expect(applyBalanceChanged(accounts, { currency: 'BTC', balance: 2 })).toEqual([
      accounts[0],
      { currency: 'BTC', balance: 2 },
    ]);
  });
});
