'use client';

import type { TNotification } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { handleUnauthorized } from '@/features/account';
import { showAlert } from '@/shared/notices';
import { LocalTime } from '@/shared/ui/local-time';
import { markRead } from './api/notifications';
import { describeNotification } from './describe';

/** Marks notifications read (none named: all), with a failure said and a 401 ending the session. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
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
  return { busy, read };
}

/** One notification as the panel and the latest-notifications widget list it; unread ones can be marked read. */
export function NotificationItem({
  notification,
  busy,
  onRead,
}: {
  notification: TNotification;
  busy: boolean;
  onRead: (ids: string[]) => void;
}) {
  const t = useTranslations('notifications');
  const tAll = useTranslations();
  const locale = useLocale();
  const described = describeNotification(notification, locale);
  const text = (line: typeof described.title) => ('text' in line ? line.text : tAll(line.key, line.values));
  return (
    <li
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
          onClick={() => onRead([notification.id])}
          className="min-h-10 shrink-0 rounded-md px-2 text-accent text-xs hover:underline disabled:opacity-60"
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}

/**
 * A list of notifications in its states: loading, failed, empty, or the items. `roomy` gives the
 * states the panel's space; the widget keeps them tight.
 */
export function NotificationList({
  status,
  items,
  busy,
  onRead,
  roomy = false,
}: {
  status: 'pending' | 'error' | 'success';
  items: readonly TNotification[];
  busy: boolean;
  onRead: (ids: string[]) => void;
  roomy?: boolean;
}) {
  const t = useTranslations('notifications');
  const tAll = useTranslations();
  const state = `${roomy ? 'py-6 text-center ' : ''}text-sm`;
  if (status === 'pending') return <p className={`${state} text-muted`}>{tAll('common.loading')}</p>;
  if (status === 'error')
    return (
      <p role="alert" className={`${state} text-down`}>
        {t('loadFailed')}
      </p>
    );
  if (items.length === 0) return <p className={`${state} text-muted`}>{t('empty')}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} busy={busy} onRead={onRead} />
      ))}
    </ul>
  );
}
