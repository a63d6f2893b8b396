// @vitest-environment jsdom
import type { TLootbox, TPlayerBonus } from '@sportsbook/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { CampaignProgress } from './campaign-progress';

afterEach(cleanup);

const progress = {
  progress_count: 4,
  possible_progress_count: 10,
  farmed_amount: 400,
  avg_stake: 100,
  points: 4,
  available_points: 4,
  potential_points: null,
  potential_freebet_amount: null,
  freebets_issued: 1,
  initial_pool: null,
  pool: null,
  farmed_event_ids: [],
  lootboxes: [],
};
const box: TLootbox = {
  id: 'box-1',
  campaign_id: 'loot',
  status: 'active',
  earned_at: '2026-11-25T18:00:00.000Z',
  opened_at: null,
  reward: null,
};
const item = (over: Partial<TPlayerBonus>) =>
  ({
    id: 'amb',
    bonus_id: 'b-amb',
    type: 'amb_freebet',
    bonus_type: 'amb_freebet',
    name: 'Ten bets, two freebets',
    status: 'available',
    conditions: {
      kind: 'amb_freebet',
      min_stake: 100,
      currency: 'EUR',
      ranges: [
        { bets_count: 3, freebets_count: 1, amount: 200 },
        { bets_count: 10, freebets_count: 2, amount: 300 },
      ],
      freebet_variant: 'all_win',
      uses_count: 1,
    },
    progress,
    ...over,
  }) as TPlayerBonus;
const lootbox = item({
  id: 'loot',
  type: 'lootbox',
  name: 'Lootbox every 3 bets',
  conditions: {
    kind: 'lootbox',
    min_stake: 100,
    currency: 'EUR',
    bets_per_lootbox: 3,
    uses_count: 1,
    rewards: [{ weight: 1, reward: { type: 'freebet', variant: 'all_win', amount: 250, currency: 'EUR' } }],
  },
  progress: { ...progress, progress_count: 3, lootboxes: [box] },
});
const page = (data: TPlayerBonus[]) =>
  json(200, { data, pagination: { total: data.length, page: 1, limit: 50, last_page: 1 } });

it('shows nothing to visitors', () => {
  renderWithApp(<CampaignProgress />);
  expect(screen.queryByTestId('campaign-progress')).toBeNull();
});

it('shows the amb bar and opens a lootbox to show its reward', async () => {
  let opened = false;
  const calls = mockFetch((url) => {
    if (url.includes('/lootboxes/box-1/open')) {
      opened = true;
      const reward = { type: 'freebet', variant: 'all_win', amount: 250, currency: 'EUR', bonus_id: 'fb' };
      return json(200, { data: { ...box, status: 'inactive', opened_at: box.earned_at, reward } });
    }
    if (url.includes('/bonuses/freebets/amb')) return page([item({})]);
    if (url.includes('/bonuses/lootboxes')) {
      const reward = { type: 'freebet', variant: 'all_win', amount: 250, currency: 'EUR', bonus_id: 'fb' };
      const boxes = opened ? [{ ...box, status: 'inactive', opened_at: box.earned_at, reward }] : [box];
      return page([{ ...lootbox, progress: { ...progress, lootboxes: boxes as TLootbox[] } }]);
    }
    if (url.includes('/bonuses/')) return page([]);
    return json(200, []);
  });
  renderWithApp(<CampaignProgress />, { player: aSignedInPlayer() });
  const bar = await screen.findByRole('progressbar', { name: '4 of 10 bets' });
  expect(bar.getAttribute('aria-valuenow')).toBe('4');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open lootbox' }));
  expect(await screen.findByText(/You won a freebet of/)).toBeTruthy();
  expect(calls.filter((c) => c.url.includes('/open')).map((c) => c.init.method)).toEqual(['POST']);
});
