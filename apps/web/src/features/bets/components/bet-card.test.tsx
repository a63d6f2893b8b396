// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { aBetSelection, aPlacedBet } from '../test-support';
import { BetCard } from './bet-card';

afterEach(cleanup);

it('a boosted combo shows its boost and the odds it is paid at', () => {
  renderWithApp(
    <BetCard
      bet={aPlacedBet({
        type: 'combo',
        odds: 3_400,
        selections: [aBetSelection(), aBetSelection(), aBetSelection()],
        bonus: { id: 'demo-comboboost', type: 'comboboost', odds: 1_050 },
        bonus_odds: 1_050,
      })}
    />,
  );
  expect(screen.getByTestId('bet-bonus').textContent).toBe('Combo boost: +5%');
  // 3.40 × 1.05 = 3.57.
  expect(screen.getByTestId('bet-boosted-odds').textContent).toBe('Boosted odds: 3.57');
});

it('a freebet says its kind and no boost; a bet without a bonus says neither', () => {
  renderWithApp(
    <BetCard bet={aPlacedBet({ bonus: { id: 'fb-1', type: 'freebet_only_win' }, freebet_stake: 500 })} />,
  );
  expect(screen.getByTestId('bet-bonus').textContent).toBe('Freebet: winnings only');
  expect(screen.queryByTestId('bet-boosted-odds')).toBeNull();
  cleanup();
  renderWithApp(<BetCard bet={aPlacedBet()} />);
  expect(screen.queryByTestId('bet-bonus')).toBeNull();
});
