// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { JackpotBanner } from './jackpot-banner';
import { JackpotHitWatch } from './jackpot-hit-watch';

afterEach(cleanup);

/** The site's jackpots feature on (the test settings leave it off). */
const ON = { settings: { features: { jackpots: true } } };

const JACKPOT = {
  id: 'demo-jackpot',
  name: 'Sportsbook Jackpot',
  currency: 'EUR',
  status: 'active',
  amount: 111_234,
  pool: 111_234,
  hits_amount: 0,
  contribution_bp: 50,
  min_stake: 100,
  levels: [
    { id: 'mini', name: 'Mini', pool: 1_234, status: 'active' },
    { id: 'major', name: 'Major', pool: 10_000, status: 'active' },
    { id: 'mega', name: 'Mega', pool: 100_000, status: 'active' },
  ],
};

const HIT = {
  id: 'hit-1',
  jackpot_id: 'demo-jackpot',
  jackpot_name: 'Sportsbook Jackpot',
  level_id: 'mini',
  level_name: 'Mini',
  status: 'paid',
  amount: 5_012,
  currency: 'EUR',
  created_at: '2026-11-27T12:00:00.000Z',
  user_hash: 'abcdefabcdef',
  seen: false,
};

it('shows the jackpot and each level’s pool', async () => {
  mockFetch((url) =>
    url.endsWith('/api/sportsbook/jackpots') ? json(200, { data: [JACKPOT] }) : json(200, []),
  );
  renderWithApp(<JackpotBanner />, ON);
  const banner = await screen.findByRole('region', { name: 'Sportsbook Jackpot' });
  expect(banner.textContent).toContain('€1,112.34');
  expect(screen.getByText('Mini').nextElementSibling?.textContent).toBe('€12.34');
  expect(screen.getByText('Mega').nextElementSibling?.textContent).toBe('€1,000.00');
});

it('shows nothing when no jackpot runs', async () => {
  const calls = mockFetch(() => json(200, { data: [] }));
  renderWithApp(<JackpotBanner />, ON);
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/sportsbook/jackpots'))).toBe(true));
  expect(screen.queryByRole('region')).toBeNull();
});

it('shows a player’s hit once: closing it marks it seen', async () => {
  let seen = false;
  const calls = mockFetch((url) => {
    if (url.includes('/jackpot-hits/hit-1/seen')) {
      seen = true;
      return json(200, { data: { ...HIT, seen: true } });
    }
    if (url.includes('/jackpot-hits')) return json(200, { data: seen ? [] : [HIT] });
    return json(200, []);
  });
  renderWithApp(<JackpotHitWatch />, { ...ON, player: aSignedInPlayer() });
  const dialog = await screen.findByRole('dialog', { name: 'Jackpot!' }, { timeout: 3_000 });
  expect(dialog.textContent).toContain('You won the Mini level of Sportsbook Jackpot: €50.12');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Great' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.filter((c) => c.url.includes('/seen')).map((c) => c.init.method)).toEqual(['POST']);
});
