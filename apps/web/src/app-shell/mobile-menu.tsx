'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useDeferredDialog } from '@/shared/ui/deferred-dialog';
import { MenuIcon } from '@/shared/ui/icons';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = dynamic(() => loadSheet().then((m) => m.MobileMenuSheet), { ssr: false });

/**
 * The side menu on small screens: the sports menu in a sheet from the start edge, then the page's
 * side-menu widgets (SPEC §2 placements), rendered on the server.
 */
export function MobileMenu({ widgets }: { widgets?: ReactNode }) {
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
        <MenuIcon className="size-6" />
      </button>
      {dialog.mounted && (
        <MobileMenuSheet open={dialog.open} onOpenChange={setOpen} onCloseAutoFocus={dialog.returnFocus}>
          {widgets}
        </MobileMenuSheet>
      )}
    </>
  );
}
