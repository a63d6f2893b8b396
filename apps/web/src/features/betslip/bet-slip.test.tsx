// @vitest-environment jsdom
import { createSelection, initialTicket, type Odds1000, type SlipBet } from '@sportsbook/betting';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerQueryOptions } from '@/features/account';
import { aPlacedBet } from '@/features/bets/test-support';
import { useNotices } from '@/shared/notices';
import { aSignedInPlayer, json, mockFetch, renderWithApp, testSettings } from '@/test/render';
import { BetSlip } from './bet-slip';
import { SlipRuntime } from './slip-runtime';
import { useSlipStore } from './slip-store';

/** Disabled by itself or by a disabled fieldset around it. */
const isDisabled = (element: Element) => element.matches(':disabled');

const pick = (matchId: number, odds = 2000, outcomeId = '1') =>
  createSelection({
    matchId,
    matchStatus: 0,
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId,
    outcomeName: `Outcome ${outcomeId} of ${matchId}`,
    odds: odds as Odds1000,
    provider: 'betradar',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
  });

function slipWith(bets: SlipBet[]) {
  useSlipStore.setState({ ticket: useSlipStore.getState().ticket });
  useSlipStore.getState().dispatch({ type: 'restore_finished', bets, currency: 'EUR' });
}

const single = (stake: number): SlipBet => ({
  type: 'single',
  selections: [pick(7)],
  stake: stake as SlipBet['stake'],
  stakeSource: 'stake',
});

/** Answers the settings read with 404 (no player settings: the site's defaults apply). */
const otherCalls = (url: string) => (url.endsWith('/api/sportsbook/settings') ? json(404, null) : null);

const renderSlip = () =>
  renderWithApp(
    <>
      <SlipRuntime />
      <BetSlip />
    </>,
    { player: aSignedInPlayer(), accounts: [{ currency: 'EUR', balance: 100_000 }] },
  );

