'use client';

import { useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { NoticeModal } from '@/shared/ui/modal-frame';
import { NOT_FOUND_MESSAGES } from '../share';

/** The shared-bet-not-found modal (SPEC §2 'Modals'), with the reason the code did not restore. */
export function SharedBetNotFoundModal({ params, onClose }: ModalProps) {
  const t = useTranslations();
  const message = (NOT_FOUND_MESSAGES as readonly string[]).includes(params.message ?? '')
    ? (params.message as string)
    : 'share-bet.not-found-modal.link-try-later';
  return (
    <NoticeModal
      title={t('share-bet.not-found-modal.title')}
      description={t(message)}
      closeLabel={t('share-bet.not-found-modal.ok')}
      onClose={onClose}
    />
  );
}
