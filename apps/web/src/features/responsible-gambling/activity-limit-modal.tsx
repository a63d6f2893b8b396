'use client';

import { useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { ModalFrame } from '@/shared/ui/modal-frame';

/** SPEC §2 activity-limit-reached: the day's session-time limit ended the session. */
export function ActivityLimitModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.activityLimitReached');
  return (
    <ModalFrame title={t('title')} description={t('description')} onClose={onClose}>
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 w-full rounded-md bg-accent font-semibold text-accent-text"
      >
        {t('close')}
      </button>
    </ModalFrame>
  );
}
