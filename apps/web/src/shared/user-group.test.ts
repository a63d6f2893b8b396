import { describe, expect, it } from 'vitest';
import { userGroupRedirect } from './user-group';

describe('the user-group redirect (SPEC §6)', () => {
  const check = { enabled: true, player_group_id: 'members', front_origin: 'https://casino.example' };
  const member = { is_logged_in: true, statuses: [{ id: 'spi_test' }, { id: 'members' }] };
  it('sends a visitor who is not signed in to the front origin', () => {
    expect(userGroupRedirect(check, null)).toBe('https://casino.example');
    expect(userGroupRedirect(check, { is_logged_in: false, statuses: [] })).toBe('https://casino.example');
  });
  it('sends a player outside the group there, and lets a member in', () => {
    expect(userGroupRedirect(check, { is_logged_in: true, statuses: [{ id: 'vip' }] })).toBe(
      'https://casino.example',
    );
    expect(userGroupRedirect(check, member)).toBeNull();
    expect(
      userGroupRedirect({ ...check, player_group_id: null }, { is_logged_in: true, statuses: [] }),
    ).toBeNull();
  });
  it('does nothing when switched off or without an origin', () => {
    expect(userGroupRedirect({ ...check, enabled: false }, null)).toBeNull();
    expect(userGroupRedirect({ ...check, front_origin: null }, null)).toBeNull();
    expect(userGroupRedirect(undefined, null)).toBeNull();
  });
});
