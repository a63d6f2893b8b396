import { describe, expect, it } from 'vitest';
import { lootboxDraw } from './lootboxes';

const rewards = [
  {
    weight: 3,
    reward: { type: 'freebet' as const, variant: 'all_win' as const, amount: 100, currency: 'EUR' },
  },
  { weight: 1, reward: { type: 'boost' as const, odds: 1100 } },
];
const SEED = 'a'.repeat(64);

describe('lootboxDraw', () => {
  it('repeats from the seed and the box, and differs with either', () => {
    const draw = lootboxDraw(SEED, 'box-1', rewards);
    expect(lootboxDraw(SEED, 'box-1', rewards)).toEqual(draw);
    expect(draw.weights).toEqual([3, 1]);
    expect(draw.roll).toBeLessThan(4);
    expect(draw.index).toBe(draw.roll < 3 ? 0 : 1);
    expect(lootboxDraw('b'.repeat(64), 'box-1', rewards).digest).not.toBe(draw.digest);
    expect(lootboxDraw(SEED, 'box-2', rewards).digest).not.toBe(draw.digest);
  });

  it('picks each reward about as often as its weight says', () => {
    const picks = [0, 0];
    for (let i = 0; i < 4000; i += 1) {
      const { index } = lootboxDraw(SEED, `box-${i}`, rewards);
      picks[index] = (picks[index] ?? 0) + 1;
    }
    expect(picks[0]).toBeGreaterThan(2800);
    expect(picks[0]).toBeLessThan(3200);
  });

  it('always picks the only reward', () => {
    expect(lootboxDraw(SEED, 'box', rewards.slice(0, 1)).index).toBe(0);
  });
});
