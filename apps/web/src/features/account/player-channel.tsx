'use client';

import { isRealtimeEvent, playerChannel } from '@sportsbook/contract/light';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { applyBetChanged, applyCashoutChanged, refreshBets } from '@/features/bets/queries';
import { applyBonusIssued } from '@/features/bonuses/queries';
import {
  applyNotification,
  applyUnreadCounters,
  describeNotification,
  notificationsKeys,
} from '@/features/notifications/queries';
import { showAlert } from '@/shared/notices';
import { channels } from '@/shared/realtime/channels';
import { accountsQueryOptions } from './api/accounts';
import { channelToken } from './api/channel-token';
import { onBalanceChanged } from './balance-hint';
import { usePlayerChannel } from './player-channel-state';

/**
 * The player's private channel (SPEC §7): `balance_changed` refetches the accounts (balance-hint.ts),
 * `bet_changed` and `bet_cashout_changed` into the cached bet lists (SPEC §4 'Live updates'),
 * `bonus_issued` to the bonus lists with an alert, the unread count and new notifications (with
 * their alert, SPEC §2) into the notifications centre.
 */
export function PlayerChannel({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    const channel = playerChannel(locale, userId);
    const release = channels.hold(
      channel,
      {
        publication: (event) => {
          // Not re-validated (DESIGN: no zod on hot payloads in the browser).
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
            case 'bonus_issued':
              applyBonusIssued(queryClient, event.data);
              break;
            case 'unread_counters_changed':
              applyUnreadCounters(queryClient, event.data);
              break;
            case 'notification': {
              applyNotification(queryClient);
              const { tone, title, description } = describeNotification(event.data, locale);
              showAlert(tone, title, description);
              break;
            }
          }
        },
        subscribed: () => {
          usePlayerChannel.setState({ subscribed: true });
          // Balances and bets that moved before the channel was (re)subscribed were not published to us.
          void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
          void refreshBets(queryClient);
          void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
        },
        unsubscribed: () => usePlayerChannel.setState({ subscribed: false }),
      },
      { getToken: () => channelToken(channel) },
    );
    return () => {
      usePlayerChannel.setState({ subscribed: false });
      release();
    };
  }, [queryClient, locale, userId]);
  return null;
}
