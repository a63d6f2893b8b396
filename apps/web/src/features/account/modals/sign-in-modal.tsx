'use client';

import { ZSignInRequest } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModalProps } from '@/features/modals';
import { isUrlModal, useModalStore } from '@/features/modals';
import { signInAllowed, signUpAllowed } from '@/shared/config/features';
import { useSiteSettings } from '@/shared/config/site-settings';
import {
  EmailField,
  Field,
  FormError,
  LinkButton,
  ModalFrame,
  SubmitButton,
  submitHandler,
} from '@/shared/ui/modal-frame';
import { signIn } from '../api/users';
import { useSessionActions } from '../use-session';
import { NotOffered } from './not-offered';
import { useCheckedSubmit } from './use-submit';

/** SPEC §6: with the site's `sign_in` flag off the modal does not open (the server refuses too). */
export function SignInModal(props: ModalProps) {
  const features = useSiteSettings().features;
  return signInAllowed(features) ? <SignInForm {...props} /> : <NotOffered onClose={props.onClose} />;
}

/** `params.next`: the modal that asked for the sign-in (a deposit), opened once it succeeds. */
function SignInForm({ params, onClose }: ModalProps) {
  const t = useTranslations('account');
  const features = useSiteSettings().features;
  const open = useModalStore((state) => state.open);
  const session = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, busy, error, submit: send } = useCheckedSubmit();

  const submit = () =>
    send(ZSignInRequest, { email, password }, signIn, (reply) => {
      session.start(reply.player);
      const next = params.next;
      if (next && isUrlModal(next)) open({ name: next, params: {} });
      else onClose();
    });

  return (
    <ModalFrame title={t('signIn.title')} onClose={onClose}>
      <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={!!errors.email}
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
        {signUpAllowed(features) && (
          <LinkButton onClick={() => open({ name: 'signUp', params: {} })}>
            {t('signIn.noAccount')}
          </LinkButton>
        )}
      </form>
    </ModalFrame>
  );
}
