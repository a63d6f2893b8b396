import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type FailureLimiter, failureDelay, type HitLimiter } from './rate-limit';

// One round trip and atomic: drop the hits that left the window, refuse at the limit, else record.
const SLIDING_HIT = `
local key, now, window, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1`;

// Counts the failure and sets when the key may try again, from the count it now has.
const RECORD_FAILURE = `
local key, now, base, max, free, keep = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local count = redis.call('HINCRBY', key, 'count', 1)
local beyond = count - free
local delay = 0
if beyond > 0 then delay = math.min(base * 2 ^ math.min(beyond - 1, 30), max) end
redis.call('HSET', key, 'until', now + delay)
redis.call('PEXPIRE', key, keep)
return delay`;

interface LimitCommands {
  slidingHit(key: string, now: number, windowMs: number, limit: number, member: string): Promise<number>;
  recordFailure(
    key: string,
    now: number,
    baseMs: number,
    maxMs: number,
    free: number,
    keepMs: number,
  ): Promise<number>;
}

/** The Redis client with the limiters' scripts defined on it (once per client). */
function withScripts(redis: Redis): Redis & LimitCommands {
  const client = redis as Redis & Partial<LimitCommands>;
  if (!client.slidingHit) client.defineCommand('slidingHit', { numberOfKeys: 1, lua: SLIDING_HIT });
  if (!client.recordFailure) client.defineCommand('recordFailure', { numberOfKeys: 1, lua: RECORD_FAILURE });
  return client as Redis & LimitCommands;
}

/** The sliding-window limiter of `rate-limit.ts`, counted in Redis so every API process shares it. */
export class RedisWindowLimiter implements HitLimiter {
  private readonly redis: Redis & LimitCommands;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.redis = withScripts(redis);
  }

  async hit(key: string): Promise<boolean> {
    // Two hits in one millisecond are two members.
    const member = `${this.clock()}:${randomBytes(6).toString('base64url')}`;
    const ok = await this.redis.slidingHit(
      `${this.prefix}${key}`,
      this.clock(),
      this.windowMs,
      this.limit,
      member,
    );
    return ok === 1;
  }
}

/** The progressive delay of `rate-limit.ts` (`FailureThrottle`), kept in Redis for every process. */
export class RedisFailureThrottle implements FailureLimiter {
  private readonly redis: Redis & LimitCommands;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly rule: { baseMs: number; maxMs: number; free: number },
    /** How long a run of failures is remembered without a new one. */
    private readonly keepMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.redis = withScripts(redis);
  }

  /** The delay the next failure of `count` brings (the same rule as in memory). */
  delayAfter(count: number): number {
    return failureDelay(count, this.rule);
  }

  async waitMs(key: string): Promise<number> {
    const until = await this.redis.hget(`${this.prefix}${key}`, 'until');
    return until === null ? 0 : Math.max(0, Number(until) - this.clock());
  }

  async fail(key: string): Promise<void> {
    const { baseMs, maxMs, free } = this.rule;
    await this.redis.recordFailure(`${this.prefix}${key}`, this.clock(), baseMs, maxMs, free, this.keepMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`);
  }
}
