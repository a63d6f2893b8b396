'use client';

import { ZSignUpRequest } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModalProps } from '@/features/modals';
import { useModalStore } from '@/features/modals';
import { trackingTags } from '@/features/tracking';
import { api } from '@/shared/api/client';
import { signInAllowed, signUpAllowed } from '@/shared/config/features';
import { useSiteSettings } from '@/shared/config/site-settings';
import {
  EmailField,
  Field,
  FormError,
  LinkButton,
  ModalFrame,
  SelectField,
  SubmitButton,
  submitHandler,
} from '@/shared/ui/modal-frame';
import { signUp } from '../api/users';
import { NotOffered } from './not-offered';
import { useCheckedSubmit } from './use-submit';

/** The site configuration's countries; only sign-up needs them, so only it fetches them. */
function useCountries() {
  return useQuery({
    queryKey: ['account', 'countries'],
    queryFn: async ({ signal }) => (await api('GET /api/sportsbook/site-config/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** SPEC §6: with the site's `sign_up` flag off the modal does not open (the server refuses too). */
export function SignUpModal(props: ModalProps) {
  const features = useSiteSettings().features;
  return signUpAllowed(features) ? <SignUpForm {...props} /> : <NotOffered onClose={props.onClose} />;
}

function SignUpForm({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const settings = useSiteSettings();
  const open = useModalStore((state) => state.open);
  const countries = useCountries();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState(settings.default_currency);
  const [country, setCountry] = useState('');
  const [done, setDone] = useState(false);
  const { errors, busy, error, submit: send } = useCheckedSubmit();
  const chosenCountry = country || countries?.[0]?.code || '';

  const submit = () => {
    // SPEC §3 'Tracking': the landing's tags go with the sign-up (already valid: bad ones never kept).
    const tracking = trackingTags();
    send(
      ZSignUpRequest,
      { email, password, currency, country: chosenCountry, locale, ...(tracking && { tracking }) },
      signUp,
      () => setDone(true),
    );
  };

  if (done) {
    return (
      <ModalFrame title={t('signUp.title')} onClose={onClose}>
        <p role="status" className="text-sm">
          {t('signUp.checkEmail', { email })}
        </p>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('signUp.title')} onClose={onClose}>
      <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={!!errors.email}
        />
        <Field
          label={t('fields.password.label')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? t('fields.password.error') : undefined}
        />
        <SelectField
          label={t('fields.currency.label')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {Object.keys(settings.currencies).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.country.label')}
          value={chosenCountry}
          onChange={(event) => setCountry(event.target.value)}
        >
          {(countries ?? []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('signUp.submit')}</SubmitButton>
        {signInAllowed(settings.features) && (
          <LinkButton onClick={() => open({ name: 'signIn', params: {} })}>
            {t('signUp.haveAccount')}
          </LinkButton>
        )}
      </form>
    </ModalFrame>
  );
}
