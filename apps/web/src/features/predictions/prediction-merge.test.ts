import type { TPrediction } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { applyPredictionChanged } from './api/prediction';

const mine: TPrediction = {
  prediction_id: 5,
  total: 1,
  votes: { home: 1, draw: 0, away: 0 },
  percents: { home: 100, draw: 0, away: 0 },
  my_vote: { data: 'home', created_at: '2026-11-27T12:00:00.000Z' },
};

describe('prediction_changed', () => {
  it('takes the new split and keeps the player’s own vote', () => {
    const next = applyPredictionChanged(mine, {
      prediction_id: 5,
      total: 2,
      votes: { home: 1, draw: 0, away: 1 },
      percents: { home: 50, draw: 0, away: 50 },
    });
    expect(next).toEqual({
      ...mine,
      total: 2,
      votes: { home: 1, draw: 0, away: 1 },
      percents: { home: 50, draw: 0, away: 50 },
    });
  });

  it('keeps the cached object when the split is the one it holds (no render)', () => {
    const { my_vote: _, ...same } = mine;
    expect(applyPredictionChanged(mine, same)).toBe(mine);
  });
});
