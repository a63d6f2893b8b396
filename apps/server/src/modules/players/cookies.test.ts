import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads every name=value pair of a Cookie header', () => {
    expect(parseCookies('a=1; sb_session=abc-DEF_12;c=3')).toEqual(
      new Map([
        ['a', '1'],
        ['sb_session', 'abc-DEF_12'],
        ['c', '3'],
      ]),
    );
  });

  it('keeps the first occurrence of a repeated name', () => {
    expect(parseCookies('s=first; s=second').get('s')).toBe('first');
  });

  it('skips malformed pairs instead of failing', () => {
    expect(parseCookies('novalue; =x; ok=1;;  ; bad=%E0%A4%A')).toEqual(
      new Map([
        ['ok', '1'],
        ['bad', '%E0%A4%A'],
      ]),
    );
  });

  it('decodes percent-encoding and strips double quotes', () => {
    expect(parseCookies('q="a b"; p=a%20b').get('q')).toBe('a b');
    expect(parseCookies('p=a%20b').get('p')).toBe('a b');
  });

  it('keeps = inside values', () => {
    expect(parseCookies('t=a=b==').get('t')).toBe('a=b==');
  });

  it('returns nothing for an absent or empty header', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it('writes an httpOnly SameSite=Lax cookie, Secure only when asked', () => {
    expect(serializeCookie('s', 'v', { maxAge: 60, secure: false })).toBe(
      's=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('s', 'v', { maxAge: 60, secure: true })).toMatch(/; Secure$/);
  });

  it('expires the cookie when max age is 0', () => {
    expect(serializeCookie('s', '', { maxAge: 0, secure: false })).toContain('Max-Age=0');
  });

  it('refuses values that would inject attributes', () => {
    expect(() => serializeCookie('s', 'v; Domain=evil', { maxAge: 1, secure: false })).toThrow();
  });
});
