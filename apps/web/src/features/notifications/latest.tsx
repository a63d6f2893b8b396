'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';
import { WidgetCard } from '@/shared/ui/widget-card';
import { latestNotificationsOptions } from './api/notifications';
import { NotificationList, useMarkRead } from './item';
import { loadPanel, NotificationsPanel } from './lazy-panel';

/**
 * The layout's notifications widget (SPEC §2): a signed-in player's newest notifications, each to
 * be marked read where it stands, and the whole panel a button away. A new notification comes in
 * live (the `notification` publication refetches it). Visitors see nothing.
 */
export function LatestNotifications({ limit }: { limit: number }) {
  const t = useTranslations('notifications');
  const signedIn = useSession().status === 'loggedIn';
  const list = useQuery({ ...latestNotificationsOptions(limit), enabled: signedIn });
  const { busy, read } = useMarkRead();
  const dialog = useDeferredDialog(loadPanel);
  if (!signedIn) return null;
  return (
    <WidgetCard
      title={t('title')}
      testId="latest-notifications"
      aside={
        <button
          {...dialog.triggerProps}
          className="min-h-10 rounded-md px-2 font-medium text-accent text-sm hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
        >
          {t('seeAll')}
        </button>
      }
    >
      <NotificationList
        status={list.status}
        items={list.data?.data ?? []}
        busy={busy}
        onRead={(ids) => void read(ids)}
      />
      {dialog.mounted && (
        <NotificationsPanel
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onCloseAutoFocus={dialog.returnFocus}
        />
      )}
    </WidgetCard>
  );
}
