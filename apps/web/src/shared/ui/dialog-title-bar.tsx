'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';

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
      ) : null}
    </div>
  );
}
