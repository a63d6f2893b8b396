/** At most so many hits per key in a sliding window: false when the key is over its limit. */
export interface HitLimiter {
  hit(key: string): boolean | Promise<boolean>;
}

/** Wrong passwords in a row per key, and how long the key must wait before its next attempt. */
export interface FailureLimiter {
  waitMs(key: string): number | Promise<number>;
  fail(key: string): void | Promise<void>;
  clear(key: string): void | Promise<void>;
}

/** The wait after `count` wrong passwords in a row: the first `free` cost none, then base·2^(n-1). */
export function failureDelay(count: number, rule: { baseMs: number; maxMs: number; free: number }): number {
  const beyond = count - rule.free;
  return beyond <= 0 ? 0 : Math.min(rule.baseMs * 2 ** Math.min(beyond - 1, 30), rule.maxMs);
}

/**
 * An in-memory sliding-window limiter: at most `limit` hits per key in the last `windowMs`.
 * Per process: with several API processes the Redis limiter (`rate-limit-redis.ts`) is used, so
 * they count together.
 */
export class SlidingWindowLimiter implements HitLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Records a hit; false when the key is over its limit (the hit is then not recorded). */
  hit(key: string): boolean {
    const now = this.clock();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits)
      if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
    // Under a flood of distinct keys, drop the oldest rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/**
 * Progressive delay after wrong passwords: the first `free` failures in a row for a key cost
 * nothing (a mistyped password is retyped at once), after the n-th beyond them the next attempt is
 * taken only `baseMs·2^(n-1)` later (at most `maxMs`); a success clears the key.
 * Per process, like the limiter above (Redis: `rate-limit-redis.ts`); keyed by email whether or not
 * it is registered, so the delay itself does not tell registered emails apart.
 */
export class FailureThrottle implements FailureLimiter {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxKeys = 100_000,
    private readonly free = 0,
  ) {}

  /** The delay after `count` failures in a row. */
  delayAfter(count: number): number {
    return failureDelay(count, { baseMs: this.baseMs, maxMs: this.maxMs, free: this.free });
  }

  /** Milliseconds until the key may try again (0: now). */
  waitMs(key: string): number {
    const entry = this.failures.get(key);
    return entry ? Math.max(0, entry.until - this.clock()) : 0;
  }

  fail(key: string): void {
    const now = this.clock();
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    // Re-inserted so the map's order is the order of last failure (the sweep drops the oldest).
    this.failures.delete(key);
    this.failures.set(key, { count, until: now + this.delayAfter(count) });
    if (this.failures.size > this.maxKeys) {
      for (const oldest of this.failures.keys()) {
        if (this.failures.size <= this.maxKeys) break;
        this.failures.delete(oldest);
      }
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
