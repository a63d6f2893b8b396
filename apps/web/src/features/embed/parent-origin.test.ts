import { describe, expect, it } from 'vitest';
import { type ParentClues, verifiedParentOrigin } from './parent-origin';
import { throttle } from './throttle';

const OWN = 'http://127.0.0.1:3000';
const HOST = 'https://casino.example';
const clues = (over: Partial<ParentClues>): ParentClues => ({
  ancestorOrigins: undefined,
  referrer: '',
  remembered: null,
  own: OWN,
  ...over,
});

describe('verifiedParentOrigin', () => {
  it('takes the browser ancestor origin first, when allowed', () => {
    expect(
      verifiedParentOrigin(clues({ ancestorOrigins: [HOST], referrer: 'https://evil.example/' }), [HOST]),
    ).toBe(HOST);
    expect(verifiedParentOrigin(clues({ ancestorOrigins: ['https://evil.example'] }), [HOST])).toBeNull();
  });

  it('falls back to the referrer, then to what was verified before the frame reloaded itself', () => {
    expect(verifiedParentOrigin(clues({ referrer: `${HOST}/games?x=1` }), [`${HOST}/`])).toBe(HOST);
    expect(verifiedParentOrigin(clues({ referrer: `${OWN}/en`, remembered: HOST }), [HOST])).toBe(HOST);
    expect(verifiedParentOrigin(clues({ referrer: `${OWN}/en` }), [HOST])).toBeNull();
  });

  it('refuses an origin not on the list, an empty list and garbage', () => {
    expect(verifiedParentOrigin(clues({ referrer: 'http://casino.example/' }), [HOST])).toBeNull();
    expect(verifiedParentOrigin(clues({ referrer: `${HOST}/` }), [])).toBeNull();
    expect(verifiedParentOrigin(clues({ referrer: 'not a url', remembered: 'also not' }), [HOST])).toBeNull();
    expect(verifiedParentOrigin(clues({ ancestorOrigins: ['null'] }), [HOST])).toBeNull();
  });

  it('takes a subdomain of a wildcard entry as the parent, not the bare domain', () => {
    const wildcard = ['https://*.casino.example'];
    expect(verifiedParentOrigin(clues({ ancestorOrigins: ['https://eu.casino.example'] }), wildcard)).toBe(
      'https://eu.casino.example',
    );
    expect(verifiedParentOrigin(clues({ referrer: 'https://games.eu.casino.example/x' }), wildcard)).toBe(
      'https://games.eu.casino.example',
    );
    expect(verifiedParentOrigin(clues({ ancestorOrigins: [HOST] }), wildcard)).toBeNull();
    expect(
      verifiedParentOrigin(clues({ ancestorOrigins: ['https://evilcasino.example'] }), wildcard),
    ).toBeNull();
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per period with the last call', () => {
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 100, {
      now: () => now,
      schedule: (run, ms) => timers.push({ at: now + ms, run }),
    });
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    now = 100;
    timers.shift()?.run();
    expect(calls).toEqual([1, 3]);
    now = 150;
    throttled(4);
    expect(calls).toEqual([1, 3]);
    now = 200;
    timers.shift()?.run();
    expect(calls).toEqual([1, 3, 4]);
    now = 500;
    throttled(5);
    expect(calls).toEqual([1, 3, 4, 5]);
  });
});
