import type { TAccount, TPlayerProfile } from '@sportsbook/contract';

/** SPEC §4 'Login status'. */
export type LoginStatus = 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn';

/**
 * The login status from what the page knows: nothing before hydration (the server cannot know the
 * session without the cookie, so it renders the neutral state), pending while GET /player runs.
 */
export function loginStatus(hydrated: boolean, player: TPlayerProfile | undefined): LoginStatus {
  if (!hydrated) return 'unknown';
  if (!player) return 'pending';
  return player.is_logged_in && player.id !== null ? 'loggedIn' : 'notLoggedIn';
}

/** SPEC §3 'Account': the profile currency, else the first account's currency, else the default. */
export function currentCurrency(
  player: TPlayerProfile | undefined,
  accounts: readonly TAccount[] | undefined,
  defaultCurrency: string,
): string {
  return player?.currency ?? accounts?.[0]?.currency ?? defaultCurrency;
}

/**
 * SPEC §4 'Session': a currency switch is skipped when it is the current currency or one the site
 * does not know.
 */
export function shouldSwitchCurrency(
  current: string,
  next: string,
  known: Readonly<Record<string, unknown>>,
): boolean {
  return next !== current && Object.hasOwn(known, next);
}
