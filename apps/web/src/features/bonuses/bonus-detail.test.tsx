// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { BonusDetailModal } from './bonus-detail';

afterEach(cleanup);

const BONUS = {
  id: 'c-1',
  bonus_id: 'b-1',
  type: 'freebet',
  bonus_type: 'freebet_all_win',
  name: 'Welcome freebet',
  status: 'available',
  not_available_reason: null,
  time: 'valid',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T00:00:00.000Z',
  country_codes: [],
  only_verified: false,
  seen: false,
  conditions: { kind: 'freebet', variant: 'all_win', amount: 500, currency: 'EUR', uses_count: 1 },
  issued: null,
};

it('words the terms the server sends, as text, and activates an available bonus', async () => {
  const calls = mockFetch((url, init) => {
    if (url.endsWith('/bonuses/freebets/b-1/terms'))
      return json(200, {
        data: {
          terms: [
            { key: 'bonuses.terms.freebet_all_win', values: { amount: 500, currency: 'EUR' } },
            { key: 'bonuses.terms.min_odds', values: { odds: 1500 } },
            { key: 'bonuses.terms.countries', values: { countries: '<b>DE</b>' } },
            { key: 'bonuses.terms.not_a_known_term', values: {} },
          ],
        },
      });
    if (url.endsWith('/bonuses/freebets/b-1')) return json(200, { data: BONUS });
    if (url.endsWith('/bonuses/b-1/activate') && init.method === 'POST')
      return json(200, { data: { ...BONUS, status: 'active' } });
    return json(200, []);
  });
  renderWithApp(<BonusDetailModal kind="freebets" id="b-1" onClose={() => {}} />, {
    player: aSignedInPlayer(),
  });
  const terms = await screen.findByTestId('bonus-terms');
  expect([...terms.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'A freebet of €5.00: a win pays the stake and the winnings.',
    'Minimum odds 1.50.',
    'Only in: <b>DE</b>.',
  ]);
  expect(terms.querySelector('b')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Welcome freebet' })).toBeTruthy();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Activate' }));
  await expect.poll(() => calls.some((c) => c.url.endsWith('/bonuses/b-1/activate'))).toBe(true);
  // Opened unseen, it was marked seen once, by its campaign id and kind.
  const seen = calls.filter((c) => c.url.endsWith('/bonuses/mark-as-seen'));
  expect(seen.map((c) => c.init.body)).toEqual(['{"bonuses":[{"id":"c-1","type":"freebet"}]}']);
});
