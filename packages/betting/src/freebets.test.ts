import { describe, expect, it } from 'vitest';
import {
  FREEBET_KEYS,
  type FreebetBet,
  type FreebetRules,
  freebetProblem,
  freebetReturn,
  slipPotentialWin,
} from './freebets';
import { emptyBet } from './model';
import type { Settlement } from './settlement';
import { aSelection } from './test-support';
import { type Minor, minor, type Odds1000 } from './units';

const stake = minor(1000);
const settled = (result: Settlement['result'], payout: number): Settlement => ({
  result,
  payout: payout as Minor,
});

describe('freebetReturn', () => {
  it.each([
    // variant, result, payout, cash, restoreUse, refundFreebet
    ['all_win', 'win_entire', 2500, 2500, false, 0],
    ['all_win', 'lose_entire', 0, 0, false, 0],
    ['all_win', 'canceled', 1000, 0, true, 0],
    ['all_win', 'refund_entire', 1000, 0, true, 0],
    ['all_win', 'refund_half_win_other', 1750, 1750, false, 0],
    ['all_win', 'refund_half_lose_other', 500, 500, false, 0],
    ['only_win', 'win_entire', 2500, 1500, false, 0],
    ['only_win', 'lose_entire', 0, 0, false, 0],
    ['only_win', 'canceled', 1000, 0, true, 0],
    ['only_win', 'refund_half_win_other', 1750, 750, false, 0],
    ['only_win', 'refund_half_lose_other', 500, 0, false, 0],
    ['no_risk', 'win_entire', 2500, 2500, false, 0],
    ['no_risk', 'lose_entire', 0, 0, false, 1000],
    ['no_risk', 'canceled', 1000, 1000, true, 0],
    ['no_risk', 'refund_half_lose_other', 500, 500, false, 500],
    ['no_risk', 'refund_half_win_other', 1750, 1750, false, 0],
  ] as const)('%s %s (payout %d) pays %d cash', (variant, result, payout, cash, restoreUse, refund) => {
    expect(freebetReturn(variant, stake, settled(result, payout))).toEqual({
      cash,
      restoreUse,
      refundFreebet: refund,
    });
  });

  it('boosts only the winnings, rounded down', () => {
    const boost = 1500 as Odds1000;
    expect(freebetReturn('all_win', stake, settled('win_entire', 2333), boost).cash).toBe(1000 + 1999);
    expect(freebetReturn('only_win', stake, settled('win_entire', 2333), boost).cash).toBe(1999);
    expect(freebetReturn('only_win', stake, settled('refund_half_lose_other', 500), boost).cash).toBe(0);
  });

  it('is exact for large amounts', () => {
    const big = minor(1_000_000_000_000);
    const out = freebetReturn('only_win', big, settled('win_entire', 5_000_000_000_007), 2999 as Odds1000);
    expect(out.cash).toBe(Number((4_000_000_000_007n * 2999n) / 1000n));
  });
});

describe('freebetProblem', () => {
  const rules: FreebetRules = {
    variant: 'all_win',
    amount: 500,
    currency: 'EUR',
    min_odds: 1500,
    max_odds: 10_000,
    selections_from: 1,
    selections_to: 3,
    match_status: 'prematch',
    events: { sport_ids: [1, 2] },
  };
  const pick = { sportId: 1, categoryId: 10, tournamentId: 100, matchId: 1000, live: false };
  const bet: FreebetBet = { type: 'single', stake: 500, currency: 'EUR', odds: 2000, selections: [pick] };

  it.each([
    ['a fitting bet', {}, {}, null],
    ['a system', { type: 'system' }, {}, FREEBET_KEYS.betType],
    ['another currency', { currency: 'USD' }, {}, FREEBET_KEYS.currency],
    ['another stake', { stake: 400 }, {}, FREEBET_KEYS.stake],
    ['a no-risk stake up to the amount', { stake: 400 }, { variant: 'no_risk' }, null],
    ['a no-risk stake above the amount', { stake: 600 }, { variant: 'no_risk' }, FREEBET_KEYS.stake],
    ['odds below the minimum', { odds: 1400 }, {}, FREEBET_KEYS.odds],
    ['odds above the maximum', { odds: 10_001 }, {}, FREEBET_KEYS.odds],
    [
      'too many selections',
      { type: 'combo', selections: [pick, pick, pick, pick] },
      {},
      FREEBET_KEYS.selections,
    ],
    [
      'a live match for a prematch freebet',
      { selections: [{ ...pick, live: true }] },
      {},
      FREEBET_KEYS.matchStatus,
    ],
    ['a live match for any', { selections: [{ ...pick, live: true }] }, { match_status: 'any' }, null],
    ['another sport', { selections: [{ ...pick, sportId: 3 }] }, {}, FREEBET_KEYS.events],
  ] as const)('%s', (_name, betChange, rulesChange, expected) => {
    expect(
      freebetProblem({ ...rules, ...rulesChange } as FreebetRules, { ...bet, ...betChange } as FreebetBet),
    ).toBe(expected);
  });
});

describe('slipPotentialWin', () => {
  const bet = { ...emptyBet('single', [aSelection({ odds: 2500 as Odds1000 })]), stake: minor(500) };
  it('is the return, less the stake for an only-win freebet', () => {
    expect(slipPotentialWin(bet)).toBe(1250);
    expect(
      slipPotentialWin({ ...bet, bonus: { id: 'b', type: 'freebet_all_win', amount: minor(500) } }),
    ).toBe(1250);
    expect(
      slipPotentialWin({ ...bet, bonus: { id: 'b', type: 'freebet_only_win', amount: minor(500) } }),
    ).toBe(750);
  });

  it('adds a comboboost’s bonus odds to the return', () => {
    expect(slipPotentialWin({ ...bet, bonus: { id: 'c', type: 'comboboost', odds: 1100 as Odds1000 } })).toBe(
      1375,
    );
  });
});
