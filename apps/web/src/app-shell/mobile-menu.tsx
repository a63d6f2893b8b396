'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { SportsMenu } from '@/features/catalogue/components/sports-menu';
import { DialogTitleBar } from '@/shared/ui/dialog-title-bar';

/** The side menu on small screens: the sports menu in a sheet from the start edge. */
export function MobileMenu() {
  const t = useTranslations('nav');
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
          <DialogTitleBar title={t('menu')} titleClassName="px-3 font-semibold" className="mb-2" />
          <Dialog.Description className="sr-only">{t('sportsMenu')}</Dialog.Description>
          <SportsMenu />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
