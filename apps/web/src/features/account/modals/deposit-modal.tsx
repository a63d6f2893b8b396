'use client';

import { type TProfileField, ZDepositRequest } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type ModalProps, useModalStore } from '@/features/modals';
import { useSiteSettings } from '@/shared/config/site-settings';
import { parseMoney } from '@/shared/money';
import {
  Field,
  FormError,
  ModalFrame,
  SelectField,
  SubmitButton,
  submitHandler,
} from '@/shared/ui/modal-frame';
import { createDeposit } from '../api/deposits';
import { useSession } from '../use-session';
import { MissedFieldsModal } from './missed-fields-step';
import { useCheckedSubmit } from './use-submit';

/** The card page brings the player back here, where the quick-deposit notice shows (SPEC §8). */
function returnUrl(): string {
  const url = new URL(window.location.href);
  for (const key of ['modal', 'deposit_status', 'payment_id']) url.searchParams.delete(key);
  url.hash = '';
  return url.toString();
}

/**
 * A deposit is the signed-in player's: a visitor (`?modal=deposit` signed out) is asked to sign in
 * first, and the sign-in modal comes back here once it succeeds.
 */
export function DepositModal(props: ModalProps) {
  const status = useSession().status;
  const open = useModalStore((state) => state.open);
  useEffect(() => {
    if (status === 'notLoggedIn') open({ name: 'signIn', params: { next: 'deposit' } });
  }, [status, open]);
  return status === 'loggedIn' ? <DepositForm {...props} /> : null;
}

/** Demo deposit: amount and currency, then the demo card page (README 'Accounts'). */
function DepositForm({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const settings = useSiteSettings();
  const session = useSession();
  const [currency, setCurrency] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const { errors, busy, error, submit: send } = useCheckedSubmit({ signedIn: true });
  const code = currency ?? session.currency;
  const subunits = settings.currencies[code]?.subunits ?? 2;
  // SPEC §5: the deposit must not start while required fields are missing: they come first.
  const missed = session.player?.auth_fields_missed ?? [];

  const submit = () =>
    send(
      ZDepositRequest,
      { currency: code, amount: parseMoney(amount, subunits) ?? -1, return_url: returnUrl() },
      createDeposit,
      (payment) => window.location.assign(payment.redirect_url),
    );

  if (missed.length > 0) return <MissedFieldsModal fields={missed as TProfileField[]} />;

  return (
    <ModalFrame title={t('deposit.title')} description={t('deposit.description')} onClose={onClose}>
      <form noValidate onSubmit={submitHandler(submit)} className="grid gap-4">
        <SelectField
          label={t('fields.currency.label')}
          value={code}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {Object.keys(settings.currencies).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('fields.amount.label', { currency: code })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount ? t('fields.amount.error') : undefined}
        />
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('deposit.submit')}</SubmitButton>
      </form>
    </ModalFrame>
  );
}
