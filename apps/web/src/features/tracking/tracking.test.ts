// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/shared/storage';
import { refreshDeviceId } from './device-id';
import {
  affiliateStag,
  captureLandingTags,
  chooseConsent,
  resetLandingForTests,
  trackingTags,
} from './tracking';

const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) documentCookies.write(`${name}=; Max-Age=0; Path=/`);
  }
}

describe('tracking in the browser (SPEC §3 Tracking)', () => {
  beforeEach(() => {
    clearCookies();
    resetLandingForTests();
    window.history.replaceState(null, '', '/en?stag=aff_7&gclid=G-1&q=x');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearCookies();
  });

  it('holds the affiliate cookie back while the visitor has not chosen, yet sign-up still gets the tags', () => {
    captureLandingTags();
    expect(cookieValue('affiliate_id')).toBeUndefined();
    expect(trackingTags()).toEqual({ stag: 'aff_7', gclid: 'G-1' });
  });

  it('keeps the landing’s tags once the visitor accepts, also after navigating away', () => {
    captureLandingTags();
    window.history.replaceState(null, '', '/en/football');
    chooseConsent('accepted');
    expect(cookieValue('cookie_consent')).toBe('accepted');
    expect(decodeURIComponent(cookieValue('affiliate_id') ?? '')).toBe('stag=aff_7&gclid=G-1');
    expect(trackingTags()).toEqual({ stag: 'aff_7', gclid: 'G-1' });
    expect(affiliateStag()).toBe('aff_7');
  });

  it('keeps nothing and sends nothing once the visitor refused', () => {
    chooseConsent('refused');
    captureLandingTags();
    expect(cookieValue('cookie_consent')).toBe('refused');
    expect(cookieValue('affiliate_id')).toBeUndefined();
    expect(trackingTags()).toBeUndefined();
  });

  it('replaces the stored tags with a new landing’s', () => {
    chooseConsent('accepted');
    resetLandingForTests();
    window.history.replaceState(null, '', '/en?btag=b_2');
    captureLandingTags();
    expect(trackingTags()).toEqual({ btag: 'b_2' });
  });

  it('stores the device id again on each visit, the same id', () => {
    const first = refreshDeviceId();
    expect(cookieValue('device_id')).toBe(first);
    expect(refreshDeviceId()).toBe(first);
  });
});
