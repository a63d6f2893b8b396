// @vitest-environment jsdom
import { initialQuickBet } from '@sportsbook/betting';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { aSignedInPlayer, renderWithApp } from '@/test/render';
import { useQuickBetStore } from './quick-bet-mode';
import { QuickBetToggle } from './quick-bet-toggle';

beforeEach(() => {
  useQuickBetStore.setState({ quickBet: { ...initialQuickBet, isEnabled: true, currency: 'EUR' } });
});
afterEach(() => cleanup());

it('the quick-bet stake refuses what is not an amount and a third decimal, saying why', async () => {
  renderWithApp(<QuickBetToggle />, { player: aSignedInPlayer() });
  const user = userEvent.setup();
  const stake = screen.getByLabelText('Quick-bet stake (EUR)') as HTMLInputElement;

  await user.type(stake, 'x');
  expect(stake.value).toBe('');
  expect(screen.getByRole('alert').textContent).toBe('Enter an amount in digits, like 5 or 2.50.');

  await user.type(stake, '2.505');
  expect(stake.value).toBe('2.50');
  expect(screen.getByRole('alert').textContent).toBe('EUR amounts have at most 2 decimals.');
  expect(useQuickBetStore.getState().quickBet.stake).toBe(250);
});
