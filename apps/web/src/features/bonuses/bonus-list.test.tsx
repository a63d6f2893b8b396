// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { BonusList } from './bonus-list';

afterEach(cleanup);

const FREEBET = {
  id: 'demo-freebet-all-win',
  bonus_id: 'b-1',
  type: 'freebet',
  bonus_type: 'freebet_all_win',
  name: 'Free bet €5',
  status: 'available',
  not_available_reason: null,
  time: 'valid',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T00:00:00.000Z',
  country_codes: [],
  only_verified: false,
  seen: true,
  conditions: { kind: 'freebet', variant: 'all_win', amount: 500, currency: 'EUR', uses_count: 1 },
  issued: null,
};
const PAST = { ...FREEBET, id: 'demo-lootbox-past', bonus_id: null, type: 'lootbox', bonus_type: 'lootbox' };

it('lists the valid bonuses, filters by time, and opens a bonus’s details', async () => {
  const calls = mockFetch((url) => {
    if (url.includes('/api/sportsbook/bonuses?time=valid')) return json(200, { data: [FREEBET] });
    if (url.includes('/api/sportsbook/bonuses?time=past'))
      return json(200, { data: [{ ...PAST, name: 'Summer lootbox', status: 'expired' }] });
    if (url.endsWith('/bonuses/freebets/b-1/terms')) return json(200, { data: { terms: [] } });
    if (url.endsWith('/bonuses/freebets/b-1')) return json(200, { data: FREEBET });
    if (url.endsWith('/player/accounts')) return json(200, []);
    return json(200, { data: [] });
  });
  renderWithApp(<BonusList />, { player: aSignedInPlayer() });
  const user = userEvent.setup();
  const row = await screen.findByRole('button', { name: /Free bet €5/ }, { timeout: 10_000 });
  expect(row.textContent).toContain('Freebet: stake returned · Status: available');
  expect(screen.getByRole('button', { name: 'Valid' }).getAttribute('aria-pressed')).toBe('true');

  await user.click(screen.getByRole('button', { name: 'Past' }));
  const past = await screen.findByRole('button', { name: /Summer lootbox/ });
  expect(past.textContent).toContain('Lootbox · Status: expired');
  expect(calls.some((c) => c.url.includes('time=past'))).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Valid' }));
  await user.click(await screen.findByRole('button', { name: /Free bet €5/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Free bet €5' });
  expect(await within(dialog).findByTestId('bonus-status')).toBeTruthy();
});

it('says when a time has no bonuses, and shows nothing to a visitor', async () => {
  // The accounts reply is a list; every other read here answers an empty page.
  mockFetch((url) => json(200, url.endsWith('/player/accounts') ? [] : { data: [] }));
  renderWithApp(<BonusList />, { player: aSignedInPlayer() });
  expect(await screen.findByText('No bonuses here.')).toBeTruthy();
  cleanup();
  renderWithApp(<BonusList />, { player: null });
  expect(screen.queryByRole('heading', { name: 'My bonuses' })).toBeNull();
});
