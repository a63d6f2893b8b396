'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { handleUnauthorized } from '@/features/account';
import { showAlert } from '@/shared/notices';
import type { DeferredDialogProps } from '@/shared/ui/deferred-dialog';
import { LocalTime } from '@/shared/ui/local-time';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { markRead, notificationsListOptions } from './api/notifications';
import { describeNotification } from './describe';

/**
 * The notifications panel: the player's notifications, newest first, a page at a time, each unread
 * one with a button to mark it read, and one to mark them all read. A dialog: focus moves in and
 * goes back to the bell when it closes.
 */
export function NotificationsPanel({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useTranslations('notifications');
  const tAll = useTranslations();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const list = useInfiniteQuery({ ...notificationsListOptions(), enabled: open });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const read = async (ids?: string[]) => {
    setBusy(true);
    try {
      await markRead(queryClient, ids);
    } catch (error) {
      handleUnauthorized(queryClient, error);
      showAlert('error', { key: 'notifications.readFailed' });
    } finally {
      setBusy(false);
    }
  };
  const text = (line: ReturnType<typeof describeNotification>['title']) =>
    'text' in line ? line.text : tAll(line.key, line.values);
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
        {list.isPending ? (
          <p className="py-6 text-center text-muted text-sm">{tAll('common.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="py-6 text-center text-down text-sm">
            {t('loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-muted text-sm">{t('empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((notification) => {
              const described = describeNotification(notification, locale);
              return (
                <li
                  key={notification.id}
                  data-testid="notification"
                  data-read={notification.read}
                  className={`flex items-start gap-3 rounded-md border p-3 text-sm ${notification.read ? 'border-border' : 'border-accent bg-surface-2'}`}
                >
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <strong>
                      {!notification.read && <span className="sr-only">{t('unread')} </span>}
                      {text(described.title)}
                    </strong>
                    <span className="truncate text-muted" dir="auto">
                      {text(described.description)}
                    </span>
                    <span className="text-muted text-xs">
                      <LocalTime iso={notification.created_at} format="datetime" />
                    </span>
                  </div>
                  {!notification.read && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void read([notification.id])}
                      className="min-h-10 shrink-0 rounded-md px-2 text-accent text-xs hover:underline disabled:opacity-60"
                    >
                      {t('markRead')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
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
