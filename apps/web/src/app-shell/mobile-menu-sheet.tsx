'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { SportsMenu } from '@/features/catalogue';
import type { DeferredDialogProps } from '@/shared/ui/deferred-dialog';
import { DialogTitleBar } from '@/shared/ui/dialog-title-bar';

/**
 * The side menu's sheet: its own chunk, loaded by the menu button (see mobile-menu.tsx). `children`:
 * the page's side-menu widgets.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: DeferredDialogProps & { children?: ReactNode }) {
  const t = useTranslations('nav');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 start-0 z-50 w-80 max-w-[85vw] overflow-y-auto border-border border-e bg-surface p-3 text-text"
        >
          <DialogTitleBar title={t('menu')} titleClassName="px-3 font-semibold" className="mb-2" />
          <Dialog.Description className="sr-only">{t('sportsMenu')}</Dialog.Description>
          <SportsMenu />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
