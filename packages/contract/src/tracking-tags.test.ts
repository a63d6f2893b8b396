import { describe, expect, it } from 'vitest';
import { ZSignUpRequest, ZTrackingTags } from './platform';
import { isTrackingTag, readTrackingTags, TRACKING_TAG_MAX_LENGTH, writeTrackingTags } from './tracking-tags';

describe('tracking tags (SPEC §3 Tracking)', () => {
  it('reads the five tags of a landing URL and ignores other parameters', () => {
    const params = new URLSearchParams('ctag=c1&btag=a_1b_2&stag=s-3&qtag=q.4&gclid=Cj0K~x&utm_source=news');
    expect(readTrackingTags(params)).toEqual({
      ctag: 'c1',
      btag: 'a_1b_2',
      stag: 's-3',
      qtag: 'q.4',
      gclid: 'Cj0K~x',
    });
  });

  it('drops a tag with characters outside the URL-safe set, an empty one or a too long one', () => {
    const long = 'x'.repeat(TRACKING_TAG_MAX_LENGTH + 1);
    const params = new URLSearchParams({ stag: '<script>', btag: '', ctag: long, qtag: 'ok' });
    expect(readTrackingTags(params)).toEqual({ qtag: 'ok' });
    expect(readTrackingTags(new URLSearchParams('stag=a b'))).toBeNull();
    expect(readTrackingTags(new URLSearchParams('page=2'))).toBeNull();
  });

  it('writes tags that read back the same', () => {
    const tags = { stag: 'aff_42', gclid: 'abc-DEF' };
    expect(readTrackingTags(new URLSearchParams(writeTrackingTags(tags)))).toEqual(tags);
  });

  it('holds the browser check and the server schema to one verdict', () => {
    const samples = [
      'aff_1',
      'a.b~c-d',
      '',
      ' ',
      'x'.repeat(TRACKING_TAG_MAX_LENGTH),
      'x'.repeat(129),
      'é',
      'a/b',
      'a=b',
    ];
    let checked = 0;
    for (const sample of samples) {
      expect(ZTrackingTags.safeParse({ stag: sample }).success, sample).toBe(isTrackingTag(sample));
      checked += 1;
    }
    expect(checked).toBe(samples.length);
  });

  it('lets a sign-up carry tags and refuses a bad one', () => {
    const signUp = {
      email: 'a@example.com',
      password: 'correct horse',
      currency: 'EUR',
      locale: 'en',
      country: 'DE',
    };
    expect(ZSignUpRequest.safeParse({ ...signUp, tracking: { btag: 'b1', gclid: 'g1' } }).success).toBe(true);
    expect(ZSignUpRequest.safeParse(signUp).success).toBe(true);
    expect(ZSignUpRequest.safeParse({ ...signUp, tracking: { stag: 'x y' } }).success).toBe(false);
    expect(ZSignUpRequest.safeParse({ ...signUp, tracking: { other: 'x' } }).success).toBe(false);
  });
});
