'use client';

import { type TProfileField, ZProfileUpdateRequest } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, FormError, ModalFrame, SubmitButton, submitHandler } from '@/shared/ui/modal-frame';
import { playerQueryOptions } from '../api/player';
import { updateProfile } from '../api/profile';
import { useCheckedSubmit } from './use-submit';

const AUTOCOMPLETE: Record<TProfileField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
};

/**
 * SPEC §5 'required missed deposit fields': before a deposit the player fills in what the site
 * requires. This modal cannot be closed (no close button, Escape and outside clicks do nothing);
 * once saved, the profile is updated and the deposit opens.
 */
export function MissedFieldsModal({ fields }: { fields: readonly TProfileField[] }) {
  const t = useTranslations('account');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Partial<Record<TProfileField, string>>>({});
  const { errors, busy, error, submit: send } = useCheckedSubmit({ signedIn: true });

  const submit = () =>
    send(
      ZProfileUpdateRequest,
      // An empty field is sent as '' so the schema refuses it (absent would mean 'unchanged').
      Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])),
      updateProfile,
      (profile) => queryClient.setQueryData(playerQueryOptions().queryKey, profile),
    );

  return (
    <ModalFrame title={t('missedFields.title')} description={t('missedFields.description')} closable={false}>
      <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
        {fields.map((field) => (
          <Field
            key={field}
            label={t(`missedFields.${field}.label`)}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'phone' ? 'tel' : undefined}
            value={values[field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={errors[field] ? t(`missedFields.${field}.error`) : undefined}
          />
        ))}
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('missedFields.submit')}</SubmitButton>
      </form>
    </ModalFrame>
  );
}
