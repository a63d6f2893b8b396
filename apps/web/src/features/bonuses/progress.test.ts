import type { TBonusProgress, TPlayerBonus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { progressBar } from './progress';
import { applyTournamentPool } from './queries';

type Conditions = TPlayerBonus['conditions'];
type Item = Pick<TPlayerBonus, 'conditions' | 'progress'>;

const progress = (over: Partial<TBonusProgress>): TBonusProgress => ({
  progress_count: 0,
  possible_progress_count: null,
  farmed_amount: 0,
  avg_stake: 0,
  points: 0,
  available_points: 0,
  potential_points: null,
  potential_freebet_amount: null,
  freebets_issued: 0,
  initial_pool: null,
  pool: null,
  farmed_event_ids: [],
  lootboxes: [],
  ...over,
});
const amb: Conditions = {
  kind: 'amb_freebet',
  min_stake: 100,
  currency: 'EUR',
  ranges: [
    { bets_count: 3, freebets_count: 1, amount: 200 },
    { bets_count: 10, freebets_count: 2, amount: 300 },
  ],
  freebet_variant: 'all_win',
  uses_count: 1,
};
const hunting: Conditions = {
  kind: 'hunting',
  min_stake: 100,
  currency: 'EUR',
  farm_once_per_event: true,
  uses_count: 1,
  points_per_freebet: 4,
  freebet: { variant: 'only_win', amount: 150, currency: 'EUR' },
};

describe('progressBar', () => {
  it("shows an amb campaign's counted bets of the last range, the earlier ranges marked", () => {
    const item: Item = {
      conditions: amb,
      progress: progress({ progress_count: 4, possible_progress_count: 10 }),
    };
    expect(progressBar(item)).toEqual({ unit: 'bets', value: 4, max: 10, marks: [3] });
    const done: Item = {
      conditions: amb,
      progress: progress({ progress_count: 14, possible_progress_count: 10 }),
    };
    expect(progressBar(done)?.value).toBe(10);
  });

  it('shows hunting points towards the next freebet, and a lootbox the bets towards the next box', () => {
    expect(
      progressBar({ conditions: hunting, progress: progress({ points: 9, available_points: 1 }) }),
    ).toEqual({
      unit: 'points',
      value: 1,
      max: 4,
      marks: [],
    });
    const lootbox: Conditions = {
      kind: 'lootbox',
      min_stake: 100,
      currency: 'EUR',
      bets_per_lootbox: 3,
      uses_count: 1,
      rewards: [{ weight: 1, reward: { type: 'boost', odds: 1100 } }],
    };
    expect(progressBar({ conditions: lootbox, progress: progress({ progress_count: 7 }) })?.value).toBe(1);
  });

  it('shows no bar without progress or for other kinds', () => {
    expect(progressBar({ conditions: amb })).toBeNull();
    const tournament: Conditions = {
      kind: 'hunting_tournament',
      min_stake: 100,
      currency: 'EUR',
      farm_once_per_event: false,
      uses_count: 1,
      initial_pool: 1,
      prizes_bp: [1],
    };
    expect(progressBar({ conditions: tournament, progress: progress({}) })).toBeNull();
  });
});

describe('applyTournamentPool', () => {
  const item = (id: string, pool: number | null) =>
    ({ id, progress: progress({ pool }) }) as unknown as TPlayerBonus;
  it("moves the named tournament's pool and keeps the list when nothing changes", () => {
    const items = [item('a', 100), item('b', 200)];
    const next = applyTournamentPool(items, { id: 'b', pool: 250, currency: 'EUR' });
    expect(next.map((i) => i.progress?.pool)).toEqual([100, 250]);
    expect(next[0]).toBe(items[0]);
    expect(applyTournamentPool(items, { id: 'b', pool: 200, currency: 'EUR' })).toBe(items);
    expect(applyTournamentPool(items, { id: 'c', pool: 1, currency: 'EUR' })).toBe(items);
  });
});
