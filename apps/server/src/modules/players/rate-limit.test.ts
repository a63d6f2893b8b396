import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  it('allows limit hits per window and refuses the next', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 1_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(limiter.hit('b')).toBe(true);
    now = 500;
    expect(limiter.hit('a')).toBe(false);
  });

  it('slides: a hit leaves the window windowMs after it was made', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1_000, () => now);
    limiter.hit('a');
    now = 600;
    limiter.hit('a');
    now = 1_001;
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
  });

  it('forgets keys beyond its bound instead of growing without limit', () => {
    const limiter = new SlidingWindowLimiter(1, 1_000, () => 0, 10);
    for (let i = 0; i < 50; i++) limiter.hit(`k${i}`);
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(10);
  });
});
