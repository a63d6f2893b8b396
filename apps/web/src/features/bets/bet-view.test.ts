import { describe, expect, it } from 'vitest';
import { betAmount, betOutcomeKey, canCashOut, isOpenBet, outcomeTone, placedBetTitle } from './bet-view';
import { aBetSelection, aPlacedBet } from './test-support';

describe('a placed bet as the player reads it', () => {
  it('is open while waiting for results, and settled once resulted or refused', () => {
    expect(isOpenBet(aPlacedBet({ status: 'waiting_results' }))).toBe(true);
    expect(isOpenBet(aPlacedBet({ status: 'submitted' }))).toBe(true);
    expect(isOpenBet(aPlacedBet({ status: 'done', result: 'win_entire' }))).toBe(false);
    expect(isOpenBet(aPlacedBet({ status: 'rejected' }))).toBe(false);
    expect(isOpenBet(aPlacedBet({ status: 'cashed_out', result: 'cashed_out' }))).toBe(false);
  });

  it('offers cash out only for an open bet with a value above 0', () => {
    expect(canCashOut(aPlacedBet({ to_cashout: 900 }))).toBe(true);
    expect(canCashOut(aPlacedBet({ to_cashout: null }))).toBe(false);
    expect(canCashOut(aPlacedBet({ to_cashout: 0 }))).toBe(false);
    expect(canCashOut(aPlacedBet({ to_cashout: 900, status: 'cashout_in_progress' }))).toBe(false);
    expect(canCashOut(aPlacedBet({ to_cashout: 900, status: 'done', result: 'lose_entire' }))).toBe(false);
  });

  it('labels the result once resulted, else what is happening to the bet', () => {
    expect(betOutcomeKey(aPlacedBet({ status: 'done', result: 'win_entire' }))).toBe('win_entire');
    expect(betOutcomeKey(aPlacedBet({ status: 'submitted' }))).toBe('pending');
    expect(betOutcomeKey(aPlacedBet({ status: 'rejected' }))).toBe('rejected');
    expect(betOutcomeKey(aPlacedBet({ status: 'waiting_results' }))).toBe('open');
    expect(outcomeTone('win_entire')).toBe('up');
    expect(outcomeTone('lose_entire')).toBe('down');
    expect(outcomeTone('open')).toBe('neutral');
    expect(outcomeTone('cashed_out')).toBe('neutral');
  });

  it('titles combos by selections per line and systems by their win count (SPEC §4)', () => {
    const three = [aBetSelection(), aBetSelection(), aBetSelection()];
    expect(placedBetTitle(aPlacedBet({ type: 'combo', selections: three }))).toBe('trebles');
    expect(
      placedBetTitle(
        aPlacedBet({
          type: 'system',
          selections: three,
          system: { id: '2/3', win_count: 2, total_count: 3 },
        }),
      ),
    ).toBe('doubles');
    expect(placedBetTitle(aPlacedBet({ type: 'single' }))).toBeNull();
  });

  it('shows the potential win while open and the win amount once settled', () => {
    expect(betAmount(aPlacedBet({ potential_win_amount: 2500 }))).toEqual({
      kind: 'potentialWin',
      value: 2500,
    });
    expect(betAmount(aPlacedBet({ status: 'done', result: 'lose_entire', win_amount: 0 }))).toEqual({
      kind: 'win',
      value: 0,
    });
  });
});
