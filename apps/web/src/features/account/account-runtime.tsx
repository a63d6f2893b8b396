'use client';

import type { TBalanceChangedData } from '@sportsbook/contract';
import { isRealtimeEvent, playerChannel } from '@sportsbook/contract/light';
import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from 'centrifuge';
import { useLocale } from 'next-intl';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { applyBetChanged, applyCashoutChanged, refreshBets } from '@/features/bets/cache';
import { realtimeClient, resetRealtimeClient } from '@/shared/realtime/client';
import { accountsQueryOptions } from './api/accounts';
import { channelToken } from './api/channel-token';
import { playerQueryOptions } from './api/player';
import { Notices, showNotice } from './notices';
import { handleUnauthorized } from './unauthorized';
import './register-modals';
import { usePlayerChannel } from './player-channel-state';
import { applyBalanceChanged } from './session';
import { useSession } from './use-session';

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
 * The player's private channel (SPEC §7): `balance_changed` is written into the accounts cache,
 * `bet_changed` and `bet_cashout_changed` into the cached bet lists (SPEC §4 'Live updates').
 */
function PlayerChannel({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    const channel = playerChannel(locale, userId);
    let cancelled = false;
    let sub: Subscription | null = null;
    const client = realtimeClient();
    void client.then((centrifuge) => {
      if (cancelled) return;
      sub =
        centrifuge.getSubscription(channel) ??
        centrifuge.newSubscription(channel, { getToken: () => channelToken(channel) });
      sub.on('publication', (ctx) => {
        const event: unknown = ctx.data;
        // NOTE: not re-validated (DESIGN: no zod on hot payloads in the browser).
        if (!isRealtimeEvent(event)) return;
        switch (event.type) {
          case 'balance_changed': {
            const change = event.data as TBalanceChangedData;
            queryClient.setQueryData(accountsQueryOptions().queryKey, (accounts) =>
              applyBalanceChanged(accounts, change),
            );
            break;
          }
          case 'bet_changed':
            applyBetChanged(queryClient, event.data);
            break;
          case 'bet_cashout_changed':
            applyCashoutChanged(queryClient, event.data);
            break;
        }
      });
      sub.on('subscribed', () => {
        usePlayerChannel.setState({ subscribed: true });
        // Balances and bets that moved before the channel was (re)subscribed were not published to us.
        void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
        void refreshBets(queryClient);
      });
      sub.on('unsubscribed', () => usePlayerChannel.setState({ subscribed: false }));
      sub.subscribe();
    });
    return () => {
      cancelled = true;
      usePlayerChannel.setState({ subscribed: false });
      const current = sub;
      if (!current) return;
      current.unsubscribe();
      current.removeAllListeners();
      void client.then((centrifuge) => centrifuge.removeSubscription(current));
    };
  }, [queryClient, locale, userId]);
  return null;
}

/**
 * SPEC §4: the live connection reconnects when the login status moves to or from logged in (its
 * connection token names the player). The live subtree is mounted again on a fresh connection.
 */
export function RealtimeSession({ children }: { children: ReactNode }) {
  const { status, player } = useSession();
  const loggedIn = status === 'loggedIn';
  const previous = useRef(loggedIn);
  // NOTE: a layout effect of the parent runs before the passive effects that subscribe again below.
  useLayoutEffect(() => {
    if (previous.current === loggedIn) return;
    previous.current = loggedIn;
    resetRealtimeClient();
  }, [loggedIn]);
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
