'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { SportsMenu } from '@/features/catalogue/components/sports-menu';

/** The side menu on small screens: the sports menu in a sheet from the start edge. */
export function MobileMenu() {
  const t = useTranslations('nav');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="grid size-10 place-items-center rounded-md hover:bg-surface-2 lg:hidden"
        aria-label={t('menu')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-80 max-w-[85vw] overflow-y-auto border-border border-e bg-surface p-3 text-text">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="px-3 font-semibold">{t('menu')}</Dialog.Title>
            <Dialog.Close
              className="grid size-10 place-items-center rounded-md hover:bg-surface-2"
              aria-label={tc('close')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('sportsMenu')}</Dialog.Description>
          <SportsMenu />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
