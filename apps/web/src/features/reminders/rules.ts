import type { TPlayerProfile, TSiteConfig } from '@sportsbook/contract';

/** Remembered in local storage once the sign-up reminder was shown (SPEC §5: once only). */
export const SIGN_UP_REMINDER_KEY = 'sign_up_reminder_shown';
/** SPEC §9: the deposit reminder's cookie lasts a day, so it shows at most once a day. */
export const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder';
export const DEPOSIT_REMINDER_MAX_AGE_S = 24 * 60 * 60;

/**
 * SPEC §5, §9: the sign-up reminder, after `sign_up_reminder_seconds`, for a visitor who is not
 * signed in, where sign-up is allowed, once only. Milliseconds to wait, or null: no reminder.
 */
export function signUpReminderDelay(state: {
  status: 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn';
  signUpAllowed: boolean;
  seconds: number | null;
  shownBefore: boolean;
}): number | null {
  if (state.status !== 'notLoggedIn' || !state.signUpAllowed || state.shownBefore) return null;
  if (state.seconds === null || state.seconds < 0) return null;
  return state.seconds * 1000;
}

/**
 * SPEC §3, §9: the deposit reminder, after `remind_after` seconds (default 10), for a signed-in
 * player of the configured group (any player when none is named), at most once a day.
 * Milliseconds to wait, or null: no reminder.
 */
export function depositReminderDelay(state: {
  loggedIn: boolean;
  config: TSiteConfig['deposit_reminder'];
  player: Pick<TPlayerProfile, 'statuses'> | undefined;
  remindedToday: boolean;
}): number | null {
  const { config, player } = state;
  if (!state.loggedIn || !player || !config.show_deposit_reminder || state.remindedToday) return null;
  if (
    config.player_group_id !== null &&
    !player.statuses.some((group) => group.id === config.player_group_id)
  )
    return null;
  return Math.max(0, config.remind_after ?? 10) * 1000;
}

/** Whether a `name=value; …` cookie string holds the cookie. */
export const hasCookie = (cookies: string, name: string): boolean =>
  cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
