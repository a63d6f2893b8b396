import { LimitsErrorKey } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { PlayerLimitRow } from '../../db/schema';
import { betBreach, depositBreach } from './enforce';
import { exclusionEnd, isExcluded, windowStart } from './windows';

// Wednesday 2026-11-25 18:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);

const aLimit = (kind: PlayerLimitRow['kind'], amount: number, period: PlayerLimitRow['period'] = 'day') =>
  ({
    player_id: 'p',
    kind,
    period,
    amount,
    currency: 'EUR',
    status: 'active',
    pending_amount: null,
    pending_from: null,
    created_at: 0,
    updated_at: 0,
  }) satisfies PlayerLimitRow;

describe('limit windows', () => {
  it('counts a day from UTC midnight, a week from Monday and a month from its first day', () => {
    expect(windowStart('day', NOW)).toBe(Date.UTC(2026, 10, 25));
    expect(windowStart('week', NOW)).toBe(Date.UTC(2026, 10, 23));
    expect(windowStart('week', Date.UTC(2026, 10, 29, 23, 59))).toBe(Date.UTC(2026, 10, 23));
    expect(windowStart('week', Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
    expect(windowStart('month', NOW)).toBe(Date.UTC(2026, 10, 1));
  });

  it('ends a time-out after 24 hours, 7 days or 6 months, and a permanent exclusion never', () => {
    expect(exclusionEnd('24h', NOW)).toBe(NOW + 86_400_000);
    expect(exclusionEnd('7d', NOW)).toBe(NOW + 7 * 86_400_000);
    expect(exclusionEnd('6m', NOW)).toBe(Date.UTC(2027, 4, 25, 18, 0, 0));
    expect(exclusionEnd('permanent', NOW)).toBeNull();
    expect(isExcluded({ excluded_at: NOW, excluded_until: null }, NOW + 10 ** 12)).toBe(true);
    expect(isExcluded({ excluded_at: NOW, excluded_until: NOW + 1 }, NOW + 1)).toBe(false);
    expect(isExcluded({ excluded_at: null, excluded_until: null }, NOW)).toBe(false);
  });
});

describe('which limit a movement breaks', () => {
  const usage = (staked: number, returned: number) => () => ({ staked, returned });

  it('a stake limit counts the stakes of the window and the new ones', () => {
    const limits = [aLimit('stake', 1_000)];
    expect(betBreach(limits, [{ currency: 'EUR', stake: 400 }], usage(600, 0))).toBeNull();
    expect(betBreach(limits, [{ currency: 'EUR', stake: 401 }], usage(600, 0))).toBe(
      LimitsErrorKey.stakeExceeded,
    );
  });

  it('a loss limit counts stakes less returns, the new stakes as lost', () => {
    const limits = [aLimit('loss', 1_000)];
    expect(betBreach(limits, [{ currency: 'EUR', stake: 900 }], usage(600, 500))).toBeNull();
    expect(betBreach(limits, [{ currency: 'EUR', stake: 901 }], usage(600, 500))).toBe(
      LimitsErrorKey.lossExceeded,
    );
  });

  it('refuses a movement in another currency than the limit', () => {
    expect(betBreach([aLimit('loss', 1_000)], [{ currency: 'BTC', stake: 1 }], usage(0, 0))).toBe(
      LimitsErrorKey.currency,
    );
    expect(depositBreach([aLimit('deposit', 1_000)], 'USD', () => 0)).toBe(LimitsErrorKey.currency);
  });

  it('a deposit limit counts the approved deposits of the window', () => {
    const limits = [aLimit('deposit', 1_000, 'week')];
    expect(depositBreach(limits, 'EUR', () => 1_000)).toBeNull();
    expect(depositBreach(limits, 'EUR', () => 1_001)).toBe(LimitsErrorKey.depositExceeded);
  });
});
