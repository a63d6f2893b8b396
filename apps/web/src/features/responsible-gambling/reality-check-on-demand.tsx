'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useSession, useSessionActions } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { useSiteSettings } from '@/shared/config/site-settings';
import { outOfSessionLimitChannel } from './reality-sync';
import './register-modals';

// The poller and its query are their own chunk, loaded only for a signed-in player on a site with
// the feature on: a visitor's first load carries none of it.
const RealityCheck = dynamic(() => import('./reality-check').then((m) => m.RealityCheck), { ssr: false });
const PhoneVerificationGate = dynamic(
  () => import('./phone-verification-gate').then((m) => m.PhoneVerificationGate),
  { ssr: false },
);

/**
 * Mounts the reality check for a signed-in player, and in every tab follows the out-of-session-limit
 * modal of the others (SPEC §4): the tab that learnt the session ended tells the rest, which
 * forget the player (they share its cookie) and show it; closing it anywhere closes it everywhere.
 */
export function RealityCheckOnDemand() {
  const { status } = useSession();
  const { features, phone_verification: phoneVerification } = useSiteSettings();
  const { clear } = useSessionActions();
  const forget = useRef(clear);
  forget.current = clear;

  useEffect(
    () =>
      outOfSessionLimitChannel().subscribe((message) => {
        const modals = useModalStore.getState();
        if (message.type === 'close') {
          if (modals.current?.name === 'outOfSessionLimit') modals.close();
          return;
        }
        forget.current();
        modals.open({ name: 'outOfSessionLimit', params: {} });
      }),
    [],
  );

  const loggedIn = status === 'loggedIn';
  return (
    <>
      {loggedIn && features.responsible_gambling === true && <RealityCheck />}
      {loggedIn && phoneVerification.required && <PhoneVerificationGate />}
    </>
  );
}
