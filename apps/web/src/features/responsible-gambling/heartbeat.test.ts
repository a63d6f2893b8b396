import type { TUserLimit } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { heartbeatWanted } from './heartbeat';

const aLimit = (over: Partial<TUserLimit> = {}): TUserLimit => ({
  type: 'activity',
  period: 'day',
  status: 'active',
  amount: 60,
  currency: null,
  pending: null,
  ...over,
});

const wanted = { loggedIn: true, trackingOn: true, limits: [aLimit()], visible: true };

describe('the activity heartbeat', () => {
  it('runs for a signed-in player with an activity limit in force while the app is visible', () => {
    expect(heartbeatWanted(wanted)).toBe(true);
    expect(heartbeatWanted({ ...wanted, limits: [aLimit({ status: 'unconfirmed_disabled' })] })).toBe(true);
  });

  it('stops when the app is hidden, the player signed out or the feature is off', () => {
    expect(heartbeatWanted({ ...wanted, visible: false })).toBe(false);
    expect(heartbeatWanted({ ...wanted, loggedIn: false })).toBe(false);
    expect(heartbeatWanted({ ...wanted, trackingOn: false })).toBe(false);
  });

  it('does not run without an activity limit in force', () => {
    expect(heartbeatWanted({ ...wanted, limits: undefined })).toBe(false);
    expect(heartbeatWanted({ ...wanted, limits: [aLimit({ type: 'loss', currency: 'EUR' })] })).toBe(false);
    expect(heartbeatWanted({ ...wanted, limits: [aLimit({ status: 'confirmed_disabled' })] })).toBe(false);
  });
});
