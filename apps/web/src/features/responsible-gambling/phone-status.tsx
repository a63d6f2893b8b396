'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useModalStore } from '@/features/modals';
import { phoneVerificationQueryOptions } from './queries';
import './register-modals';

/** The player's phone in the 'Responsible gambling' settings: verified, or a way to verify it. */
export function PhoneStatus() {
  const t = useTranslations('responsibleGambling.phone');
  const verification = useQuery(phoneVerificationQueryOptions()).data;
  const open = useModalStore((state) => state.open);
  if (!verification) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>
        {verification.is_verified
          ? t('status.verified', { phone: verification.phone ?? '' })
          : t('status.unverified')}
      </span>
      {!verification.is_verified && (
        <button
          type="button"
          className="min-h-10 rounded-md border border-border px-3 text-sm hover:border-accent"
          onClick={() => open({ name: 'phoneVerification', params: {} })}
        >
          {t('start')}
        </button>
      )}
    </div>
  );
}
