// @vitest-environment jsdom
import {
  createSelection,
  initialQuickBet,
  initialTicket,
  type MatchStatus,
  type Minor,
  type Odds1000,
} from '@sportsbook/betting';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPlacedBet } from '@/features/bets/test-support';
import { useNotices } from '@/shared/notices';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { useQuickBetStore } from './quick-bet-mode';
import { SlipRuntime } from './slip-runtime';
import { useSlipStore } from './slip-store';

const LIVE: MatchStatus = 1;

const pick = (odds = 2000, matchStatus: MatchStatus = LIVE) =>
  createSelection({
    matchId: 9,
    matchStatus,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds: odds as Odds1000,
    provider: 'betradar',
  });

const click = (odds?: number, status?: MatchStatus) =>
  useSlipStore
    .getState()
    .dispatch({ type: 'select_outcome', selection: pick(odds, status), quickMode: true });

function quickMode(stake: number, isApproved: boolean) {
  useQuickBetStore.setState({
    quickBet: { ...initialQuickBet, isEnabled: true, stake: stake as Minor, currency: 'EUR', isApproved },
  });
}

const titles = () => useNotices.getState().notices.map((n) => n.title);
const descriptions = () => useNotices.getState().notices.map((n) => n.description);

function renderRuntime(options: { balance?: number; pve?: boolean } = {}) {
  return renderWithApp(<SlipRuntime />, {
    player: aSignedInPlayer({ serasa: { pve: options.pve ?? false } }),
    accounts: [{ currency: 'EUR', balance: options.balance ?? 100_000 }],
  });
}

beforeEach(() => {
  useSlipStore.setState({ ticket: initialTicket });
  useNotices.setState({ notices: [] });
});
afterEach(() => cleanup());

describe('quick bet on a live match (SPEC §4 "Quick bet")', () => {
  it('a click on a live price places a single at once with the approved stake (meta.quick)', async () => {
    const calls = mockFetch((url) =>
      url.endsWith('/v3/bets') ? json(200, [aPlacedBet({ ref: 'B-QUICK1' })]) : json(404, null),
    );
    quickMode(500, true);
    renderRuntime();
    click();
    expect(useQuickBetStore.getState().quickBet.state).toBe('processing');
    await waitFor(() => expect(useQuickBetStore.getState().quickBet.state).toBe('success'));
    const request = calls.find((call) => call.url.endsWith('/v3/bets'));
    const body = JSON.parse(String(request?.init.body));
    expect(body.meta).toMatchObject({ quick: true, type: 'single' });
    expect(body.bets[0].stake).toEqual({ value: 500, currency: 'EUR' });
    expect(titles()).toEqual([{ key: 'betslip.quick.placed' }]);
    expect(useSlipStore.getState().ticket.bets).toEqual([]);
  });

  it('without an approved stake nothing is sent and the player is told to confirm it', () => {
    const calls = mockFetch(() => json(404, null));
    quickMode(500, false);
    renderRuntime();
    click();
    expect(calls.filter((call) => call.url.endsWith('/v3/bets'))).toEqual([]);
    expect(titles()).toEqual([{ key: 'betslip.quick.notApproved' }]);
  });

  it('a potential win equal to or less than the stake is refused', () => {
    mockFetch(() => json(404, null));
    quickMode(500, true);
    renderRuntime();
    click(1000);
    expect(useQuickBetStore.getState().quickBet.error).toBe('error.potential_win.equal_or_less');
    expect(descriptions()).toEqual([{ key: 'error.potential_win.equal_or_less' }]);
  });

  it('a pve player may not bet', () => {
    mockFetch(() => json(404, null));
    quickMode(500, true);
    renderRuntime({ pve: true });
    click();
    expect(useQuickBetStore.getState().quickBet.error).toBe('error.platform.pve_player_bet_forbidden');
  });

  it('a refusal from the server is shown', async () => {
    mockFetch((url) =>
      url.endsWith('/v3/bets')
        ? json(400, {
            code: 102,
            message: 'sb.ticket.suspended.label',
            data: { localized_message: 'Market suspended' },
          })
        : json(404, null),
    );
    quickMode(500, true);
    renderRuntime();
    click();
    await waitFor(() => expect(useQuickBetStore.getState().quickBet.state).toBe('error'));
    expect(descriptions()).toEqual([{ text: 'Market suspended' }]);
  });

  it('a balance below the quick-bet stake turns quick mode off', () => {
    mockFetch(() => json(404, null));
    quickMode(500, true);
    renderRuntime({ balance: 300 });
    expect(useQuickBetStore.getState().quickBet.isEnabled).toBe(false);
  });

  it('a prematch pick in quick mode turns quick mode off and goes to the slip', () => {
    mockFetch(() => json(404, null));
    quickMode(500, true);
    renderRuntime();
    click(2000, 0);
    expect(useQuickBetStore.getState().quickBet.isEnabled).toBe(false);
    expect(useSlipStore.getState().ticket.bets).toHaveLength(1);
  });
});
