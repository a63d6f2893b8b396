'use client';

import { ZSignInRequest } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModalProps } from '@/features/modals/modal-host';
import { useModalStore } from '@/features/modals/modal-host';
import { signIn } from '../api/users';
import { useSessionActions } from '../use-session';
import { Field, FormError, LinkButton, ModalFrame, SubmitButton, submitHandler } from './modal-frame';
import { fieldErrors, useSubmit } from './use-submit';

export function SignInModal({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const open = useModalStore((state) => state.open);
  const session = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmit();

  const submit = () => {
    const checked = fieldErrors(ZSignInRequest, { email, password });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const body = checked.data;
    void run(
      () => signIn(body),
      (reply) => {
        session.start(reply.player);
        onClose();
      },
    );
  };

  return (
    <ModalFrame title={t('signIn.title')} onClose={onClose}>
      <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
        <Field
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ? t('fields.email.error') : undefined}
        />
        <Field
          label={t('fields.password.label')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? t('fields.password.required') : undefined}
        />
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
        <LinkButton onClick={() => open({ name: 'passwordNew', params: {} })}>
          {t('signIn.forgot')}
        </LinkButton>
        <LinkButton onClick={() => open({ name: 'signUp', params: {} })}>{t('signIn.noAccount')}</LinkButton>
      </form>
    </ModalFrame>
  );
}
