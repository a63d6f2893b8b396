import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from './messages';
import { recommendedStakes } from './stakes';
import { aBet, aSelection, odds } from './test-support';
import { minor } from './units';
import {
  type BetLimits,
  betLimitsFromWire,
  checkRestrictions,
  isBettingEnabled,
  isMaxStakeLookupSupported,
  maxStakeFor,
  type ValidationContext,
  validateBets,
} from './validation';

const EUR = { code: 'EUR', fiat: true };
const BTC = { code: 'BTC', fiat: false };
const context = (limits?: BetLimits, extra: Partial<ValidationContext> = {}): ValidationContext => ({
  currency: EUR,
  ...(limits !== undefined && { limits }),
  ...extra,
});
const keys = (result: { errors: readonly { key: string }[] }) => result.errors.map((e) => e.key);

describe('validation (SPEC §5)', () => {
  it('a slip with no bets is invalid', () => {
    const result = validateBets([], context());
    expect(result.ok).toBe(false);
    expect(keys(result)).toEqual([MESSAGE_KEYS.noBets]);
  });

  it('a valid single passes', () => {
    const result = validateBets([aBet('single', [aSelection({ odds: 2000 })], { stake: 100 })], context());
    expect(result).toEqual({ ok: true, errors: [], warnings: [] });
  });

  describe('1. selection limit', () => {
    const combo = aBet('combo', [aSelection(), aSelection(), aSelection()], { stake: 100 });

    it('rejects a selection count over the limit', () => {
      expect(keys(validateBets([combo], context({ selectionLimit: 2 })))).toEqual([
        'error.validation.bet_limits.selection_limit_exceeded',
      ]);
    });

    it('accepts a selection count at the limit', () => {
      expect(validateBets([combo], context({ selectionLimit: 3 })).ok).toBe(true);
    });
  });

  describe('2. odds limit', () => {
    const bet = aBet('combo', [aSelection({ odds: 3000 }), aSelection({ odds: 3000 })], { stake: 100 });

    it('rejects odds over the limit when the action is reject', () => {
      const result = validateBets([bet], context({ oddsLimit: { value: odds(8000), action: 'reject' } }));
      expect(keys(result)).toEqual(['error.validation.bet_limits.odds_limit_exceeded']);
    });

    it('accepts odds over the limit with a warning when the action is warn', () => {
      const result = validateBets([bet], context({ oddsLimit: { value: odds(8000), action: 'warn' } }));
      expect(result.ok).toBe(true);
      expect(result.warnings).toEqual([
        {
          key: 'warning.validation.bet_limits.odds_limit_exceeded.title',
          descriptionKey: 'warning.validation.bet_limits.odds_limit_exceeded.description',
          betIndex: 0,
        },
      ]);
    });

    it('accepts odds at the limit', () => {
      expect(validateBets([bet], context({ oddsLimit: { value: odds(9000), action: 'reject' } })).ok).toBe(
        true,
      );
    });
  });

  describe('3. max stake', () => {
    const bet = (stake: number) => aBet('single', [aSelection()], { stake });

    it('rejects a stake over the max stake', () => {
      const limits = { maxStake: { fiat: { amount: minor(500) } } };
      expect(keys(validateBets([bet(501)], context(limits)))).toEqual([
        'error.validation.bet_limits.max_stake_limit_exceeded',
      ]);
      expect(validateBets([bet(500)], context(limits)).ok).toBe(true);
    });

    it('takes the max stake of the currency code first, else by the fiat flag', () => {
      const limits: BetLimits = {
        maxStake: {
          fiat: { amount: minor(500), currencyCode: 'EUR' },
          crypto: { amount: minor(70), currencyCode: 'BTC' },
          byCurrency: { USD: minor(900) },
        },
      };
      expect(maxStakeFor(limits, { code: 'USD', fiat: true })).toBe(900);
      expect(maxStakeFor(limits, EUR)).toBe(500);
      expect(maxStakeFor(limits, BTC)).toBe(70);
      expect(keys(validateBets([bet(100)], { limits, currency: BTC }))).toEqual([
        MESSAGE_KEYS.maxStakeLimitExceeded,
      ]);
    });

    it('leaves a limit named in another currency to the server', () => {
      const limits: BetLimits = { maxStake: { fiat: { amount: minor(500), currencyCode: 'EUR' } } };
      expect(maxStakeFor(limits, { code: 'GBP', fiat: true })).toBeNull();
      expect(maxStakeFor(undefined, EUR)).toBeNull();
    });
  });

  describe('4. payout limit', () => {
    // stake 1000 at 3.00: potential win 3000, profit 2000.
    const bet = aBet('single', [aSelection({ odds: 3000 })], { stake: 1000 });

    it('rejects a profit over the payout limit when the action is reject', () => {
      const limits: BetLimits = {
        payoutLimit: { amount: minor(1999), action: 'reject', currencyCode: 'EUR' },
      };
      expect(keys(validateBets([bet], context(limits)))).toEqual([
        'error.validation.bet_limits.payout_limit_exceeded',
      ]);
    });

    it('warns on a profit over the payout limit when the action is warn', () => {
      const limits: BetLimits = { payoutLimit: { amount: minor(1999), action: 'warn' } };
      const result = validateBets([bet], context(limits));
      expect(result.ok).toBe(true);
      expect(result.warnings.map((w) => [w.key, w.descriptionKey])).toEqual([
        [
          'warning.validation.bet_limits.payout_limit_exceeded.title',
          'warning.validation.bet_limits.payout_limit_exceeded.description',
        ],
      ]);
    });

    it('accepts a profit equal to the payout limit', () => {
      const limits: BetLimits = { payoutLimit: { amount: minor(2000), action: 'reject' } };
      expect(validateBets([bet], context(limits)).ok).toBe(true);
    });

    it('does not compare a payout limit named in another currency', () => {
      const limits: BetLimits = { payoutLimit: { amount: minor(1), action: 'reject', currencyCode: 'USD' } };
      expect(validateBets([bet], context(limits)).ok).toBe(true);
    });
  });

  it('says the limit each exceeded restriction has', () => {
    const bet = aBet('combo', [aSelection({ odds: 5000 }), aSelection({ odds: 5000 })], { stake: 1000 });
    const limits: BetLimits = {
      selectionLimit: 1,
      oddsLimit: { value: odds(10_000), action: 'reject' },
      maxStake: { fiat: { amount: minor(10) } },
      payoutLimit: { amount: minor(100), action: 'reject' },
    };
    expect(
      validateBets([bet], context(limits))
        .errors.slice(0, 4)
        .map((e) => e.limit),
    ).toEqual([1, 10_000, 10, 100]);
  });

  it('reports the restrictions in SPEC order', () => {
    const bet = aBet('combo', [aSelection({ odds: 5000 }), aSelection({ odds: 5000 })], { stake: 1000 });
    const limits: BetLimits = {
      selectionLimit: 1,
      oddsLimit: { value: odds(10_000), action: 'reject' },
      maxStake: { fiat: { amount: minor(10) } },
      payoutLimit: { amount: minor(100), action: 'reject' },
    };
    expect(keys(validateBets([bet], context(limits)))).toEqual([
      MESSAGE_KEYS.selectionLimitExceeded,
      MESSAGE_KEYS.oddsLimitExceeded,
      MESSAGE_KEYS.maxStakeLimitExceeded,
      MESSAGE_KEYS.payoutLimitExceeded,
    ]);
    expect(checkRestrictions(bet, context(limits)).errors.every((e) => e.betIndex === undefined)).toBe(true);
  });

  describe('combo or system', () => {
    it('rejects two selections from the same match in a combo', () => {
      const a = aSelection({ matchId: 42, marketId: 1 });
      const b = aSelection({ matchId: 42, marketId: 18, specifier: 'total=2.5' });
      const result = validateBets([aBet('combo', [a, b, aSelection()], { stake: 100 })], context());
      expect(result.errors).toEqual([
        { key: MESSAGE_KEYS.sameMatch, betIndex: 0, selectionId: b.id, selectionIds: [a.id, b.id] },
      ]);
    });

    it('names every selection of each match that appears twice', () => {
      const a = aSelection({ matchId: 1 });
      const b = aSelection({ matchId: 2 });
      const c = aSelection({ matchId: 1, outcomeId: '2' });
      const d = aSelection({ matchId: 2, outcomeId: '2' });
      const [error] = validateBets([aBet('combo', [a, b, c, d], { stake: 100 })], context()).errors;
      expect(error?.selectionIds).toEqual([a.id, c.id, b.id, d.id]);
    });

    it('rejects two selections from the same match in a system', () => {
      const list = [aSelection({ matchId: 9 }), aSelection({ matchId: 9, outcomeId: '2' }), aSelection()];
      expect(keys(validateBets([aBet('system', list, { stake: 300 })], context()))).toEqual([
        MESSAGE_KEYS.sameMatch,
      ]);
    });

    it('rejects oddin selections in a system', () => {
      const list = [1, 2, 3].map(() => aSelection({ provider: 'oddin' }));
      expect(keys(validateBets([aBet('system', list, { stake: 300 })], context()))).toEqual([
        MESSAGE_KEYS.oddinInSystem,
      ]);
      expect(validateBets([aBet('combo', list, { stake: 300 })], context()).ok).toBe(true);
    });
  });

  it('rejects selections from different providers mixed in one bet', () => {
    const odd = aSelection({ provider: 'betconstruct' });
    const result = validateBets([aBet('combo', [aSelection(), odd], { stake: 100 })], context());
    expect(result.errors).toEqual([{ key: MESSAGE_KEYS.mixedProviders, betIndex: 0, selectionId: odd.id }]);
  });

  describe('custom bets', () => {
    const match = 77;
    const custom = (...suspended: boolean[]) =>
      aBet(
        'custom_bet',
        suspended.map((isSuspended, i) =>
          aSelection({ matchId: match, marketId: i + 1, isSuspended, isCustom: true }),
        ),
        { stake: 100, customOdds: odds(3000) },
      );

    it('need at least 2 non-suspended selections', () => {
      expect(keys(validateBets([custom(false, true)], context()))).toEqual([
        MESSAGE_KEYS.customBetMinSelections,
      ]);
      expect(validateBets([custom(false, false)], context()).ok).toBe(true);
    });

    it('may hold one selection where single custom bets are allowed', () => {
      expect(validateBets([custom(false)], context(undefined, { allowSingleCustomBet: true })).ok).toBe(true);
      expect(validateBets([custom(false)], context()).ok).toBe(false);
    });
  });

  it('rejects a potential win equal to or less than the stake', () => {
    const bet = aBet('single', [aSelection({ odds: 1000 })], { stake: 100 });
    expect(keys(validateBets([bet], context()))).toEqual(['error.potential_win.equal_or_less']);
  });

  it('rejects a stake of 0 or less', () => {
    expect(keys(validateBets([aBet('single', [aSelection()], { stake: 0 })], context()))).toEqual([
      MESSAGE_KEYS.stakeNotPositive,
    ]);
    expect(keys(validateBets([aBet('single', [aSelection()], { stake: -1 })], context()))).toEqual([
      MESSAGE_KEYS.stakeNotPositive,
    ]);
  });

  it('checks each bet of a multi-single separately', () => {
    const bets = [
      aBet('single', [aSelection({ odds: 2000 })], { stake: 100 }),
      aBet('single', [aSelection({ odds: 2000 })], { stake: 600 }),
      aBet('single', [aSelection({ odds: 1000 })], { stake: 100 }),
    ];
    const result = validateBets(bets, context({ maxStake: { fiat: { amount: minor(500) } } }));
    expect(result.errors).toEqual([
      { key: MESSAGE_KEYS.maxStakeLimitExceeded, betIndex: 1, limit: 500 },
      { key: MESSAGE_KEYS.potentialWinEqualOrLess, betIndex: 2 },
    ]);
  });
});

