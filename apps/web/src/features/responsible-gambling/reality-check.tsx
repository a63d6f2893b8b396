'use client';

import { SESSIONS_INFO_POLL_MS } from '@sportsbook/contract/light';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSessionActions } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { sessionsInfoQueryOptions } from './queries';
import { outOfSessionLimitChannel, realityCheckChannel, sessionsInfoFailure } from './reality-sync';
import './register-modals';

/**
 * The reality check (RTS 13) of a signed-in player: the session info is polled every `poll_ms`
 * (SPEC §9: 30 s), hidden tabs included, since the check runs on the clock, not on attention. A due
 * check opens the reality-check modal here and in the player's other tabs; 'User is out of limit'
 * ends the session and opens the out-of-session-limit modal everywhere (SPEC §8).
 */
export function RealityCheck() {
  const [stopped, setStopped] = useState(false);
  const queryClient = useQueryClient();
  const { clear } = useSessionActions();
  const forget = useRef(clear);
  forget.current = clear;
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);
  const info = useQuery({
    ...sessionsInfoQueryOptions(),
    enabled: !stopped,
    refetchInterval: (query) => query.state.data?.poll_ms ?? SESSIONS_INFO_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const due = info.data?.due === true;

  // A poll that finds the check due opens it (again, if another tab's message closed it early).
  useEffect(() => {
    if (!due || !info.data) return;
    if (useModalStore.getState().current?.name === 'realityCheck') return;
    open({ name: 'realityCheck', params: {} });
    realityCheckChannel().post({ type: 'open', info: info.data });
  }, [due, info.data, open]);

  useEffect(() => {
    if (!info.error) return;
    const outcome = sessionsInfoFailure(info.error);
    if (outcome === 'stop') setStopped(true);
    if (outcome !== 'outOfLimit') return;
    setStopped(true);
    forget.current();
    open({ name: 'outOfSessionLimit', params: {} });
    outOfSessionLimitChannel().post({ type: 'open' });
  }, [info.error, open]);

  // Another tab's 'Continue' (or opening) brings its session info: this tab follows it.
  useEffect(
    () =>
      realityCheckChannel().subscribe((message) => {
        if (message.info) queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, message.info);
        if (message.type === 'close' && useModalStore.getState().current?.name === 'realityCheck') close();
      }),
    [queryClient, close],
  );

  return null;
}
