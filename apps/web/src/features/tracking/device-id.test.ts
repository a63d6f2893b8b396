import { describe, expect, it } from 'vitest';
import { deviceIdCookie, readCookie } from './device-id';

describe('device-id cookie (SPEC §3 "Tracking", §9)', () => {
  it('is read from the cookie string', () => {
    expect(readCookie('a=1; device_id=abc-123; b=2', 'device_id')).toBe('abc-123');
    expect(readCookie('a=1', 'device_id')).toBeNull();
  });

  it('is kept 7300 days for the whole site', () => {
    expect(deviceIdCookie('abc')).toBe(`device_id=abc; Max-Age=${7300 * 86400}; Path=/; SameSite=Lax`);
  });
});
