'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';
import { SettingsIcon } from '@/shared/ui/icons';

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
        <SettingsIcon />
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
