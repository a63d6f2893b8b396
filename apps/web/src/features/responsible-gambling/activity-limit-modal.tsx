'use client';

import { useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { NoticeModal } from '@/shared/ui/modal-frame';

/** SPEC §2 activity-limit-reached: the day's session-time limit ended the session. */
export function ActivityLimitModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.activityLimitReached');
  return (
    <NoticeModal
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      onClose={onClose}
    />
  );
}