beforeEach(() => {
  useSlipStore.setState({ ticket: initialTicket });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('placing a bet from the slip (SPEC §4 "Ticket states")', () => {
  it('locks the slip while processing, then shows the placed bet with keep and done', async () => {
    let answer: (response: Response) => void = () => {};
    const placed = aPlacedBet({ ref: 'B-PLACED1' });
    const calls = mockFetch((url) => {
      const other = otherCalls(url);
      if (other) return other;
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    slipWith([single(1000)]);
    renderSlip();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const busy = await screen.findByRole('button', { name: 'Placing your bet…' });
    expect(isDisabled(busy)).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(isDisabled(screen.getByLabelText('Stake (EUR)'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

    const request = calls.find((call) => call.url.endsWith('/api/sportsbook/v3/bets'));
    expect(request?.init.method).toBe('POST');
    const headers = request?.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(request?.init.body));
    expect(body.meta).toMatchObject({ quick: false, type: 'single' });
    expect(body.meta.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.bets).toEqual([
      {
        stake: { value: 1000, currency: 'EUR' },
        selections: [{ match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
      },
    ]);

    answer(json(200, [placed]));
    const result = await screen.findByTestId('placed-bets');
    expect(within(result).getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(within(result).getByText('Ref. B-PLACED1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Bet placed');

    await user.click(screen.getByRole('button', { name: 'Keep selections' }));
    expect(useSlipStore.getState().ticket.ticketState).toBe('initial');
    expect(useSlipStore.getState().ticket.bets).toHaveLength(1);
  });

  it('done empties the slip', async () => {
    mockFetch((url) => otherCalls(url) ?? json(200, [aPlacedBet()]));
    slipWith([single(1000)]);
    renderSlip();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(useSlipStore.getState().ticket.bets).toEqual([]);
  });

  it('a refusal shows its message under the bet it concerns', async () => {
    mockFetch(
      (url) =>
        otherCalls(url) ??
        json(400, {
          code: 104,
          message: 'error.place_bets.insufficient_funds',
          data: {
            errors_by_bet: {
              '0': { code: 104, message: 'error.place_bets.insufficient_funds', localized_message: '' },
            },
          },
        }),
    );
    slipWith([single(1000)]);
    renderSlip();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place bet' }));
    const message = await screen.findByTestId('bet-error');
    expect(message.textContent).toBe('Not enough money in your account for this stake.');
    // Said once, under the bet: the ticket's message would only repeat it.
    expect(screen.queryByTestId('ticket-error')).toBeNull();
    expect(screen.getByLabelText('Stake (EUR)').getAttribute('aria-describedby')).toBe(message.id);
    expect(isDisabled(screen.getByRole('button', { name: 'Place bet' }))).toBe(false);
  });

  it('invalid odds (101) update the selection and ask to accept the changes first', async () => {
    mockFetch(
      (url) =>
        otherCalls(url) ??
        json(400, {
          code: 101,
          message: 'error.place_bets.invalid_odds',
          data: {
            errors_by_bet: {
              '0': {
                code: 101,
                message: 'error.place_bets.invalid_odds',
                localized_message: 'Odds changed from 2.00 to 1.80',
                selections: [
                  {
                    index: 0,
                    match_id: 7,
                    market_id: 1,
                    specifier: '',
                    outcome_id: '1',
                    odds: 1800,
                    active: true,
                  },
                ],
              },
            },
          },
        }),
    );
    slipWith([single(1000)]);
    renderSlip();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByTestId('ticket-error')).textContent).toBe(
      'The odds have changed. Check them and accept the changes.',
    );
    expect(screen.getByTestId('bet-error').textContent).toBe('Odds changed from 2.00 to 1.80');
    expect(screen.getByText('was 2.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(useSlipStore.getState().ticket.bets[0]?.selections[0]?.acceptedOdds).toBe(1800);
    expect(isDisabled(screen.getByRole('button', { name: 'Place bet' }))).toBe(false);
  });

  it('a network failure returns the slip to initial and raises the global error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotices.setState({ notices: [] });
    mockFetch((url) => otherCalls(url) ?? Promise.reject(new TypeError('Failed to fetch')));
    slipWith([single(1000)]);
    renderSlip();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(useSlipStore.getState().ticket.ticketState).toBe('initial'));
    expect(isDisabled(screen.getByRole('button', { name: 'Place bet' }))).toBe(false);
    expect(useNotices.getState().notices.map((n) => n.title)).toEqual([
      { key: 'global-error.default.title' },
    ]);
  });
});

const combo = (stake: number, ...selections: ReturnType<typeof pick>[]): SlipBet => ({
  type: 'combo',
  selections,
  stake: stake as SlipBet['stake'],
  stakeSource: 'stake',
});

describe('currency change (SPEC §4)', () => {
  it('sets every stake to 0, and the quick stakes are the new currency’s own', async () => {
    // The player's settings as read while the currency was EUR: their stakes are euro amounts.
    mockFetch((url) =>
      url.endsWith('/api/sportsbook/settings')
        ? json(200, {
            stakes: [500, 1000, 2500, 5000],
            auto_accept_odds_change: 'none',
            odds_type: 'decimal',
            one_signal_push_notification_subscription: null,
          })
        : json(200, []),
    );
    slipWith([single(1000)]);
    const { queryClient } = renderWithApp(
      <>
        <SlipRuntime />
        <BetSlip />
      </>,
      {
        player: aSignedInPlayer(),
        accounts: [{ currency: 'EUR', balance: 100_000 }],
        settings: {
          currencies: {
            ...testSettings.currencies,
            BTC: { code: 'BTC', subunits: 8, fiat: false, subcurrencies: [] },
          },
          stakes: { ...testSettings.stakes, BTC: [100_000, 500_000, 1_000_000, 0] },
        },
      },
    );
    expect((screen.getByLabelText('Stake (EUR)') as HTMLInputElement).value).toBe('10.00');
    // Still in the field when the currency changes (the header's select did not take the focus).
    await userEvent.setup().type(screen.getByLabelText('Stake (EUR)'), '5');

    act(() => queryClient.setQueryData(playerQueryOptions().queryKey, aSignedInPlayer({ currency: 'BTC' })));

    const stake = await screen.findByLabelText('Stake (BTC)');
    await waitFor(() => expect((stake as HTMLInputElement).value).toBe(''));
    expect(useSlipStore.getState().ticket.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing' });
    const chips = screen
      .getAllByRole('button', { name: /^Stake / })
      .map((b) => b.textContent?.replace(/\s/g, ' '));
    expect(chips).toEqual(['BTC 0.001', 'BTC 0.005', 'BTC 0.01']);
  });
});

describe('a stake typed while the session is read', () => {
  it('is kept when the player’s currency is the one the slip showed', async () => {
    let answerPlayer: (response: Response) => void = () => {};
    mockFetch((url) =>
      url.endsWith('/api/platform/player')
        ? new Promise<Response>((resolve) => {
            answerPlayer = resolve;
          })
        : (otherCalls(url) ?? json(200, [])),
    );
    useSlipStore.getState().dispatch({ type: 'restore_finished' });
    useSlipStore.getState().dispatch({ type: 'select_outcome', selection: pick(7), quickMode: false });
    renderWithApp(
      <>
        <SlipRuntime />
        <BetSlip />
      </>,
      { player: null, accounts: [{ currency: 'EUR', balance: 100_000 }] },
    );
    await userEvent.setup().type(screen.getByLabelText('Stake (EUR)'), '1');
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(100);

    await act(async () => answerPlayer(json(200, aSignedInPlayer({ currency: 'EUR' }))));

    await waitFor(() => expect(useSlipStore.getState().ticket.currency).toBe('EUR'));
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(100);
    expect((screen.getByLabelText('Stake (EUR)') as HTMLInputElement).value).toBe('1');
  });
});

describe('the stake field (SPEC §5)', () => {
  it('refuses what is not an amount, and more decimals than the currency has, saying why', async () => {
    mockFetch((url) => otherCalls(url) ?? json(200, []));
    slipWith([single(0)]);
    renderSlip();
    const user = userEvent.setup();
    const stake = screen.getByLabelText('Stake (EUR)') as HTMLInputElement;

    await user.type(stake, 'abc');
    expect(stake.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount in digits, like 5 or 2.50.');
    expect(stake.getAttribute('aria-invalid')).toBe('true');

    await user.type(stake, '1.999');
    expect(stake.value).toBe('1.99');
    expect(screen.getByRole('alert').textContent).toBe('EUR amounts have at most 2 decimals.');
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(199);
  });
});

describe('limits and conflicts in the slip (SPEC §5)', () => {
  it('a stake over the maximum says the maximum', async () => {
    mockFetch((url) => otherCalls(url) ?? json(200, []));
    slipWith([single(1_000_001)]);
    renderSlip();
    expect(screen.getByTestId('slip-error').textContent).toBe('Maximum stake is €10,000.00.');
  });

  it('too many selections says how many a bet may have', async () => {
    mockFetch((url) => otherCalls(url) ?? json(200, []));
    slipWith([combo(100, pick(1), pick(2), pick(3))]);
    renderWithApp(<BetSlip />, {
      player: aSignedInPlayer(),
      accounts: [{ currency: 'EUR', balance: 100_000 }],
      settings: { bets_limits: { ...testSettings.bets_limits, selection_limit: 2 } },
    });
    expect(screen.getByTestId('slip-error').textContent).toBe('At most 2 selections per bet.');
  });

  it('two selections of one match are both marked, in words, the others not', async () => {
    mockFetch((url) => otherCalls(url) ?? json(200, []));
    slipWith([combo(100, pick(7, 2000, '1'), pick(8), pick(7, 3000, '2'))]);
    renderSlip();
    const marked = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name} `) });
    for (const name of ['Outcome 1 of 7', 'Outcome 2 of 7']) {
      expect(marked(name).getAttribute('data-conflict')).toBe('true');
      expect(within(marked(name)).getByText('Same match as another selection')).toBeTruthy();
    }
    expect(marked('Outcome 1 of 8').getAttribute('data-conflict')).toBeNull();
    expect(screen.getByTestId('slip-error').textContent).toBe(
      'Two selections from the same match cannot be combined.',
    );
  });
});
