import type { Redis } from 'ioredis';
import { type FailureLimiter, FailureThrottle, type HitLimiter, SlidingWindowLimiter } from './rate-limit';
import { RedisFailureThrottle, RedisWindowLimiter } from './rate-limit-redis';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes and limits of the account flows (README 'Accounts'). */
export const ACCOUNT_LIMITS = {
  sessionTtlMs: 30 * DAY,
  confirmationTtlMs: 3 * DAY,
  resetTtlMs: 1 * HOUR,
  unlockTtlMs: 1 * DAY,
  /** The account locks at this many wrong passwords in a row; an unlock email is sent. */
  maxFailedAttempts: 5,
  /** A lock lapses by itself after this long (the unlock link ends it sooner). */
  lockMs: 15 * MINUTE,
  /**
   * Wrong passwords in a row for an email that cost no wait (a typo is retyped at once); after the
   * n-th beyond them its next attempt waits base·2^(n-1), at most max.
   */
  failureDelayFree: 2,
  failureDelayBaseMs: 1_000,
  failureDelayMaxMs: 5 * MINUTE,
  /** Sign-in attempts per client IP per window. */
  signInPerIp: 20,
  /** Sign-in attempts per email per window (above maxFailedAttempts: the lockout comes first). */
  signInPerAccount: 10,
  /** Password-reset and sign-up emails per address per window (quietly capped: no mail bombing). */
  mailsPerAccount: 5,
  /** Sign-ups per client IP per window: each costs a scrypt hash and an email. */
  signUpPerIp: 10,
  windowMs: 15 * MINUTE,
} as const;

/**
 * Per-address limits other than `ACCOUNT_LIMITS`' (SIGN_INS_PER_IP, SIGN_UPS_PER_IP): a test run whose
 * every browser comes from one address, or an operator behind a carrier NAT.
 */
export interface AccountsPerIp {
  signIn?: number;
  signUp?: number;
}

/** The counters behind the account limits of `ACCOUNT_LIMITS`. */
export interface AccountLimiters {
  signInPerIp: HitLimiter;
  signInPerAccount: HitLimiter;
  mailsPerAccount: HitLimiter;
  signUpPerIp: HitLimiter;
  failures: FailureLimiter;
}

/**
 * The account limits counted in this process, or in Redis when given one, so that several API
 * processes behind a load balancer share them (a client cannot multiply its tries by the node count).
 */
export function accountLimiters(
  clock: () => number = Date.now,
  redis?: Redis,
  perIp: AccountsPerIp = {},
): AccountLimiters {
  const { windowMs } = ACCOUNT_LIMITS;
  const signInPerIp = perIp.signIn ?? ACCOUNT_LIMITS.signInPerIp;
  const signUpPerIp = perIp.signUp ?? ACCOUNT_LIMITS.signUpPerIp;
  const rule = {
    baseMs: ACCOUNT_LIMITS.failureDelayBaseMs,
    maxMs: ACCOUNT_LIMITS.failureDelayMaxMs,
    free: ACCOUNT_LIMITS.failureDelayFree,
  };
  if (redis) {
    const window = (name: string, limit: number) =>
      new RedisWindowLimiter(redis, `sb:limits:${name}:`, limit, windowMs, clock);
    return {
      signInPerIp: window('sign-in-ip', signInPerIp),
      signInPerAccount: window('sign-in-account', ACCOUNT_LIMITS.signInPerAccount),
      mailsPerAccount: window('mails', ACCOUNT_LIMITS.mailsPerAccount),
      signUpPerIp: window('sign-up-ip', signUpPerIp),
      // A run of failures is forgotten a day after the last one, as the account lock lapses sooner.
      failures: new RedisFailureThrottle(redis, 'sb:limits:failures:', rule, 24 * HOUR, clock),
    };
  }
  return {
    signInPerIp: new SlidingWindowLimiter(signInPerIp, windowMs, clock),
    signInPerAccount: new SlidingWindowLimiter(ACCOUNT_LIMITS.signInPerAccount, windowMs, clock),
    mailsPerAccount: new SlidingWindowLimiter(ACCOUNT_LIMITS.mailsPerAccount, windowMs, clock),
    signUpPerIp: new SlidingWindowLimiter(signUpPerIp, windowMs, clock),
    failures: new FailureThrottle(rule.baseMs, rule.maxMs, clock, undefined, rule.free),
  };
}
