'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = dynamic(() => loadSheet().then((m) => m.MobileMenuSheet), { ssr: false });

/** The side menu on small screens: the sports menu in a sheet from the start edge. */
export function MobileMenu() {
  const t = useTranslations('nav');
  const dialog = useDeferredDialog(loadSheet);
  const { setOpen } = dialog;
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        {...dialog.triggerProps}
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
      </button>
      {dialog.mounted && (
        <MobileMenuSheet open={dialog.open} onOpenChange={setOpen} onCloseAutoFocus={dialog.returnFocus} />
      )}
    </>
  );
}
