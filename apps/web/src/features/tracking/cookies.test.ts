import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_MAX_AGE,
  affiliateValue,
  CONSENT_MAX_AGE,
  cookieAssignment,
  readAffiliate,
  readConsent,
  readCookie,
} from './cookies';

const DAY = 86_400;

describe('tracking cookies (SPEC §3 Tracking, §9 lifetimes)', () => {
  it('keeps the affiliate cookie 30 days and the consent 365 days', () => {
    expect(AFFILIATE_MAX_AGE).toBe(30 * DAY);
    expect(CONSENT_MAX_AGE).toBe(365 * DAY);
    expect(cookieAssignment('cookie_consent', 'accepted', CONSENT_MAX_AGE)).toBe(
      `cookie_consent=accepted; Max-Age=${365 * DAY}; Path=/; SameSite=Lax`,
    );
  });

  it('reads only the two choices as a decision', () => {
    expect(readConsent('accepted')).toBe('accepted');
    expect(readConsent('refused')).toBe('refused');
    expect(readConsent('yes')).toBeNull();
    expect(readConsent(undefined)).toBeNull();
  });

  it('stores tags in the affiliate cookie and reads back only valid ones', () => {
    const value = affiliateValue({ stag: 'aff_1', gclid: 'g-2' });
    const stored = cookieAssignment('affiliate_id', value, AFFILIATE_MAX_AGE).split(';')[0] ?? '';
    expect(readAffiliate(readCookie(stored, 'affiliate_id'))).toEqual({ stag: 'aff_1', gclid: 'g-2' });
    expect(readAffiliate('stag=%3Cscript%3E&btag=b1')).toEqual({ btag: 'b1' });
    expect(readAffiliate('stag=<x>')).toBeNull();
    expect(readAffiliate('')).toBeNull();
  });

  it('reads a cookie whose value is not valid percent-encoding as absent', () => {
    expect(readCookie('affiliate_id=%E0%A4%A', 'affiliate_id')).toBeNull();
  });
});
