// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { json, mockFetch, renderWithApp } from '@/test/render';
import { ShareButton } from './share-button';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

it('links to the home page, not to the player’s own page it was shared from', async () => {
  window.history.replaceState(null, '', '/en/bets?status=settled');
  mockFetch(() => json(200, { code: 'AB12CD' }));
  renderWithApp(<ShareButton bets={() => []} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
  const link = (await screen.findByLabelText('Link to this bet')) as HTMLInputElement;
  expect(link.value).toBe(`${window.location.origin}/en?betcode=AB12CD`);
});
