// @vitest-environment jsdom
import { initialTicket } from '@sportsbook/betting';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_PANEL, usePanelStore, useSlipStore } from '@/features/betslip';
import { useModalStore } from '@/features/modals';
import { reportError } from '@/shared/reporting/report';
import { json, mockFetch, renderWithApp } from '@/test/render';
import { ShareRestore } from './share-restore';

vi.mock('@/shared/reporting/report', () => ({ reportError: vi.fn() }));

const shared = {
  bets: [
    {
      stake: 500,
      currency: 'EUR',
      subunits: 2,
      bet_type: 'single',
      system_type: null,
      selections: [
        {
          match_id: 11,
          market_id: 1,
          specifier: '',
          outcome_id: '1',
          match_urn_id: 'sr:match:11',
          match_slug: 'a-b',
          match_status: 0,
          home: 'A',
          away: 'B',
          category_name: 'England',
          sport_key: 'football',
          provider: 'betradar',
          market_name: '1x2',
          outcome_name: 'A',
          odds: 2100,
          active: true,
        },
      ],
    },
  ],
};

const at = (search: string) => window.history.replaceState(null, '', `/en/football${search}`);
const modal = () => useModalStore.getState().current;

beforeEach(() => {
  useSlipStore.setState({ ticket: initialTicket });
  usePanelStore.setState({ panel: INITIAL_PANEL });
  useModalStore.setState({ current: null });
});
afterEach(() => cleanup());

describe('share restore (SPEC §4 "Share restore")', () => {
  it('sets the shared bets in the slip, opens it on the bet slip tab and removes the code', async () => {
    const calls = mockFetch(() => json(200, shared));
    at('?betcode=AB12CD&x=1');
    renderWithApp(<ShareRestore />);
    await waitFor(() => expect(useSlipStore.getState().ticket.bets).toHaveLength(1));
    expect(calls[0]?.url).toBe('http://api.test/api/sportsbook/v3/bets/share-code?code=AB12CD');
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(500);
    expect(useSlipStore.getState().ticket.isRestoring).toBe(false);
    expect(usePanelStore.getState().panel).toEqual({ open: true, tab: 'BET_SLIP' });
    expect(window.location.search).toBe('?x=1');
  });

  it('a code that is not found shows the not-found modal', async () => {
    mockFetch(() => json(404, { code: 404, message: 'share-bet.not-found-modal.link-not-found', data: {} }));
    at('?betcode=NOPE1234');
    renderWithApp(<ShareRestore />);
    await waitFor(() =>
      expect(modal()).toEqual({
        name: 'sharedBetNotFound',
        params: { message: 'share-bet.not-found-modal.link-not-found' },
      }),
    );
    expect(useSlipStore.getState().ticket.isRestoring).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('a code without bets asks for another bet', async () => {
    mockFetch(() => json(200, { bets: [] }));
    at('?betcode=EMPTY123');
    renderWithApp(<ShareRestore />);
    await waitFor(() =>
      expect(modal()?.params.message).toBe('share-bet.not-found-modal.link-try-another-bet'),
    );
  });

  it('another failure says try later and is reported', async () => {
    mockFetch(() => json(500, null));
    at('?betcode=BROKEN12');
    renderWithApp(<ShareRestore />);
    await waitFor(() => expect(modal()?.params.message).toBe('share-bet.not-found-modal.link-try-later'));
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { action: 'share-bet-restore' },
    });
  });

  it('does nothing when the share_bet flag is off', () => {
    const calls = mockFetch(() => json(200, shared));
    at('?betcode=AB12CD');
    renderWithApp(<ShareRestore />, { settings: { features: { share_bet: false } } });
    expect(calls).toEqual([]);
    expect(window.location.search).toBe('?betcode=AB12CD');
  });
});
