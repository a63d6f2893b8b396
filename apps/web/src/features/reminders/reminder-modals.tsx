'use client';

import { useTranslations } from 'next-intl';
import { type ModalProps, useModalStore } from '@/features/modals';
import { ModalFrame } from '@/shared/ui/modal-frame';

const PRIMARY = 'min-h-11 rounded-md bg-accent font-semibold text-accent-text';
const SECONDARY = 'min-h-11 rounded-md border border-border font-semibold text-sm hover:border-accent';

function Reminder({ kind, onClose }: ModalProps & { kind: 'signUp' | 'deposit' }) {
  const t = useTranslations(`reminders.${kind}`);
  const open = useModalStore((state) => state.open);
  return (
    <ModalFrame title={t('title')} description={t('description')} onClose={onClose}>
      <div className="grid gap-2">
        <button type="button" className={PRIMARY} onClick={() => open({ name: kind, params: {} })}>
          {t('action')}
        </button>
        <button type="button" className={SECONDARY} onClick={onClose}>
          {t('later')}
        </button>
      </div>
    </ModalFrame>
  );
}

/** SPEC §5 sign-up reminder: invites a visitor to sign up (the sign-up modal opens in its place). */
export const SignUpReminderModal = (props: ModalProps) => <Reminder kind="signUp" {...props} />;

/** SPEC §3 deposit reminder: invites a player of the configured group to deposit. */
export const DepositReminderModal = (props: ModalProps) => <Reminder kind="deposit" {...props} />;
