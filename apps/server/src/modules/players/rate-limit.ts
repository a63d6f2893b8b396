/**
 * An in-memory sliding-window limiter: at most `limit` hits per key in the last `windowMs`.
 * NOTE: per process. Behind a load balancer each node counts alone (limits multiply by the node
 * count); the account lockout, stored in the database, still holds across nodes.
 */
export class SlidingWindowLimiter {
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
    // NOTE: under a flood of distinct keys, drop the oldest rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
