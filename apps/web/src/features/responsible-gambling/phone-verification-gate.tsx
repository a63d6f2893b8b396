'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useModalStore } from '@/features/modals';
import { phoneVerificationWanted } from './phone-verification';
import { phoneVerificationQueryOptions } from './queries';
import './register-modals';

/**
 * SPEC §5: on a site that requires it, opens the phone verification modal once per page load for a
 * signed-in player whose phone is not verified (closed, it comes back on the next load).
 */
export function PhoneVerificationGate() {
  const verification = useQuery(phoneVerificationQueryOptions()).data;
  const open = useModalStore((state) => state.open);
  const shown = useRef(false);
  const wanted = phoneVerificationWanted({ loggedIn: true, required: true, verification });
  useEffect(() => {
    if (!wanted || shown.current || useModalStore.getState().current) return;
    shown.current = true;
    open({ name: 'phoneVerification', params: {} });
  }, [wanted, open]);
  return null;
}
