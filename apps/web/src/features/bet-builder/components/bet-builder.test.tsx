// @vitest-environment jsdom
import { initialTicket } from '@sportsbook/betting';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlipStore } from '@/features/betslip';
import { SlipRuntime } from '@/features/betslip/test-support';
import { ModalHost, useModalStore } from '@/features/modals';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { aBuilderMatch, BUILDER_MATCH_ID, builderMarkets } from '../test-support';
import { BetBuilder } from './bet-builder';

type Leg = { market_id: number; specifier: string; outcome_id: string };
type Reply = { odds: number | null; message: string | null; unavailable: string[] };

const key = (leg: Leg) => `${leg.market_id}|${leg.specifier}|${leg.outcome_id}`;
const HOME = '1||1';
const OVER = '18|total=2.5|12';
const BTTS_YES = '29||74';
const BTTS_NO = '29||76';

/** The demo pricer's answers for the picks these tests make. */
function calculate(legs: Leg[]): Reply {
  const keys = legs.map(key).sort().join(',');
  const otherResults = ['1||2', '1||3'];
  switch (keys) {
    case HOME:
      return { odds: null, message: 'error.validation.custom_bet.min_selections', unavailable: otherResults };
    case [HOME, OVER].sort().join(','):
      return { odds: 4019, message: null, unavailable: [...otherResults, '18|total=2.5|13'] };
    case [HOME, OVER, BTTS_YES].sort().join(','):
      return { odds: 5530, message: null, unavailable: [...otherResults, '18|total=2.5|13', BTTS_NO] };
    case [HOME, BTTS_NO].sort().join(','):
      return { odds: null, message: 'error.custom_bet.incompatible_selections', unavailable: otherResults };
    default:
      return { odds: null, message: null, unavailable: [] };
  }
}

interface Call {
  url: string;
  init: RequestInit;
}

function serve(overrides: { calculate?: (legs: Leg[], call: Call) => Promise<Response> | Response } = {}) {
  return mockFetch((url, init) => {
    if (url.endsWith(`/v3/bets/custom/markets/${BUILDER_MATCH_ID}`))
      return json(200, {
        data: builderMarkets(),
        pagination: { total: 3, page: 1, limit: 500, last_page: 1 },
      });
    if (url.includes(`/matches/${BUILDER_MATCH_ID}/markets`))
      return json(200, { data: [], pagination: { total: 0, page: 1, limit: 500, last_page: 1 } });
    if (url.endsWith('/v3/bets/custom/calculate')) {
      const legs = JSON.parse(String(init.body)).selections as Leg[];
      return overrides.calculate ? overrides.calculate(legs, { url, init }) : json(200, calculate(legs));
    }
    if (url.endsWith('/v3/bets/custom/odds')) {
      const legs = JSON.parse(String(init.body)).selections as Leg[];
      return json(200, { odds: calculate(legs).odds });
    }
    return json(404, null);
  });
}

const renderBuilder = () =>
  renderWithApp(
    <>
      <SlipRuntime />
      <ModalHost />
      <BetBuilder match={aBuilderMatch()} />
    </>,
    { player: aSignedInPlayer(), settings: { custom_bet_enabled: true } },
  );

const calculations = (calls: Call[]) =>
  calls
    .filter((c) => c.url.endsWith('/v3/bets/custom/calculate'))
    .map((c) => (JSON.parse(String(c.init.body)).selections as Leg[]).map(key));

const builderOdds = () => screen.getByTestId('builder-odds');
/** Shown on screen, not the screen reader's live region that repeats it. */
const shown = 'p:not([role="status"])';

async function pick(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
}

