import type { TEmbedListener } from '@sportsbook/contract/embed-messages';
import { describe, expect, it } from 'vitest';
import { hostGate } from './host-gate';

const ALL = new Set<TEmbedListener>(['sign-in', 'sign-up', 'deposit']);
const NONE = new Set<TEmbedListener>();
const OFF = {
  sign_in_iframe_preloader: false,
  sign_up_iframe_preloader: false,
  iframe_user_unlock: false,
};

describe('hostGate', () => {
  it('hands sign-in, sign-up and deposit to a listening host, with no preloader when the flags are off', () => {
    expect(hostGate('signIn', ALL, OFF)).toEqual({ show: false, send: 'sign-in', wait: null });
    expect(hostGate('signUp', ALL, OFF)).toEqual({ show: false, send: 'sign-up', wait: null });
    expect(hostGate('deposit', ALL, OFF)).toEqual({ show: false, send: 'deposit', wait: null });
  });

  it('keeps the frame waiting on the sign-in or sign-up whose preloader flag is on, and only that one', () => {
    const signInOnly = { ...OFF, sign_in_iframe_preloader: true };
    expect(hostGate('signIn', ALL, signInOnly)).toEqual({ show: false, send: 'sign-in', wait: 'sign-in' });
    expect(hostGate('signUp', ALL, signInOnly).wait).toBeNull();
    const signUpOnly = { ...OFF, sign_up_iframe_preloader: true };
    expect(hostGate('signUp', ALL, signUpOnly)).toEqual({ show: false, send: 'sign-up', wait: 'sign-up' });
    expect(hostGate('signIn', ALL, signUpOnly).wait).toBeNull();
    // A deposit has no preloader, whatever the flags.
    const both = { ...OFF, sign_in_iframe_preloader: true, sign_up_iframe_preloader: true };
    expect(hostGate('deposit', ALL, both).wait).toBeNull();
  });

  it('opens its own sign-in and sign-up when the host does not listen, and never a deposit (SPEC §5)', () => {
    const flagsOn = { ...OFF, sign_in_iframe_preloader: true, sign_up_iframe_preloader: true };
    expect(hostGate('signIn', NONE, flagsOn)).toEqual({ show: true, send: null, wait: null });
    expect(hostGate('signUp', NONE, flagsOn)).toEqual({ show: true, send: null, wait: null });
    expect(hostGate('deposit', NONE, flagsOn)).toEqual({ show: false, send: null, wait: null });
    // Listening for one request does not hand over another.
    const signInHost = new Set<TEmbedListener>(['sign-in']);
    expect(hostGate('signUp', signInHost, OFF).show).toBe(true);
    expect(hostGate('deposit', signInHost, OFF).show).toBe(false);
  });

  it('opens the account-unlock link inside the frame only with iframe_user_unlock', () => {
    expect(hostGate('unlock', ALL, OFF)).toEqual({ show: false, send: null, wait: null });
    expect(hostGate('unlock', NONE, {})).toEqual({ show: false, send: null, wait: null });
    expect(hostGate('unlock', NONE, { ...OFF, iframe_user_unlock: true })).toEqual({
      show: true,
      send: null,
      wait: null,
    });
  });

  it('leaves every other modal to the frame', () => {
    for (const modal of ['passwordNew', 'confirmation', 'realityCheck', 'sharedBetNotFound'] as const)
      expect(hostGate(modal, ALL, OFF)).toEqual({ show: true, send: null, wait: null });
  });
});
