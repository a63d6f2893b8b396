'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ModalProps } from '@/features/modals';
import { useModalStore } from '@/features/modals';
import { FormError, ModalFrame } from '@/shared/ui/modal-frame';
import { confirmEmail, unlockAccount } from '../api/users';
import { errorKey } from '../errors';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; key: string };

/** A modal that spends a one-time token from an email link as soon as it opens. */
function TokenModal({
  token,
  spend,
  title,
  doneText,
  onClose,
}: {
  token: string | undefined;
  spend: (token: string) => Promise<unknown>;
  title: string;
  doneText: string;
  onClose: () => void;
}) {
  const t = useTranslations('account');
  const tr = useTranslations();
  const open = useModalStore((state) => state.open);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const spent = useRef(false);
  useEffect(() => {
    // The token is single-use; Strict Mode's second effect run must not spend it again.
    if (spent.current) return;
    spent.current = true;
    if (!token) {
      setOutcome({ state: 'failed', key: 'error.users.token_invalid' });
      return;
    }
    spend(token).then(
      () => setOutcome({ state: 'done' }),
      (error: unknown) => setOutcome({ state: 'failed', key: errorKey(error) }),
    );
  }, [token, spend]);
  return (
    <ModalFrame title={title} onClose={onClose}>
      <div className="grid gap-4">
        {outcome.state === 'working' ? (
          <p role="status" className="text-sm">
            {tr('common.loading')}
          </p>
        ) : outcome.state === 'done' ? (
          <p role="status" className="text-sm">
            {doneText}
          </p>
        ) : (
          <FormError message={tr(outcome.key)} />
        )}
        {outcome.state !== 'working' ? (
          <button
            type="button"
            onClick={() => open({ name: 'signIn', params: {} })}
            className="min-h-11 rounded-md bg-accent font-semibold text-accent-text"
          >
            {t('signIn.submit')}
          </button>
        ) : null}
      </div>
    </ModalFrame>
  );
}

export function ConfirmationModal({ params, onClose }: ModalProps) {
  const t = useTranslations('account');
  return (
    <TokenModal
      token={params.confirmation_token}
      spend={confirmEmail}
      title={t('confirmation.title')}
      doneText={t('confirmation.done')}
      onClose={onClose}
    />
  );
}

export function UnlockModal({ params, onClose }: ModalProps) {
  const t = useTranslations('account');
  return (
    <TokenModal
      token={params.unlock_token}
      spend={unlockAccount}
      title={t('unlock.title')}
      doneText={t('unlock.done')}
      onClose={onClose}
    />
  );
}
