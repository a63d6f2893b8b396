'use client';

import { useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { NoticeModal } from '@/shared/ui/modal-frame';
import { outOfSessionLimitChannel } from './reality-sync';

/** SPEC §2 out-of-session-limit: the session-time limit ended the session; closing it closes it in every tab. */
export function OutOfSessionLimitModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.outOfSessionLimit');
  const close = () => {
    outOfSessionLimitChannel().post({ type: 'close' });
    onClose();
  };
  return (
    <NoticeModal title={t('title')} description={t('description')} closeLabel={t('close')} onClose={close} />
  );
}
