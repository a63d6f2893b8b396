'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Notices } from '@/shared/notices';
import { resetRealtimeClient } from '@/shared/realtime/client';
import { showNotice } from './account-notices';
import { accountsQueryOptions } from './api/accounts';
import { playerQueryOptions } from './api/player';
import { handleUnauthorized } from './unauthorized';
import './register-modals';
import { useSession } from './use-session';

// The private channel and its merges into the bet lists are their own chunk, loaded once a
// player is signed in: a visitor's page has no use for them (issue 3).
const PlayerChannel = dynamic(() => import('./player-channel').then((m) => m.PlayerChannel), { ssr: false });

function useUnauthorizedGuard(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const profileHash = JSON.stringify(playerQueryOptions().queryKey);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        handleUnauthorized(queryClient, event.action.error, event.query.queryHash === profileHash);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        handleUnauthorized(queryClient, event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

const DEPOSIT_NOTICE = {
  success: 'depositSuccess',
  error: 'depositFailed',
  pending: 'depositPending',
} as const;
const DEPOSIT_TONE = { success: 'success', error: 'error', pending: 'info' } as const;

/** SPEC §8 quick-deposit notices, once, when the card page sends the player back; the parameters go. */
function useDepositReturn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('deposit_status');
    if (outcome === null) return;
    url.searchParams.delete('deposit_status');
    url.searchParams.delete('payment_id');
    window.history.replaceState(window.history.state, '', url.toString());
    if (outcome === 'success' || outcome === 'error' || outcome === 'pending') {
      showNotice(DEPOSIT_NOTICE[outcome], DEPOSIT_TONE[outcome]);
      void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
    }
  }, [queryClient]);
}

/**
 * SPEC §4: the live connection reconnects when the login status moves to or from logged in (its
 * connection token names the player). The live subtree is mounted again on a fresh connection.
 */
export function RealtimeSession({ children }: { children: ReactNode }) {
  const { status, player } = useSession();
  const loggedIn = status === 'loggedIn';
  // Only a move between two known statuses: the first connection already carries the page's session.
  const known = status === 'loggedIn' || status === 'notLoggedIn';
  const previous = useRef<boolean | null>(null);
  // A layout effect of the parent runs before the passive effects that subscribe again below.
  useLayoutEffect(() => {
    if (!known) return;
    const was = previous.current;
    previous.current = loggedIn;
    if (was !== null && was !== loggedIn) resetRealtimeClient();
  }, [known, loggedIn]);
  return (
    <Fragment key={loggedIn ? 'player' : 'visitor'}>
      {children}
      {loggedIn && player?.id ? <PlayerChannel userId={player.id} /> : null}
    </Fragment>
  );
}

/** Mounted once in the layout: the 401 guard, the deposit return and the notices. */
export function AccountRuntime() {
  useUnauthorizedGuard();
  useDepositReturn();
  return <Notices />;
}