beforeEach(() => {
  useSlipStore.setState({ ticket: initialTicket });
  useModalStore.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the bet builder of a match (SPEC §2 group betbuilder)', () => {
  it('groups the markets by their custom bet groups', async () => {
    serve();
    renderBuilder();
    const tabs = await screen.findByRole('tablist', { name: 'Bet builder markets' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Main', 'Goals', 'Totals']);
    expect(screen.getByRole('heading', { name: '1X2' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Total goals' })).toBeNull();
  });

  it('greys out the outcomes that can no longer join the picks, and says why', async () => {
    serve();
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    expect(screen.getByRole('button', { name: /^Lyon Albion 2\.44$/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const draw = await screen.findByRole('button', { name: 'Draw 3.68, cannot be combined with your picks' });
    expect(draw.matches(':disabled')).toBe(true);
    expect(draw.getAttribute('aria-pressed')).toBeNull();
    expect(screen.getByText('Pick at least 2 outcomes to get a price.', { selector: shown })).toBeTruthy();
    expect(builderOdds().textContent).toBe('—');
  });

  it('shows the combined price the server calculated (not the product of the odds) and announces it', async () => {
    serve();
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    await pick(user, /^Over 2\.5 1\.88$/);

    await waitFor(() => expect(builderOdds().textContent).toBe('4.02'));
    // 2.44 × 1.88 would be 4.59: the builder prices the picks together.
    expect(screen.getByText('Bet builder odds 4.02', { selector: '[role="status"]' })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Under 2.5 1.90, cannot be combined with your picks' })
        .matches(':disabled'),
    ).toBe(true);
    expect(screen.getByText('2 picks')).toBeTruthy();
  });

  it('shows why picks cannot be combined when the server refuses them', async () => {
    serve();
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    await pick(user, /^No 2\.08$/);
    expect(await screen.findByText('These selections cannot be combined.', { selector: shown })).toBeTruthy();
    expect(builderOdds().textContent).toBe('—');
    const add = screen.getByRole('button', { name: 'Add to bet slip' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(useSlipStore.getState().ticket.bets).toEqual([]);
  });

  it('cancels the calculation of picks that changed since it was asked for', async () => {
    const calls = serve({
      calculate: (legs, call) =>
        legs.length === 1
          ? new Promise<Response>((resolve, reject) => {
              // Answers only if not cancelled first.
              call.init.signal?.addEventListener('abort', () =>
                reject(new DOMException('aborted', 'AbortError')),
              );
              setTimeout(() => resolve(json(200, calculate(legs))), 5_000);
            })
          : json(200, calculate(legs)),
    });
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    await waitFor(() => expect(calculations(calls)).toEqual([[HOME]]));
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    await pick(user, /^Over 2\.5 1\.88$/);
    await waitFor(() => expect(builderOdds().textContent).toBe('4.02'));
    const first = calls.find((c) => c.url.endsWith('/custom/calculate'));
    expect(first?.init.signal?.aborted).toBe(true);
    expect(calculations(calls)).toEqual([[HOME], [HOME, OVER]]);
  });

  it('adds one custom bet to the slip; the first bet being custom opens the custom-bet modal, which returns focus', async () => {
    serve();
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    await pick(user, /^Over 2\.5 1\.88$/);
    await waitFor(() => expect(builderOdds().textContent).toBe('4.02'));

    const add = screen.getByRole('button', { name: 'Add to bet slip' });
    await user.click(add);
    const bets = useSlipStore.getState().ticket.bets;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ type: 'custom_bet', customOdds: 4019 });
    expect(bets[0]?.selections.map((s) => [s.outcomeName, s.isCustom, s.matchId])).toEqual([
      ['Lyon Albion', true, BUILDER_MATCH_ID],
      ['Over 2.5', true, BUILDER_MATCH_ID],
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    expect(within(dialog).getByText('Lyon Albion – Zaragoza FC')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove Lyon Albion' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove Over 2.5' })).toBeTruthy();
    expect(within(dialog).getByTestId('custom-odds').textContent).toBe('4.02');
    expect(screen.getByText('This bet builder is in your bet slip.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('a selection removed in the modal is priced again with /custom/odds', async () => {
    const calls = serve();
    renderBuilder();
    const user = userEvent.setup();
    await pick(user, /^Lyon Albion 2\.44$/);
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    await pick(user, /^Over 2\.5 1\.88$/);
    await pick(user, /^Yes 1\.73$/);
    await waitFor(() => expect(builderOdds().textContent).toBe('5.53'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Yes' }));
    await waitFor(() => expect(within(dialog).getByTestId('custom-odds').textContent).toBe('4.02'));
    const priced = calls.filter((c) => c.url.endsWith('/v3/bets/custom/odds'));
    expect(priced.map((c) => (JSON.parse(String(c.init.body)).selections as Leg[]).map(key))).toEqual([
      [HOME, OVER],
    ]);
    expect(useSlipStore.getState().ticket.bets[0]?.customOdds).toBe(4019);
  });
});
