'use client';

import { ZPassword, ZPasswordResetRequest } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import type { ModalProps } from '@/features/modals';
import { useModalStore } from '@/features/modals';
import {
  EmailField,
  Field,
  FormError,
  ModalFrame,
  SubmitButton,
  submitHandler,
} from '@/shared/ui/modal-frame';
import { requestPasswordReset, updatePassword } from '../api/users';
import { useCheckedSubmit } from './use-submit';

/** Asks for a reset link; the answer is the same whether or not the email is registered. */
export function PasswordNewModal({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, busy, error, submit: send } = useCheckedSubmit();
  const submit = () =>
    send(
      ZPasswordResetRequest,
      { email },
      (body) => requestPasswordReset(body.email),
      () => setSent(true),
    );
  return (
    <ModalFrame title={t('passwordNew.title')} onClose={onClose}>
      {sent ? (
        <p role="status" className="text-sm">
          {t('passwordNew.sent')}
        </p>
      ) : (
        <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={!!errors.email}
          />
          <FormError message={error} />
          <SubmitButton busy={busy}>{t('passwordNew.submit')}</SubmitButton>
        </form>
      )}
    </ModalFrame>
  );
}

const ZNewPassword = z
  .object({ password: ZPassword, repeat: z.string() })
  .refine((value) => value.password === value.repeat, { path: ['repeat'] });

/** Sets a new password with the token of the reset link (`?modal=passwordEdit&reset_password_token=…`). */
export function PasswordEditModal({ params, onClose }: ModalProps) {
  const t = useTranslations('account');
  const open = useModalStore((state) => state.open);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { errors, busy, error, submit: send } = useCheckedSubmit();
  const token = params.reset_password_token ?? '';
  const submit = () =>
    send(
      ZNewPassword,
      { password, repeat },
      (body) => updatePassword(token, body.password),
      () => setDone(true),
    );
  return (
    <ModalFrame title={t('passwordEdit.title')} onClose={onClose}>
      {done ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {t('passwordEdit.done')}
          </p>
          <button
            type="button"
            onClick={() => open({ name: 'signIn', params: {} })}
            className="min-h-11 rounded-md bg-accent font-semibold text-accent-text"
          >
            {t('signIn.submit')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
          <Field
            label={t('fields.newPassword.label')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password ? t('fields.password.error') : undefined}
          />
          <Field
            label={t('fields.repeatPassword.label')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={errors.repeat ? t('fields.repeatPassword.error') : undefined}
          />
          <FormError message={error} />
          <SubmitButton busy={busy}>{t('passwordEdit.submit')}</SubmitButton>
        </form>
      )}
    </ModalFrame>
  );
}
