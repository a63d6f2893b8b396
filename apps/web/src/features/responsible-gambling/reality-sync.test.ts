import { LimitsErrorKey } from '@sportsbook/contract/light';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { sessionsInfoFailure } from './reality-sync';

const failure = (status: number, message: string) =>
  new ApiError(status, { code: status, message, data: { details: [] } });

describe('a failed session-info poll (SPEC §8)', () => {
  it("ends the session on 'User is out of limit'", () => {
    expect(sessionsInfoFailure(failure(403, LimitsErrorKey.outOfLimit))).toBe('outOfLimit');
  });

  it('stops polling on any other 400', () => {
    expect(sessionsInfoFailure(failure(400, LimitsErrorKey.noSession))).toBe('stop');
  });

  it('polls again after anything else', () => {
    expect(sessionsInfoFailure(failure(403, LimitsErrorKey.disabled))).toBe('retry');
    expect(sessionsInfoFailure(failure(503, 'error.request.unavailable'))).toBe('retry');
    expect(sessionsInfoFailure(new TypeError('Failed to fetch'))).toBe('retry');
  });
});
