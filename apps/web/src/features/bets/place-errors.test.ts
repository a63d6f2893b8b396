import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { errorsByBet, PLACE_BETS_DEFAULT, placeFailure, refusalMessage } from './place-errors';

const known = new Set(['error.place_bets.insufficient_funds', 'sb.ticket.suspended.label']);
const isKnown = (key: string) => known.has(key);

const refusal = (code: number, message: string, data: Record<string, unknown> = {}) =>
  new ApiError(400, { code, message, data });

describe('a refused placement (SPEC §8)', () => {
  it('shows the localized message when the server sends one', () => {
    expect(refusalMessage({ code: 104, message: 'x', localized_message: 'Nicht genug Geld' }, isKnown)).toBe(
      'Nicht genug Geld',
    );
  });

  it('ignores a "localized" message that is only the key again (the server had no translation)', () => {
    expect(
      refusalMessage(
        {
          code: 104,
          message: 'error.place_bets.insufficient_funds',
          localized_message: 'error.place_bets.insufficient_funds',
        },
        isKnown,
      ),
    ).toBe('error.place_bets.insufficient_funds');
  });

  it('codes 101, 120 and 114 give their SPEC keys', () => {
    expect(refusalMessage({ code: 101, message: 'whatever' }, isKnown)).toBe('error.place_bets.invalid_odds');
    expect(refusalMessage({ code: 120 }, isKnown)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(refusalMessage({ code: 114 }, isKnown)).toBe('error.platform.pve_player_bet_forbidden');
  });

  it('uses a server message this site can translate, else error.place_bets.default', () => {
    expect(refusalMessage({ code: 104, message: 'error.place_bets.insufficient_funds' }, isKnown)).toBe(
      'error.place_bets.insufficient_funds',
    );
    expect(refusalMessage({ code: 103, message: 'error.something.new' }, isKnown)).toBe(PLACE_BETS_DEFAULT);
  });

  it('puts per-bet messages under the slip bets they came from', () => {
    const error = refusal(104, 'error.place_bets.insufficient_funds', {
      errors_by_bet: {
        '1': { code: 104, message: 'error.place_bets.insufficient_funds', localized_message: '' },
      },
    });
    const failure = placeFailure(error, [0, 2], isKnown);
    expect(failure.kind).toBe('failed');
    if (failure.kind !== 'failed') return;
    expect(failure.event.code).toBe(104);
    expect(errorsByBet(failure.event.details)).toEqual({ 2: 'error.place_bets.insufficient_funds' });
    expect(failure.event.selections).toBeUndefined();
  });

  it("hands a custom bet's new price to the bet, not to its selections (120)", () => {
    const leg = (index: number, market: number) => ({
      index,
      match_id: 7,
      market_id: market,
      specifier: '',
      outcome_id: '1',
      odds: 3870,
      active: true,
    });
    const error = refusal(120, 'error.place_bets.invalid_odds_custom_bet', {
      errors_by_bet: {
        '0': {
          code: 120,
          message: 'error.place_bets.invalid_odds_custom_bet',
          localized_message: 'The price of your bet builder has changed.',
          selections: [leg(0, 1), leg(1, 18)],
        },
      },
    });
    const failure = placeFailure(error, [1], isKnown);
    if (failure.kind !== 'failed') throw new Error('expected a refusal');
    expect(failure.event.code).toBe(120);
    expect(failure.event.customOdds).toEqual([{ betIndex: 1, odds: 3870 }]);
    expect(failure.event.selections).toBeUndefined();
    expect(errorsByBet(failure.event.details)).toEqual({ 1: 'The price of your bet builder has changed.' });
  });

  it('hands the current odds of the changed selections to the slip (101)', () => {
    const error = refusal(101, 'error.place_bets.invalid_odds', {
      errors_by_bet: {
        '0': {
          code: 101,
          message: 'error.place_bets.invalid_odds',
          localized_message: 'The odds changed',
          selections: [
            { index: 0, match_id: 7, market_id: 1, specifier: '', outcome_id: '2', odds: 1850, active: true },
            {
              index: 1,
              match_id: 8,
              market_id: 1,
              specifier: '',
              outcome_id: '1',
              odds: null,
              active: false,
            },
          ],
        },
      },
    });
    const failure = placeFailure(error, [0], isKnown);
    if (failure.kind !== 'failed') throw new Error('expected a failure');
    expect(failure.event.message).toBe('error.place_bets.invalid_odds');
    expect(errorsByBet(failure.event.details)).toEqual({ 0: 'The odds changed' });
    expect(failure.event.selections).toEqual([
      { matchId: 7, marketId: 1, specifier: '', outcomeId: '2', odds: 1850, active: true },
      { matchId: 8, marketId: 1, specifier: '', outcomeId: '1', odds: null, active: false },
    ]);
  });

  it('a 401 is the end of the session, not a refusal', () => {
    expect(placeFailure(new ApiError(401, null), [0], isKnown)).toEqual({ kind: 'unauthorized' });
  });

  it('a failure without an answer carries no code (the machine resets and raises the global error)', () => {
    const failure = placeFailure(new TypeError('Failed to fetch'), [0], isKnown);
    expect(failure).toEqual({ kind: 'failed', event: { type: 'place_failed' } });
  });

  it('an answer without a body keeps its HTTP status as the code', () => {
    const failure = placeFailure(new ApiError(502, null), [0], isKnown);
    expect(failure.kind === 'failed' && failure.event.code).toBe(502);
    expect(failure.kind === 'failed' && failure.event.message).toBe(PLACE_BETS_DEFAULT);
  });
});
