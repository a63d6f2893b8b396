import type { TAccount, TPlayerProfile } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PLAYER } from './api/player';
import { currentCurrency, loginStatus, shouldSwitchCurrency } from './session';

const aPlayer = (patch: Partial<TPlayerProfile> = {}): TPlayerProfile => ({
  ...ANONYMOUS_PLAYER,
  id: 'p1',
  email: 'p1@example.com',
  is_logged_in: true,
  ...patch,
});
const anAccount = (currency: string, balance: number): TAccount => ({ currency, balance });

describe('login status', () => {
  it('is unknown before hydration, whatever is cached', () => {
    expect(loginStatus(false, aPlayer())).toBe('unknown');
  });
  it('is pending while the profile loads', () => {
    expect(loginStatus(true, undefined)).toBe('pending');
  });
  it('is logged in only with an id and is_logged_in', () => {
    expect(loginStatus(true, aPlayer())).toBe('loggedIn');
    expect(loginStatus(true, aPlayer({ is_logged_in: false }))).toBe('notLoggedIn');
    expect(loginStatus(true, ANONYMOUS_PLAYER)).toBe('notLoggedIn');
  });
});

describe('current currency', () => {
  it('is the profile currency first', () => {
    expect(currentCurrency(aPlayer({ currency: 'USD' }), [anAccount('EUR', 1)], 'BRL')).toBe('USD');
  });
  it('else the first account’s currency', () => {
    expect(currentCurrency(aPlayer({ currency: null }), [anAccount('EUR', 1)], 'BRL')).toBe('EUR');
  });
  it('else the default currency', () => {
    expect(currentCurrency(undefined, [], 'BRL')).toBe('BRL');
  });
});

describe('currency switch', () => {
  const known = { EUR: {}, USD: {} };
  it('is skipped when it is the same currency', () => {
    expect(shouldSwitchCurrency('EUR', 'EUR', known)).toBe(false);
  });
  it('is skipped for an unknown currency', () => {
    expect(shouldSwitchCurrency('EUR', 'XYZ', known)).toBe(false);
  });
  it('goes ahead for another known currency', () => {
    expect(shouldSwitchCurrency('EUR', 'USD', known)).toBe(true);
  });
});
