import { describe, expect, it } from 'vitest';
import { consentPost, landingCookie } from './landing';

describe('landing tags on the server (proxy)', () => {
  it('keeps a landing URL’s tags in the affiliate cookie for 30 days once the visitor accepted', () => {
    expect(landingCookie('?stag=aff_1&btag=b2&page=3', 'accepted')).toEqual({
      name: 'affiliate_id',
      value: 'btag=b2&stag=aff_1',
      maxAge: 30 * 86_400,
    });
  });

  it('holds the affiliate cookie back until the visitor accepts', () => {
    expect(landingCookie('?stag=aff_1', undefined)).toBeNull();
    expect(landingCookie('?stag=aff_1', 'refused')).toBeNull();
  });

  it('sets nothing on a page without valid tags', () => {
    expect(landingCookie('', 'accepted')).toBeNull();
    expect(landingCookie('?stag=a%20b', 'accepted')).toBeNull();
  });
});

describe('the consent form posted without JavaScript', () => {
  const host = 'sportsbook.test';

  it('stores an acceptance for 365 days and goes back to the landing page, tags and all', () => {
    expect(
      consentPost({
        choice: 'accepted',
        origin: `https://${host}`,
        referer: `https://${host}/en?stag=a1`,
        host,
      }),
    ).toEqual({
      location: '/en?stag=a1',
      cookies: [{ name: 'cookie_consent', value: 'accepted', maxAge: 365 * 86_400 }],
    });
  });

  it('stores a refusal and drops the affiliate cookie', () => {
    const { cookies } = consentPost({ choice: 'refused', origin: null, referer: `https://${host}/de`, host });
    expect(cookies).toEqual([
      { name: 'cookie_consent', value: 'refused', maxAge: 365 * 86_400 },
      { name: 'affiliate_id', value: '', maxAge: 0 },
    ]);
  });

  it('changes nothing for another site’s post or an unknown choice, and never sends the visitor off-site', () => {
    expect(consentPost({ choice: 'accepted', origin: 'https://evil.test', referer: null, host })).toEqual({
      location: '/',
      cookies: [],
    });
    expect(consentPost({ choice: 'maybe', origin: null, referer: 'https://evil.test/phish', host })).toEqual({
      location: '/',
      cookies: [],
    });
  });
});
