import { describe, expect, it } from 'vitest';
import { initialQuickBet } from './initial-states';
import type { SlipSelection } from './model';
import { type QuickBet, type QuickBetEvent, quickBetReducer } from './quick-bet';
import { aSelection, odds } from './test-support';
import { minor } from './units';
import type { ValidationContext } from './validation';

const validation: ValidationContext = { currency: { code: 'EUR', fiat: true } };
const run = (events: QuickBetEvent[], from: QuickBet = initialQuickBet): QuickBet =>
  events.reduce(quickBetReducer, from);
const ready = run([
  { type: 'toggle' },
  { type: 'set_currency', currency: 'EUR' },
  { type: 'set_stake', stake: minor(500) },
  { type: 'approve' },
]);
const live = aSelection({ matchId: 900, matchStatus: 1, odds: 2000 });
const placeOn = (
  selection: SlipSelection | null = live,
  patch: Partial<Extract<QuickBetEvent, { type: 'place' }>> = {},
): QuickBetEvent => ({
  type: 'place',
  selection,
  isLoggedIn: true,
  isPve: false,
  validation,
  ...patch,
});

describe('quick bet', () => {
  it('an empty bet resets', () => {
    const failed = { ...ready, state: 'error' as const, error: 'x' };
    expect(quickBetReducer(failed, placeOn(null))).toMatchObject({
      state: 'initial',
      error: null,
      bet: null,
    });
  });

  it('not logged in triggers sign-in', () => {
    const next = quickBetReducer(ready, placeOn(live, { isLoggedIn: false }));
    expect(next.effects).toEqual([{ type: 'sign_in' }]);
    expect(next.state).toBe('initial');
  });

  it('a pve player gets error.platform.pve_player_bet_forbidden', () => {
    const next = quickBetReducer(ready, placeOn(live, { isPve: true }));
    expect(next).toMatchObject({ state: 'error', error: 'error.platform.pve_player_bet_forbidden' });
  });

  it('placing proceeds only when approved', () => {
    const unapproved = { ...ready, isApproved: false };
    expect(quickBetReducer(unapproved, placeOn())).toBe(unapproved);
  });

  it('placing proceeds only when not already processing', () => {
    const busy = quickBetReducer(ready, placeOn());
    expect(busy.state).toBe('processing');
    const again = quickBetReducer(busy, placeOn());
    expect(again.state).toBe('processing');
    expect(again.effects).toEqual([]);
  });

  it('a restrictions check may reopen the slip with the bet, quick mode then off', () => {
    const warn: ValidationContext = {
      ...validation,
      limits: { oddsLimit: { value: odds(1500), action: 'warn' } },
    };
    const next = quickBetReducer(ready, placeOn(live, { validation: warn }));
    expect(next.isEnabled).toBe(false);
    expect(next.effects).toEqual([{ type: 'open_slip', selection: live, stake: 500 }]);
  });

  it('a restrictions check may error', () => {
    const reject: ValidationContext = {
      ...validation,
      limits: { maxStake: { fiat: { amount: minor(100) } } },
    };
    expect(quickBetReducer(ready, placeOn(live, { validation: reject }))).toMatchObject({
      state: 'error',
      error: 'error.validation.bet_limits.max_stake_limit_exceeded',
    });
  });

  it('if potential win is equal to or less than the stake it errors with error.potential_win.equal_or_less', () => {
    const flat = aSelection({ matchStatus: 1, odds: 1000 });
    expect(quickBetReducer(ready, placeOn(flat))).toMatchObject({
      state: 'error',
      error: 'error.potential_win.equal_or_less',
    });
  });

  it('otherwise it goes processing and sends the bet', () => {
    const next = quickBetReducer(ready, placeOn());
    expect(next.state).toBe('processing');
    expect(next.effects).toEqual([
      {
        type: 'send_quick_bet',
        bet: {
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: 900, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
        },
      },
    ]);
  });

  it('then success', () => {
    expect(run([placeOn(), { type: 'place_succeeded' }], ready).state).toBe('success');
  });

  it('or error', () => {
    expect(
      run([placeOn(), { type: 'place_failed', message: 'error.place_bets.invalid_odds' }], ready),
    ).toMatchObject({
      state: 'error',
      error: 'error.place_bets.invalid_odds',
    });
    expect(run([placeOn(), { type: 'place_failed' }], ready).error).toBe('error.place_bets.default');
  });

  it('results outside processing are ignored', () => {
    expect(quickBetReducer(ready, { type: 'place_succeeded' })).toBe(ready);
    expect(quickBetReducer(ready, { type: 'place_failed' })).toBe(ready);
  });

  it('uses the validation currency when no quick-bet currency is set', () => {
    const noCurrency = { ...ready, currency: null };
    const next = quickBetReducer(
      noCurrency,
      placeOn(live, { validation: { currency: { code: 'USD', fiat: true } } }),
    );
    expect(next.effects[0]).toMatchObject({ bet: { stake: { currency: 'USD' } } });
  });

  it('toggling flips enabled and clears approval', () => {
    const next = quickBetReducer(ready, { type: 'toggle' });
    expect(next).toMatchObject({ isEnabled: false, isApproved: false });
    expect(quickBetReducer(next, { type: 'toggle' }).isEnabled).toBe(true);
  });

  it('changing stake or currency clears approval', () => {
    expect(quickBetReducer(ready, { type: 'set_stake', stake: minor(600) }).isApproved).toBe(false);
    expect(quickBetReducer(ready, { type: 'set_currency', currency: 'USD' }).isApproved).toBe(false);
  });

  it('approval needs a stake above 0', () => {
    expect(run([{ type: 'set_stake', stake: minor(0) }, { type: 'approve' }], ready).isApproved).toBe(false);
    expect(run([{ type: 'set_stake', stake: minor(1) }, { type: 'approve' }], ready).isApproved).toBe(true);
  });

  it('in processing it clears selected outcomes', () => {
    const withPicks = { ...ready, selectedOutcomeIds: [live.id] };
    expect(quickBetReducer(withPicks, placeOn()).selectedOutcomeIds).toEqual([]);
  });

  describe('balance changes', () => {
    it('a balance below the quick-bet stake turns quick mode off', () => {
      expect(
        quickBetReducer(ready, { type: 'balance_changed', currency: 'EUR', balance: minor(499) }).isEnabled,
      ).toBe(false);
    });

    it('a balance at zero turns quick mode off', () => {
      const noStake = { ...ready, stake: minor(0) };
      expect(
        quickBetReducer(noStake, { type: 'balance_changed', currency: 'EUR', balance: minor(0) }).isEnabled,
      ).toBe(false);
    });

    it('enough balance, or another currency, keeps quick mode on', () => {
      expect(quickBetReducer(ready, { type: 'balance_changed', currency: 'EUR', balance: minor(500) })).toBe(
        ready,
      );
      expect(quickBetReducer(ready, { type: 'balance_changed', currency: 'USD', balance: minor(0) })).toBe(
        ready,
      );
    });
  });

  it('turning quick mode off', () => {
    const off = quickBetReducer(ready, { type: 'disable' });
    expect(off.isEnabled).toBe(false);
    expect(quickBetReducer(off, { type: 'disable' })).toBe(off);
  });

  it('reset returns to initial', () => {
    expect(run([placeOn(), { type: 'reset' }], ready)).toMatchObject({
      state: 'initial',
      bet: null,
      error: null,
    });
  });
});
