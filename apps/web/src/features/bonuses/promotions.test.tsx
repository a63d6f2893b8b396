// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { Promotions } from './promotions';

afterEach(cleanup);

const CAMPAIGN = {
  id: 'demo-comboboost',
  bonus_id: null,
  type: 'comboboost',
  bonus_type: 'comboboost',
  name: 'Combo boost: up to +15 %',
  status: 'available',
  not_available_reason: null,
  time: 'valid',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T00:00:00.000Z',
  country_codes: [],
  only_verified: false,
  seen: false,
  conditions: { kind: 'comboboost', min_odds: 1200, uses_count: 10, ranges: [] },
  issued: null,
};

const answer = (url: string) => {
  if (url.endsWith('/api/sportsbook/promotions'))
    return json(200, {
      data: [CAMPAIGN, { ...CAMPAIGN, id: 'demo-amb', type: 'amb_freebet', name: 'Three bets' }],
    });
  if (url.endsWith('/bonuses/comboboosts/demo-comboboost/terms'))
    return json(200, { data: { terms: [{ key: 'bonuses.terms.min_odds', values: { odds: 1200 } }] } });
  if (url.endsWith('/bonuses/comboboosts/demo-comboboost')) return json(200, { data: CAMPAIGN });
  return json(401, { code: 401, message: 'error.unauthorized' });
};

it('a visitor sees each campaign as a card that opens its details, and is asked to sign in for a code', async () => {
  const calls = mockFetch(answer);
  renderWithApp(<Promotions locale="en" />, { player: null });
  const cards = await screen.findAllByTestId('promotion-card');
  expect(cards).toHaveLength(2);
  const combo = cards[0] as HTMLElement;
  expect(within(combo).getByRole('heading', { name: 'Combo boost: up to +15 %' })).toBeTruthy();
  expect(within(combo).getByText('Combo boost')).toBeTruthy();
  expect(within(combo).getByText('Status: available')).toBeTruthy();
  // An amb campaign has no detail of its own: its card has no button.
  expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Sign in to take part and to redeem a promo code' }),
  ).toBeTruthy();
  expect(screen.queryByLabelText('Promo code')).toBeNull();

  await userEvent.setup().click(within(combo).getByRole('button', { name: 'Details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Combo boost: up to +15 %' });
  expect(await within(dialog).findByText('Minimum odds 1.20.')).toBeTruthy();
  // A visitor has nothing to mark seen.
  expect(calls.some((c) => c.url.endsWith('/bonuses/mark-as-seen'))).toBe(false);
});

it('a player gets the promo-code entry', async () => {
  mockFetch(answer);
  renderWithApp(<Promotions locale="en" />, { player: aSignedInPlayer() });
  expect(await screen.findByLabelText('Promo code')).toBeTruthy();
});
