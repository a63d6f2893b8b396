import type { TPlayerProfile, TSiteConfig } from '@sportsbook/contract';

/**
 * SPEC §6 user-group check: when the site config enables it, a visitor who is not signed in, or
 * whose groups (profile `statuses`) do not include the configured one, belongs on the platform's
 * front origin. Returns where to send them, or null to serve the page. No group named: being
 * signed in is enough.
 */
export function userGroupRedirect(
  check: TSiteConfig['user_group_redirect'] | undefined,
  player: Pick<TPlayerProfile, 'is_logged_in' | 'statuses'> | null,
): string | null {
  if (!check?.enabled || !check.front_origin) return null;
  if (!player?.is_logged_in) return check.front_origin;
  if (check.player_group_id === null) return null;
  return player.statuses.some((group) => group.id === check.player_group_id) ? null : check.front_origin;
}
