// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { useModalStore } from '@/features/modals';
import { useNotices } from '@/shared/notices';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { favoritesKeys } from './api/favourites';
import { useFavoritesEnabled } from './favorites-session';
import { FavouriteStar } from './favourite-star';

afterEach(() => {
  cleanup();
  useFavoritesEnabled.setState({ enabled: false });
  useModalStore.setState({ current: null });
  useNotices.setState({ notices: [] });
});

/** Answers the server gives: the ids it holds, or a failure for the toggle. */
function aServer(toggle: 'ok' | 'fail') {
  let ids = [7];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = mockFetch(async (url, init) => {
    if (url.includes('/favourites/matches/ids')) return json(200, { type: 'matches', ids });
    if (url.includes('/favourites/matches/42')) {
      await held;
      if (toggle === 'fail')
        return json(500, { code: 500, message: 'global-error.default.description', data: {} });
      ids = init.method === 'DELETE' ? ids.filter((id) => id !== 42) : [42, ...ids];
      return json(200, { type: 'matches', ids });
    }
    return json(200, []);
  });
  return { calls, release };
}

it('marks at once, before the server answers, and keeps what the server says', async () => {
  const server = aServer('ok');
  useFavoritesEnabled.setState({ enabled: true });
  const { queryClient } = renderWithApp(<FavouriteStar type="matches" id={42} name="Arsenal vs Chelsea" />, {
    player: aSignedInPlayer(),
  });
  const star = await screen.findByRole('button', { name: 'Favourite: Arsenal vs Chelsea' });
  await waitFor(() => expect(queryClient.getQueryData(favoritesKeys.ids('matches'))).toEqual([7]));
  expect(star.getAttribute('aria-pressed')).toBe('false');
  await userEvent.setup().click(star);
  expect(star.getAttribute('aria-pressed')).toBe('true');
  await act(async () => server.release());
  await waitFor(() => expect(queryClient.getQueryData(favoritesKeys.ids('matches'))).toEqual([42, 7]));
  expect(star.getAttribute('aria-pressed')).toBe('true');
  expect(server.calls.find((c) => c.url.endsWith('/favourites/matches/42'))?.init.method).toBe('POST');
});

it('puts the star back and says so when the server fails', async () => {
  const server = aServer('fail');
  useFavoritesEnabled.setState({ enabled: true });
  renderWithApp(<FavouriteStar type="matches" id={42} name="Arsenal vs Chelsea" />, {
    player: aSignedInPlayer(),
  });
  const star = await screen.findByRole('button', { name: 'Favourite: Arsenal vs Chelsea' });
  await userEvent.setup().click(star);
  expect(star.getAttribute('aria-pressed')).toBe('true');
  await act(async () => server.release());
  await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  expect(useNotices.getState().notices.map((n) => n.title)).toEqual([{ key: 'favorites.toggleFailed' }]);
});

it("asks a visitor to sign in and loads no one's favourites", async () => {
  const { calls } = aServer('ok');
  renderWithApp(<FavouriteStar type="matches" id={42} name="Arsenal vs Chelsea" />);
  const star = screen.getByRole('button', { name: 'Favourite: Arsenal vs Chelsea' });
  // Not a toggle for a visitor: pressing it asks to sign in.
  expect(star.getAttribute('aria-pressed')).toBeNull();
  await userEvent.setup().click(star);
  expect(useModalStore.getState().current).toEqual({ name: 'signIn', params: {} });
  expect(calls.filter((c) => c.url.includes('/favourites'))).toEqual([]);
});
