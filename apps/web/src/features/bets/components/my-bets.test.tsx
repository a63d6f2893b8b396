// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotices } from '@/shared/notices';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { applyBetChanged, applyCashoutChanged } from '../cache';
import { aPage, aPlacedBet } from '../test-support';
import { MyBets } from './my-bets';

const signedIn = { player: aSignedInPlayer(), accounts: [{ currency: 'EUR', balance: 10_000 }] };

beforeEach(() => useNotices.setState({ notices: [] }));
afterEach(() => cleanup());

describe('My Bets (SPEC §2 panel tab)', () => {
  it('asks a visitor to sign in and loads nothing', () => {
    const calls = mockFetch(() => json(500, null));
    renderWithApp(<MyBets />);
    expect(screen.getByText('Sign in to see your bets.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists the open bets with the live cash-out value, confirms, and cashes out', async () => {
    const bet = aPlacedBet({ ref: 'B-OPEN01', to_cashout: 900 });
    const calls = mockFetch((url, init) => {
      if (url.includes('/v3/bets/cashout'))
        return json(200, {
          ...bet,
          status: 'cashed_out',
          result: 'cashed_out',
          win_amount: 1150,
          to_cashout: null,
        });
      if (url.includes('/v3/bets?')) return json(200, aPage([bet]));
      return json(404, { init });
    });
    const { queryClient } = renderWithApp(<MyBets />, signedIn);
    const list = await screen.findByRole('list', { name: 'Open bets' });
    expect(calls.some((c) => c.url.includes('status=open'))).toBe(true);
    expect(within(list).getByText('Ref. B-OPEN01')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Cash out €9.00' })).toBeTruthy();

    // bet_cashout_changed over the player channel
    act(() => applyCashoutChanged(queryClient, { bet_id: bet.id, to_cashout: 1150 }));
    const user = userEvent.setup();
    await user.click(await within(list).findByRole('button', { name: 'Cash out €11.50' }));
    expect(screen.getByText('Cash out this bet for €11.50?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm €11.50' }));

    await waitFor(() => expect(screen.queryByText('Ref. B-OPEN01')).toBeNull());
    const cashout = calls.find((c) => c.url.endsWith('/v3/bets/cashout'));
    expect(JSON.parse(String(cashout?.init.body))).toEqual({ bet_id: bet.id, to_cashout: 1150 });
    expect(useNotices.getState().notices[0]?.title).toEqual({
      key: 'bets.cashout.done',
      values: { amount: '€11.50' },
    });
    expect(screen.getByText('You have no open bets.')).toBeTruthy();
  });

  it('a moved cash-out value is refused: the list is read again and the player told', async () => {
    const bet = aPlacedBet({ to_cashout: 900 });
    let reads = 0;
    mockFetch((url) => {
      if (url.includes('/v3/bets/cashout'))
        return json(400, { code: 400, message: 'error.cashout.value_changed', data: {} });
      reads++;
      return json(200, aPage([{ ...bet, to_cashout: reads > 1 ? 700 : 900 }]));
    });
    renderWithApp(<MyBets />, signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cash out €9.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €9.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The cash-out value changed. Check the new value and try again.',
    );
    expect(await screen.findByRole('button', { name: 'Cash out €7.00' })).toBeTruthy();
  });

  it('a settled bet leaves the list when bet_changed says so', async () => {
    const bet = aPlacedBet({ ref: 'B-SETTLE' });
    mockFetch(() => json(200, aPage([bet])));
    const { queryClient } = renderWithApp(<MyBets />, signedIn);
    await screen.findByText('Ref. B-SETTLE');
    act(() => applyBetChanged(queryClient, { ...bet, status: 'done', result: 'lose_entire' }));
    await waitFor(() => expect(screen.queryByText('Ref. B-SETTLE')).toBeNull());
  });
});
