// @vitest-environment jsdom
import { createSelection, initialTicket, type Odds1000, type SlipBet } from '@sportsbook/betting';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlacedBet } from '@/features/bets/test-support';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { BetSlip } from './bet-slip';
import { useCustomPricingStore } from './custom-pricing';
import { SlipRuntime } from './slip-runtime';
import { useSlipStore } from './slip-store';

const isDisabled = (element: Element) => element.matches(':disabled');

const leg = (marketId: number, outcomeId: string, outcomeName: string, specifier = '') =>
  createSelection({
    matchId: 77,
    matchStatus: 0,
    marketId,
    marketName: `Market ${marketId}`,
    specifier,
    outcomeId,
    outcomeName,
    odds: 2000 as Odds1000,
    provider: 'betradar',
    nameA: 'Lyon Albion',
    nameB: 'Zaragoza FC',
    isCustom: true,
  });

const HOME = leg(1, '1', 'Lyon Albion');
const OVER = leg(18, '12', 'Over 2.5', 'total=2.5');
const BTTS = leg(29, '74', 'Yes');

const customBet = (selections = [HOME, OVER], customOdds: number | undefined = 4019): SlipBet => ({
  type: 'custom_bet',
  selections,
  stake: 500 as SlipBet['stake'],
  stakeSource: 'stake',
  ...(customOdds !== undefined && { customOdds: customOdds as Odds1000 }),
});

function slipWith(bets: SlipBet[]) {
  useSlipStore.getState().dispatch({ type: 'restore_finished', bets, currency: 'EUR' });
}

const renderSlip = () =>
  renderWithApp(
    <>
      <SlipRuntime />
      <BetSlip />
    </>,
    {
      player: aSignedInPlayer(),
      accounts: [{ currency: 'EUR', balance: 100_000 }],
      settings: { custom_bet_enabled: true },
    },
  );

const placeRequests = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url.endsWith('/api/sportsbook/v3/bets')).map((c) => JSON.parse(String(c.init.body)));

const refusal120 = (price: number) =>
  json(400, {
    code: 120,
    message: 'error.place_bets.invalid_odds_custom_bet',
    data: {
      errors_by_bet: {
        '0': {
          code: 120,
          message: 'error.place_bets.invalid_odds_custom_bet',
          localized_message: 'The price of your bet builder has changed. Please review it.',
          selections: [HOME, OVER].map((s, index) => ({
            index,
            match_id: 77,
            market_id: s.marketId,
            specifier: s.specifier,
            outcome_id: s.outcomeId,
            odds: price,
            active: true,
          })),
        },
      },
    },
  });

beforeEach(() => {
  useSlipStore.setState({ ticket: initialTicket });
  useCustomPricingStore.setState({ bySelections: {}, attempt: 0 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a custom bet in the slip', () => {
  it('shows as one bet with its selections and its one price', () => {
    mockFetch(() => json(404, null));
    slipWith([customBet()]);
    renderSlip();
    const bet = screen.getByRole('region', { name: /^Bet builder/ });
    expect(within(bet).getByText('Lyon Albion – Zaragoza FC')).toBeTruthy();
    expect(
      within(bet)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Lyon Albion'), expect.stringContaining('Over 2.5')]);
    expect(within(bet).getByTestId('custom-odds').textContent).toBe('4.02');
    // One bet of its own kind: no bet type to switch to.
    expect(screen.queryByRole('radio', { name: 'Combo' })).toBeNull();
    expect(screen.getByTestId('potential-win').textContent).toBe('€20.09');
  });

  it('is placed with custom_odds; a moved price (120) waits for Accept changes, then places at the new price', async () => {
    let attempts = 0;
    const calls = mockFetch((url) => {
      if (!url.endsWith('/api/sportsbook/v3/bets')) return json(404, null);
      attempts++;
      return attempts === 1 ? refusal120(3870) : json(200, [aPlacedBet({ type: 'custom_bet' })]);
    });
    slipWith([customBet()]);
    renderSlip();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByTestId('ticket-error')).textContent).toBe(
      'The bet builder odds have changed. Check them and try again.',
    );
    const [first] = placeRequests(calls);
    expect(first.meta.type).toBe('custom_bet');
    expect(first.bets[0]).toMatchObject({ custom_odds: 4019, stake: { value: 500, currency: 'EUR' } });
    expect(first.bets[0].selections).toHaveLength(2);

    const price = screen.getByTestId('custom-odds');
    expect(price.textContent).toContain('3.87');
    expect(within(price).getByText('was 4.02')).toBeTruthy();
    expect(useSlipStore.getState().ticket.bets[0]).toMatchObject({
      customOdds: 3870,
      customOddsBefore: 4019,
    });
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByTestId('placed-bets');
    expect(placeRequests(calls)[1].bets[0].custom_odds).toBe(3870);
  });

  it('after a selection is removed it is priced again with /custom/odds before it can be placed', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch((url) => {
      if (url.endsWith('/v3/bets/custom/odds'))
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      return json(404, null);
    });
    slipWith([customBet([HOME, OVER, BTTS], 5530)]);
    renderSlip();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove Yes' }));
    expect(await screen.findByText('Calculating price…')).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Place bet' }))).toBe(true);
    const request = calls.find((c) => c.url.endsWith('/v3/bets/custom/odds'));
    expect(JSON.parse(String(request?.init.body)).selections).toEqual([
      { match_id: 77, market_id: 1, specifier: '', outcome_id: '1' },
      { match_id: 77, market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
    ]);

    answer(json(200, { odds: 4019 }));
    await waitFor(() => expect(screen.getByTestId('custom-odds').textContent).toBe('4.02'));
    expect(isDisabled(screen.getByRole('button', { name: 'Place bet' }))).toBe(false);
  });

  it("a refused pricing shows the server's localized message, and can be tried again", async () => {
    let attempts = 0;
    mockFetch((url) => {
      if (!url.endsWith('/v3/bets/custom/odds')) return json(404, null);
      attempts++;
      return attempts === 1
        ? json(400, {
            code: 103,
            message: 'error.custom_bet.incompatible_selections',
            data: { localized_message: 'Estas selecciones no se pueden combinar.' },
          })
        : json(200, { odds: 4019 });
    });
    slipWith([customBet([HOME, OVER, BTTS], 5530)]);
    renderSlip();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Yes' }));
    expect(await screen.findByText('Estas selecciones no se pueden combinar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('custom-odds').textContent).toBe('4.02'));
    expect(attempts).toBe(2);
  });

  it('left with one selection, it says a bet builder needs two', async () => {
    const calls = mockFetch(() => json(404, null));
    slipWith([customBet()]);
    renderSlip();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Over 2.5' }));
    expect(await screen.findByText('A bet builder needs at least 2 available selections.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/custom/odds'))).toBe(false);
    expect(useSlipStore.getState().ticket.bets[0]?.type).toBe('custom_bet');
  });
});
