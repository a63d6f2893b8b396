'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '@/shared/ui/icons';

/** The top row of every dialog and sheet: its title and a labelled close button. */
export function DialogTitleBar({
  title,
  titleClassName = 'font-semibold text-lg',
  className = 'mb-4',
  closable = true,
}: {
  title: string;
  titleClassName?: string;
  className?: string;
  /** False for a dialog that cannot be closed: no close button. */
  closable?: boolean;
}) {
  const tc = useTranslations('common');
  return (
    <div className={`${className} flex items-center justify-between gap-3`}>
      <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
      {closable ? (
        <Dialog.Close
          className="grid size-10 place-items-center rounded-md hover:bg-surface-2"
          aria-label={tc('close')}
        >
          <CloseIcon />
        </Dialog.Close>
      ) : null}
    </div>
  );
}
