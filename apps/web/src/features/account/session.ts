import type { TAccount, TBalanceChangedData, TPlayerProfile } from '@sportsbook/contract';

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
 * Applies a `balance_changed` publication to the accounts list: the account of that currency gets
 * the new balance (a new account is appended); an unchanged balance keeps the same list object so
 * nothing re-renders.
 */
export function applyBalanceChanged(
  accounts: readonly TAccount[] | undefined,
  change: TBalanceChangedData,
): TAccount[] | undefined {
  if (!accounts) return accounts;
  const index = accounts.findIndex((account) => account.currency === change.currency);
  if (index === -1) return [...accounts, { currency: change.currency, balance: change.balance }];
  if (accounts[index]?.balance === change.balance) return accounts as TAccount[];
  return accounts.map((account, i) => (i === index ? { ...account, balance: change.balance } : account));
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
