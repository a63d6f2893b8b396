import { describe, expect, it } from 'vitest';
import { depositReminderDelay, hasCookie, signUpReminderDelay } from './rules';

describe('the sign-up reminder (SPEC §5, §9)', () => {
  const visitor = { status: 'notLoggedIn' as const, signUpAllowed: true, seconds: 30, shownBefore: false };
  it('comes after the configured seconds for a visitor', () => {
    expect(signUpReminderDelay(visitor)).toBe(30_000);
  });
  it('never twice, never for a player or while the session is unknown, nor without sign-up', () => {
    expect(signUpReminderDelay({ ...visitor, shownBefore: true })).toBeNull();
    expect(signUpReminderDelay({ ...visitor, status: 'loggedIn' })).toBeNull();
    expect(signUpReminderDelay({ ...visitor, status: 'pending' })).toBeNull();
    expect(signUpReminderDelay({ ...visitor, signUpAllowed: false })).toBeNull();
    expect(signUpReminderDelay({ ...visitor, seconds: null })).toBeNull();
  });
});

describe('the deposit reminder (SPEC §3, §9)', () => {
  const config = { show_deposit_reminder: true, player_group_id: 'new_players', remind_after: 10 };
  const member = { statuses: [{ id: 'new_players' }] };
  const state = { loggedIn: true, config, player: member, remindedToday: false };
  it('comes after remind_after seconds for a player of the group', () => {
    expect(depositReminderDelay(state)).toBe(10_000);
    expect(
      depositReminderDelay({
        ...state,
        config: { ...config, player_group_id: null },
        player: { statuses: [] },
      }),
    ).toBe(10_000);
  });
  it('not for another group, a visitor, when switched off, or twice in a day', () => {
    expect(depositReminderDelay({ ...state, player: { statuses: [{ id: 'vip' }] } })).toBeNull();
    expect(depositReminderDelay({ ...state, loggedIn: false })).toBeNull();
    expect(
      depositReminderDelay({ ...state, config: { ...config, show_deposit_reminder: false } }),
    ).toBeNull();
    expect(depositReminderDelay({ ...state, remindedToday: true })).toBeNull();
  });
  it('reads its day cookie', () => {
    expect(hasCookie('a=1; deposit_reminder=1', 'deposit_reminder')).toBe(true);
    expect(hasCookie('not_deposit_reminder=1', 'deposit_reminder')).toBe(false);
  });
});
