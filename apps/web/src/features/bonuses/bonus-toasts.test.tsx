// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { BonusToasts } from './bonus-toasts';
import { useBonusToasts } from './toast-store';

afterEach(() => {
  cleanup();
  useBonusToasts.getState().clear();
});

it('shows one card per bonus type; a click opens the details', async () => {
  mockFetch((url) =>
    url.endsWith('/bonuses/freebets/b-2')
      ? json(404, { code: 404, message: 'error.bonus.not_found', data: {} })
      : json(200, []),
  );
  renderWithApp(<BonusToasts />, { player: aSignedInPlayer() });
  act(() => {
    const { push } = useBonusToasts.getState();
    push({ id: 'b-1', type: 'freebet_all_win', name: 'Free bet €5' });
    push({ id: 'b-2', type: 'freebet_all_win', name: 'Free bet €10' });
    push({ id: 'c-1', type: 'comboboost', name: 'Combo boost' });
  });
  const cards = await screen.findAllByTestId('bonus-toast');
  expect(cards.map((card) => card.textContent)).toEqual([
    expect.stringContaining('Free bet €10'),
    expect.stringContaining('Combo boost'),
  ]);
  await userEvent.setup().click(screen.getByText('Free bet €10'));
  expect(await screen.findByRole('dialog')).toBeTruthy();
  expect(screen.getAllByTestId('bonus-toast')).toHaveLength(1);
});

it('shows nothing to a signed-out visitor and keeps no card for the next player', async () => {
  mockFetch(() => json(200, []));
  renderWithApp(<BonusToasts />);
  act(() => useBonusToasts.getState().push({ id: 'b-1', type: 'lootbox', name: 'Lootbox' }));
  expect(screen.queryByTestId('bonus-toast')).toBeNull();
  await expect.poll(() => useBonusToasts.getState().toasts).toEqual([]);
});
