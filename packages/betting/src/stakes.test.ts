import { describe, expect, it } from 'vitest';
import { recommendedStakes, stakeChips, stakesFor } from './stakes';

describe('recommended stakes (SPEC §5)', () => {
  it('are always four values, padded with 0', () => {
    expect(recommendedStakes([100, 200])).toEqual([100, 200, 0, 0]);
    expect(recommendedStakes(undefined)).toEqual([0, 0, 0, 0]);
  });
});

describe('quick-stake chips per currency', () => {
  const table = { EUR: [500, 1000, 2500, 5000], BTC: [10_000, 50_000, 100_000, 0] };

  it("are the currency's own row of the table, zeros left out", () => {
    expect(stakeChips(table, 'BTC')).toEqual([10_000, 50_000, 100_000]);
    expect(stakeChips(table, 'EUR')).toEqual([500, 1000, 2500, 5000]);
  });

  it('are none for a currency without a row, never another currency’s amounts', () => {
    expect(stakeChips(table, 'USDT')).toEqual([]);
  });
});

describe('recommended stakes of a currency', () => {
  const table = { EUR: [500, 1000], BTC: [10_000, 50_000, 100_000, 500_000] };

  it.each([
    ['EUR', [500, 1000, 0, 0]],
    ['BTC', [10_000, 50_000, 100_000, 500_000]],
    ['USDT', [0, 0, 0, 0]],
    ['toString', [0, 0, 0, 0]],
  ])('%s → %j: its own row padded with 0, zeros without a row', (currency, expected) => {
    expect(stakesFor(table, currency)).toEqual(expected);
  });
});
