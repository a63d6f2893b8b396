// @vitest-environment jsdom
import type { TSessionsInfoReply } from '@sportsbook/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabChannel } from '@/shared/tab-channel';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { sessionsInfoQueryOptions } from './queries';
import { RealityCheckModal } from './reality-check-modal';
import type { RealityCheckMessage } from './reality-sync';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockReset();
});

const due: TSessionsInfoReply = {
  period: 30,
  started_at: '2026-11-27T10:00:00.000Z',
  played_seconds: 3_720,
  results: [{ currency: 'EUR', staked: 2_500, returned: 1_000, net: -1_500 }],
  due: true,
  next_check_at: '2026-11-27T10:30:00.000Z',
  poll_ms: 30_000,
};

describe('the reality-check modal', () => {
  it('shows time played and the net result since sign-in', () => {
    const view = renderWithApp(<RealityCheckModal params={{}} onClose={() => {}} />, {
      player: aSignedInPlayer(),
    });
    view.queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, due);
    const figures = screen.getByTestId('reality-check-figures');
    return waitFor(() => {
      expect(figures.textContent).toContain('1 hour 2 minutes');
      expect(figures.textContent).toContain('Staked€25.00');
      expect(figures.textContent).toContain('Returned€10.00');
      expect(figures.textContent).toContain('Net result-€15.00');
    });
  });

  it("'Continue' acknowledges it and tells the other tabs to close it", async () => {
    const next = { ...due, due: false, next_check_at: '2026-11-27T11:32:00.000Z' };
    const calls = mockFetch(() => json(200, next));
    const heard: RealityCheckMessage[] = [];
    const stop = tabChannel<RealityCheckMessage>('reality-check').subscribe((m) => heard.push(m));
    const onClose = vi.fn();
    const view = renderWithApp(<RealityCheckModal params={{}} onClose={onClose} />, {
      player: aSignedInPlayer(),
    });
    view.queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, due);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', 'http://api.test/api/platform/player/sessions/continue'],
    ]);
    await waitFor(() => expect(heard).toEqual([{ type: 'close', info: next }]));
    expect(view.queryClient.getQueryData(sessionsInfoQueryOptions().queryKey)).toEqual(next);
    stop();
  });

  it("'See my bets' continues, then goes to the bets page", async () => {
    mockFetch(() => json(200, { ...due, due: false }));
    const view = renderWithApp(<RealityCheckModal params={{}} onClose={() => {}} />, {
      player: aSignedInPlayer(),
    });
    view.queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, due);
    await userEvent.click(screen.getByRole('button', { name: 'See my bets' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/bets'));
  });
});
