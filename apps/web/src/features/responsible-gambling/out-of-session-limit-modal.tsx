'use client';

import { useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { outOfSessionLimitChannel } from './reality-sync';

/** SPEC §2 out-of-session-limit: the session-time limit ended the session; closing it closes it in every tab. */
export function OutOfSessionLimitModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.outOfSessionLimit');
  const close = () => {
    outOfSessionLimitChannel().post({ type: 'close' });
    onClose();
  };
  return (
    <ModalFrame title={t('title')} description={t('description')} onClose={close}>
      <button
        type="button"
        onClick={close}
        className="min-h-11 w-full rounded-md bg-accent font-semibold text-accent-text"
      >
        {t('close')}
      </button>
    </ModalFrame>
  );
}
