// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/features/modals';
import { aSignedInPlayer, renderWithApp } from '@/test/render';
import { FavoritesState } from './favorites-state';

afterEach(() => {
  cleanup();
  useModalStore.setState({ current: null });
});

describe('the favourites page (issue 18)', () => {
  it('tells a signed-in player they have no favourites yet, never to sign in', () => {
    renderWithApp(<FavoritesState />, { player: aSignedInPlayer(), accounts: [] });
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByText('Matches you mark as favourites will show up here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse matches' }).getAttribute('href')).toBe('/en');
    expect(screen.queryByText('Sign in to keep your favourite matches here.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('asks a visitor to sign in, and the button opens the sign-in modal', async () => {
    renderWithApp(<FavoritesState />);
    expect(screen.getByText('Sign in to keep your favourite matches here.')).toBeTruthy();
    expect(screen.queryByText('No favourites yet')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useModalStore.getState().current).toEqual({ name: 'signIn', params: {} });
  });
});
