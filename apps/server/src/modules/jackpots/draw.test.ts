import { describe, expect, it } from 'vitest';
import { contributionShares, drawRoll, levelHit, PPM } from './draw';

describe('contributionShares', () => {
  it('splits the contribution by the levels’ shares, leftovers to the first', () => {
    expect(contributionShares(10_000, 50, [{ share_bp: 7000 }, { share_bp: 3000 }])).toEqual({
      total: 50,
      shares: [35, 15],
    });
    expect(
      contributionShares(1_000, 50, [{ share_bp: 3333 }, { share_bp: 3333 }, { share_bp: 3334 }]),
    ).toEqual({
      total: 5,
      shares: [3, 1, 1],
    });
    expect(contributionShares(100, 50, [{ share_bp: 10_000 }])).toEqual({ total: 0, shares: [0] });
  });
});

describe('drawRoll', () => {
  it('is the same for the same seed, level and bet, and differs with each', () => {
    const roll = drawRoll('seed', 'level', 'bet');
    expect(drawRoll('seed', 'level', 'bet')).toEqual(roll);
    expect(roll.roll).toBeGreaterThanOrEqual(0);
    expect(roll.roll).toBeLessThan(PPM);
    expect(roll.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(drawRoll('other seed', 'level', 'bet').digest).not.toBe(roll.digest);
    expect(drawRoll('seed', 'level', 'other bet').digest).not.toBe(roll.digest);
  });

  it('spreads rolls evenly enough for a stated chance to mean what it says', () => {
    const rolls = Array.from({ length: 20_000 }, (_, i) => drawRoll('seed', 'level', `bet-${i}`).roll);
    const under = rolls.filter((roll) => roll < PPM / 10).length;
    expect(under).toBeGreaterThan(1_800);
    expect(under).toBeLessThan(2_200);
  });
});

describe('levelHit', () => {
  const draw = { roll: 500, digest: 'd' };
  it('hits at the must-drop pool whatever the roll, else by the roll under the chance', () => {
    expect(levelHit({ probability_ppm: 0, must_drop: 1_000 }, draw, 1_000)).toEqual({
      by: 'must_drop',
      pool: 1_000,
    });
    expect(levelHit({ probability_ppm: 0, must_drop: 1_000 }, draw, 999)).toBeNull();
    expect(levelHit({ probability_ppm: 501, must_drop: null }, draw, 0)).toEqual({
      by: 'draw',
      roll: 500,
      digest: 'd',
    });
    expect(levelHit({ probability_ppm: 500, must_drop: null }, draw, 0)).toBeNull();
  });
});
