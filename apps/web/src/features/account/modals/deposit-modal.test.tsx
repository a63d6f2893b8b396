// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalHost, registerModal, useModalStore } from '@/features/modals';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { DepositModal } from './deposit-modal';
import { SignInModal } from './sign-in-modal';

registerModal('signIn', SignInModal);
registerModal('deposit', DepositModal);

beforeEach(() => window.history.replaceState(null, '', '/en?modal=deposit'));
afterEach(() => {
  cleanup();
  useModalStore.setState({ current: null });
});

describe('?modal=deposit (issue 18)', () => {
  it('asks a visitor to sign in first, then opens the deposit once signed in', async () => {
    const calls = mockFetch((url) => {
      if (url.endsWith('/api/platform/users/sign-in')) return json(200, { player: aSignedInPlayer() });
      if (url.endsWith('/api/platform/player/accounts')) return json(200, [{ currency: 'EUR', balance: 0 }]);
      return json(404, null);
    });
    renderWithApp(<ModalHost />);
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull();
    expect(window.location.search).toBe('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    await waitFor(() => expect(signIn.isConnected).toBe(false));
    expect(calls.some((call) => call.url.endsWith('/sign-in'))).toBe(true);
  });

  it('opens the deposit at once for a signed-in player', async () => {
    mockFetch(() => json(404, null));
    renderWithApp(<ModalHost />, {
      player: aSignedInPlayer(),
      accounts: [{ currency: 'EUR', balance: 0 }],
    });
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  });
});
