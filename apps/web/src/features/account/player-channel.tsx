'use client';

import { isRealtimeEvent, playerChannel } from '@sportsbook/contract/light';
import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from 'centrifuge';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { applyBetChanged, applyCashoutChanged, refreshBets } from '@/features/bets/cache';
import { realtimeClient } from '@/shared/realtime/client';
import { accountsQueryOptions } from './api/accounts';
import { channelToken } from './api/channel-token';
import { onBalanceChanged } from './balance-hint';
import { usePlayerChannel } from './player-channel-state';

/**
 * The player's private channel (SPEC §7): `balance_changed` refetches the accounts (balance-hint.ts),
 * `bet_changed` and `bet_cashout_changed` into the cached bet lists (SPEC §4 'Live updates').
 */
export function PlayerChannel({ userId }: { userId: string }) {
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
          case 'balance_changed':
            void onBalanceChanged(queryClient);
            break;
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
