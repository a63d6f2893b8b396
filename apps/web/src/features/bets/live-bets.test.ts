import { describe, expect, it } from 'vitest';
import { mergeBetChanged, mergeCashoutChanged } from './live-bets';
import { aFilter, aPage, aPlacedBet } from './test-support';

describe('bet_changed merged into a cached list (SPEC §4 "Live updates")', () => {
  it('replaces the bet it names and keeps the others', () => {
    const [a, b] = [aPlacedBet(), aPlacedBet()];
    const page = aPage([a, b]);
    const changed = { ...a, status: 'ready_to_process' as const };
    const next = mergeBetChanged(page, changed, aFilter());
    expect(next).not.toBe('stale');
    expect(next !== 'stale' && next.data).toEqual([changed, b]);
    expect(next !== 'stale' && next.data[1]).toBe(b);
  });

  it('removes a VIP bet that is rejected', () => {
    const vip = aPlacedBet({ is_vip: true, status: 'submitted' });
    const next = mergeBetChanged(aPage([vip]), { ...vip, status: 'rejected' }, aFilter());
    expect(next !== 'stale' && next.data).toEqual([]);
    expect(next !== 'stale' && next.pagination.total).toBe(0);
  });

  it('merges a rejected bet that is not VIP', () => {
    const bet = aPlacedBet({ status: 'submitted' });
    const next = mergeBetChanged(aPage([bet]), { ...bet, status: 'rejected' }, aFilter());
    expect(next !== 'stale' && next.data[0]?.status).toBe('rejected');
  });

  it('a settled bet leaves the open list', () => {
    const bet = aPlacedBet();
    const settled = { ...bet, status: 'done' as const, result: 'win_entire' as const, win_amount: 2000 };
    const next = mergeBetChanged(aPage([bet]), settled, aFilter({ status: 'open' }));
    expect(next !== 'stale' && next.data).toEqual([]);
  });

  it('a new open bet goes on top of the first page', () => {
    const old = aPlacedBet();
    const fresh = aPlacedBet();
    const next = mergeBetChanged(aPage([old]), fresh, aFilter({ status: 'open' }));
    expect(next !== 'stale' && next.data.map((b) => b.id)).toEqual([fresh.id, old.id]);
    expect(next !== 'stale' && next.pagination.total).toBe(2);
  });

  it('asks for a refetch when it cannot tell where a new bet goes', () => {
    const settled = aPlacedBet({ status: 'done', result: 'lose_entire' });
    expect(mergeBetChanged(aPage([]), settled, aFilter({ status: 'settled' }))).toBe('stale');
    expect(mergeBetChanged(aPage([]), aPlacedBet(), aFilter({ page: 2 }))).toBe('stale');
  });

  it('leaves a list alone when the bet does not belong to it', () => {
    const page = aPage([]);
    expect(mergeBetChanged(page, aPlacedBet(), aFilter({ status: 'settled' }))).toBe(page);
    expect(mergeBetChanged(page, aPlacedBet(), aFilter({ result: 'win' }))).toBe(page);
  });

  it('keeps the same page object when nothing changed', () => {
    const bet = aPlacedBet();
    const page = aPage([bet]);
    expect(mergeBetChanged(page, bet, aFilter())).toBe(page);
  });
});

describe('bet_cashout_changed', () => {
  it('updates the cash-out value of the bet it names', () => {
    const [a, b] = [aPlacedBet({ to_cashout: 900 }), aPlacedBet()];
    const next = mergeCashoutChanged(aPage([a, b]), { bet_id: a.id, to_cashout: 1150 });
    expect(next.data[0]?.to_cashout).toBe(1150);
    expect(next.data[1]).toBe(b);
  });

  it('a null value withdraws cash out', () => {
    const a = aPlacedBet({ to_cashout: 900 });
    expect(
      mergeCashoutChanged(aPage([a]), { bet_id: a.id, to_cashout: null }).data[0]?.to_cashout,
    ).toBeNull();
  });

  it('keeps the page when the bet is not on it or the value is the same', () => {
    const a = aPlacedBet({ to_cashout: 900 });
    const page = aPage([a]);
    expect(mergeCashoutChanged(page, { bet_id: 'other', to_cashout: 1 })).toBe(page);
    expect(mergeCashoutChanged(page, { bet_id: a.id, to_cashout: 900 })).toBe(page);
  });
});
