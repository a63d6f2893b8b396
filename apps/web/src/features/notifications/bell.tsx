'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';
import { BellIcon } from '@/shared/ui/icons';
import { useLocalDigits } from '@/shared/use-local-digits';
import { countersQueryOptions } from './api/notifications';
import { loadPanel, NotificationsPanel } from './lazy-panel';

/**
 * The header's bell (SPEC §2 'notifications'): a signed-in player's unread count, in its name and
 * as a badge, kept live by `unread_counters_changed`; it opens the notifications panel.
 */
export function NotificationsBell() {
  const t = useTranslations('notifications');
  const signedIn = useSession().status === 'loggedIn';
  const dialog = useDeferredDialog(loadPanel);
  const digits = useLocalDigits();
  const unread = useQuery({ ...countersQueryOptions(), enabled: signedIn }).data?.unread ?? 0;
  if (!signedIn) return null;
  return (
    <>
      <button
        {...dialog.triggerProps}
        data-testid="notifications-bell"
        aria-label={t('bell', { count: unread })}
        className="relative grid size-10 shrink-0 place-items-center rounded-md border border-border bg-surface-2 hover:border-accent"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-unread"
            className="absolute -end-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 font-bold text-accent-text text-xs tabular-nums"
          >
            {digits(unread > 99 ? '99+' : unread)}
          </span>
        )}
      </button>
      {dialog.mounted && (
        <NotificationsPanel
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onCloseAutoFocus={dialog.returnFocus}
        />
      )}
    </>
  );
}
