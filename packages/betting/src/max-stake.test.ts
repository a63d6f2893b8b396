import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxStakeOf, maxStakeUnderPayout } from './max-stake';
import { MESSAGE_KEYS } from './messages';
import { type BetShape, betPotentialWin } from './model';
import { type Minor, minor, type Odds1000 } from './units';
import { type BetLimits, checkRestrictions } from './validation';

const EUR = { code: 'EUR', fiat: true };
const shape = (type: BetShape['type'], odds: readonly number[], winCount?: number): BetShape => ({
  type,
  selections: odds.map((o) => ({ odds: o as Odds1000 })),
  ...(winCount !== undefined && { system: { winCount, totalCount: odds.length } }),
});
const profit = (bet: BetShape, stake: number) => betPotentialWin({ ...bet, stake: minor(stake) }) - stake;
const refusedForPayout = (bet: BetShape, stake: number, payout: Minor) =>
  checkRestrictions(
    {
      ...bet,
      stake: minor(stake),
      selections: bet.selections.map((s, i) => ({
        ...s,
        id: String(i),
        matchId: i,
        provider: 'betradar',
        isSuspended: false,
      })),
    },
    { currency: EUR, limits: { payoutLimit: { amount: payout, action: 'reject' } } },
  ).errors.some((e) => e.key === MESSAGE_KEYS.payoutLimitExceeded);

describe('max stake under the payout limit', () => {
  it.each([
    // A system 2/3: its total odds (5.383) are rounded, so stake × (odds − 1) in floating point offers
    // 2,281,542, whose profit of 10,000,759 the payout rule then refuses.
    ['a 2/3 system', shape('system', [1500, 2500, 3100], 2), 10_000_000, 2_281_369],
    ['a 3/4 system', shape('system', [2050, 1730, 3400, 1660], 3), 10_000_000, 1_133_799],
    ['a single at 1.5', shape('single', [1500]), 100, 201],
    ['a combo', shape('combo', [2000, 3000]), 1000, 200],
    ['a custom bet', { ...shape('custom_bet', [2000, 3000]), customOdds: 4000 as Odds1000 }, 3000, 1000],
    ['a payout of 0', shape('single', [1500]), 0, 1],
  ])('%s: the largest stake within a payout of %i is %i', (_, bet, payout, expected) => {
    expect(maxStakeUnderPayout(bet, minor(payout))).toBe(expected);
    expect(profit(bet, expected)).toBeLessThanOrEqual(payout);
    expect(profit(bet, expected + 1)).toBeGreaterThan(payout);
  });

  it('sets no maximum for a bet that cannot make a profit', () => {
    expect(maxStakeUnderPayout(shape('single', [1000]), minor(100))).toBeNull();
    expect(maxStakeUnderPayout(shape('custom_bet', [2000]), minor(100))).toBeNull();
    expect(maxStakeUnderPayout(shape('system', [2000, 3000]), minor(100))).toBeNull();
  });

  const anyBet = fc.oneof(
    fc.integer({ min: 1001, max: 50_000 }).map((o) => shape('single', [o])),
    fc
      .array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 2, maxLength: 6 })
      .map((o) => shape('combo', o)),
    fc
      .array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 3, maxLength: 8 })
      .chain((o) => fc.integer({ min: 2, max: o.length - 1 }).map((k) => shape('system', o, k))),
  );

  it('agrees with the payout rule: the maximum passes it, one minor unit more is refused', () => {
    fc.assert(
      fc.property(anyBet, fc.integer({ min: 0, max: 100_000_000 }), (bet, payout) => {
        const max = maxStakeUnderPayout(bet, minor(payout));
        if (max === null) return profit(bet, 1_000_000_000) <= 0;
        return !refusedForPayout(bet, max, minor(payout)) && refusedForPayout(bet, max + 1, minor(payout));
      }),
    );
  });
});

describe('max stake of a bet', () => {
  const limits = (payoutAction: 'reject' | 'warn', currencyCode?: string): BetLimits => ({
    maxStake: { fiat: { amount: minor(50_000) } },
    payoutLimit: {
      amount: minor(1000),
      action: payoutAction,
      ...(currencyCode !== undefined && { currencyCode }),
    },
  });
  const single = shape('single', [1500]);

  it.each([
    ['the balance when it is the least', limits('reject'), 150, 150],
    ['the max-stake limit', { maxStake: { fiat: { amount: minor(700) } } }, 10_000, 700],
    ['the payout limit when it rejects', limits('reject'), 10_000, 2001],
    ['no payout maximum when the limit only warns', limits('warn'), 100_000, 50_000],
    ['no payout maximum from a limit of another currency', limits('reject', 'BTC'), 100_000, 50_000],
    ['the payout maximum of a limit in this currency', limits('reject', 'EUR'), 100_000, 2001],
    ['nothing from an empty balance', limits('reject'), 0, 0],
  ] as const)('is %s', (_, betLimits, balance, expected) => {
    expect(maxStakeOf(single, { currency: EUR, limits: betLimits }, minor(balance))).toBe(expected);
  });
});
