'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DeferredDialogProps } from '@/shared/ui/deferred-dialog';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { notificationsListOptions } from './api/notifications';
import { NotificationList, useMarkRead } from './item';

/**
 * The notifications panel: the player's notifications, newest first, a page at a time, each unread
 * one with a button to mark it read, and one to mark them all read. A dialog: focus moves in and
 * goes back to the bell when it closes.
 */
export function NotificationsPanel({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useTranslations('notifications');
  const { busy, read } = useMarkRead();
  const list = useInfiniteQuery({ ...notificationsListOptions(), enabled: open });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <ModalFrame
      title={t('title')}
      open={open}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3" data-testid="notifications-panel">
        {items.some((n) => !n.read) && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void read()}
            className="min-h-10 justify-self-end rounded-md px-2 font-medium text-accent text-sm hover:underline disabled:opacity-60"
          >
            {t('readAll')}
          </button>
        )}
        <NotificationList
          status={list.status}
          items={items}
          busy={busy}
          onRead={(ids) => void read(ids)}
          roomy
        />
        {list.hasNextPage && (
          <button
            type="button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            className="min-h-10 rounded-md border border-border bg-surface-2 px-3 font-medium text-sm hover:border-accent disabled:opacity-60"
          >
            {t('loadMore')}
          </button>
        )}
      </div>
    </ModalFrame>
  );
}
