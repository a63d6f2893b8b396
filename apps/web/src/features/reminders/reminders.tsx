'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useSession } from '@/features/account';
import { registerModal, useModalStore } from '@/features/modals';
import { useSiteSettings } from '@/shared/config/site-settings';
import { documentCookies, localStore } from '@/shared/storage';
import {
  DEPOSIT_REMINDER_COOKIE,
  DEPOSIT_REMINDER_MAX_AGE_S,
  depositReminderDelay,
  hasCookie,
  SIGN_UP_REMINDER_KEY,
  signUpReminderDelay,
} from './rules';

registerModal(
  'signUpReminder',
  dynamic(() => import('./reminder-modals').then((m) => m.SignUpReminderModal)),
);
registerModal(
  'depositReminder',
  dynamic(() => import('./reminder-modals').then((m) => m.DepositReminderModal)),
);

/** A modal already open is not covered: the reminder waits for it to close. */
const RETRY_MS = 5_000;

/** Opens `name` after `delay` ms once no other modal is open, then records it with `remember`. */
function useReminder(delay: number | null, name: 'signUpReminder' | 'depositReminder', remember: () => void) {
  useEffect(() => {
    if (delay === null) return;
    let timer: number;
    const fire = () => {
      const modals = useModalStore.getState();
      if (modals.current) {
        timer = window.setTimeout(fire, RETRY_MS);
        return;
      }
      remember();
      modals.open({ name, params: {} });
    };
    timer = window.setTimeout(fire, delay);
    return () => window.clearTimeout(timer);
  }, [delay, name, remember]);
}

const rememberSignUp = () => localStore.setItem(SIGN_UP_REMINDER_KEY, '1');
const rememberDeposit = () =>
  documentCookies.write(
    `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=${DEPOSIT_REMINDER_MAX_AGE_S}; Path=/; SameSite=Lax`,
  );

/** SPEC §5, §9 reminders: sign-up for visitors, deposit for the configured group of players. */
export function Reminders() {
  const { status, player } = useSession();
  const settings = useSiteSettings();
  const signUpDelay = signUpReminderDelay({
    status,
    signUpAllowed: settings.features.sign_up !== false,
    seconds: settings.sign_up_reminder_seconds,
    shownBefore: status === 'notLoggedIn' && localStore.getItem(SIGN_UP_REMINDER_KEY) !== null,
  });
  const depositDelay = depositReminderDelay({
    loggedIn: status === 'loggedIn',
    config: settings.deposit_reminder,
    player,
    remindedToday: status === 'loggedIn' && hasCookie(documentCookies.read(), DEPOSIT_REMINDER_COOKIE),
  });
  useReminder(signUpDelay, 'signUpReminder', rememberSignUp);
  useReminder(depositDelay, 'depositReminder', rememberDeposit);
  return null;
}
