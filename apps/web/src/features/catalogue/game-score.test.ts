import { describe, expect, it } from 'vitest';
import { gamePoint, gameScore } from './game-score';

describe('the point score of a tennis game (SPEC §9)', () => {
  it('shows 0, 15, 30 and 40 as they are', () => {
    expect(['0', '15', '30', '40'].map((raw) => gamePoint('tennis', raw))).toEqual([
      { kind: 'points', value: '0' },
      { kind: 'points', value: '15' },
      { kind: 'points', value: '30' },
      { kind: 'points', value: '40' },
    ]);
  });

  it('shows the advantage for a score above 40, however the feed writes it', () => {
    for (const raw of ['A', 'AD', 'ad', '50'])
      expect(gamePoint('tennis', raw)).toEqual({ kind: 'advantage' });
  });

  it('shows the points of a tie-break as they are', () => {
    expect(gamePoint('tennis', '6')).toEqual({ kind: 'points', value: '6' });
  });

  it("leaves other sports' game points alone", () => {
    expect(gamePoint('volleyball', '50')).toEqual({ kind: 'points', value: '50' });
    expect(gamePoint('table-tennis', 'A')).toEqual({ kind: 'points', value: 'A' });
  });

  it('gives both sides, or nothing when the match has no game in progress', () => {
    expect(gameScore('tennis', { game_score: { home: '40', away: 'A' } })).toEqual({
      home: { kind: 'points', value: '40' },
      away: { kind: 'advantage' },
    });
    expect(gameScore('tennis', { game_score: null })).toBeNull();
    expect(gameScore('tennis', null)).toBeNull();
  });
});
