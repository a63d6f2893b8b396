'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';

const loadSheet = () => import('./settings-sheet');
const SettingsSheet = dynamic(() => loadSheet().then((m) => m.SettingsSheet), { ssr: false });

/** Odds format, theme and language, in one dialog reachable from the header. */
export function SettingsDialog() {
  const t = useTranslations('settings');
  const dialog = useDeferredDialog(loadSheet);
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="grid size-10 place-items-center rounded-md border border-border bg-surface-2 hover:border-accent"
        aria-label={t('title')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
      </button>
      {dialog.mounted && (
        <SettingsSheet
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onCloseAutoFocus={dialog.returnFocus}
        />
      )}
    </>
  );
}