describe('bet limits from the wire', () => {
  it('reads the settings shape', () => {
    const limits = betLimitsFromWire({
      max_stake: {
        fiat: { amount: 100_000, currency_code: 'EUR' },
        crypto: { amount: 5_000_000, currency_code: 'BTC' },
        by_currency: { USD: { amount: 120_000 } },
      },
      payout_limit: { amount: 10_000_000, action: 'warn', currency_code: 'EUR' },
      selection_limit: 20,
      odds_limit: { value: 1_000_000, action: 'reject' },
    });
    expect(limits).toEqual({
      maxStake: {
        fiat: { amount: 100_000, currencyCode: 'EUR' },
        crypto: { amount: 5_000_000, currencyCode: 'BTC' },
        byCurrency: { USD: 120_000 },
      },
      payoutLimit: { amount: 10_000_000, action: 'warn', currencyCode: 'EUR' },
      selectionLimit: 20,
      oddsLimit: { value: 1_000_000, action: 'reject' },
    });
  });
});

describe('other rules of SPEC §5', () => {
  it('supports the max-stake lookup only when all selections are betradar (or oddin where enabled)', () => {
    const radar = aSelection();
    const oddin = aSelection({ provider: 'oddin' });
    expect(isMaxStakeLookupSupported([radar], { oddinEnabled: false })).toBe(true);
    expect(isMaxStakeLookupSupported([radar, oddin], { oddinEnabled: false })).toBe(false);
    expect(isMaxStakeLookupSupported([radar, oddin], { oddinEnabled: true })).toBe(true);
    expect(
      isMaxStakeLookupSupported([aSelection({ provider: 'betconstruct' })], { oddinEnabled: true }),
    ).toBe(false);
    expect(isMaxStakeLookupSupported([], { oddinEnabled: true })).toBe(false);
  });

  it('enables betting only if at least one provider status is active', () => {
    expect(isBettingEnabled({ betradar: 'inactive', oddin: 'active' })).toBe(true);
    expect(isBettingEnabled({ betradar: 'inactive' })).toBe(false);
    expect(isBettingEnabled({})).toBe(false);
  });

  it('always gives four recommended stakes, padded with 0', () => {
    expect(recommendedStakes([100, 500])).toEqual([100, 500, 0, 0]);
    expect(recommendedStakes([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(recommendedStakes(undefined)).toEqual([0, 0, 0, 0]);
  });
});
