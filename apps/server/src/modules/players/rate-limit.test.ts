import { describe, expect, it } from 'vitest';
import { FailureThrottle, SlidingWindowLimiter } from './rate-limit';

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

describe('FailureThrottle', () => {
  it('doubles the wait after each failure in a row, up to its maximum, and forgets on success', () => {
    let now = 0;
    const throttle = new FailureThrottle(1_000, 5_000, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      throttle.fail('a');
      waits.push(throttle.waitMs('a'));
      now += throttle.waitMs('a');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(throttle.waitMs('b')).toBe(0);
    throttle.clear('a');
    throttle.fail('a');
    expect(throttle.waitMs('a')).toBe(1_000);
  });

  it('lets the first free failures in a row retry at once, then waits', () => {
    const throttle = new FailureThrottle(1_000, 5_000, () => 0, 100, 2);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      throttle.fail('a');
      waits.push(throttle.waitMs('a'));
    }
    expect(waits).toEqual([0, 0, 1_000, 2_000]);
  });

  it('keeps at most maxKeys keys, dropping the longest idle', () => {
    const throttle = new FailureThrottle(1_000, 5_000, () => 0, 2);
    for (const key of ['a', 'b', 'c']) throttle.fail(key);
    expect([throttle.waitMs('a'), throttle.waitMs('b'), throttle.waitMs('c')]).toEqual([0, 1_000, 1_000]);
  });
});
