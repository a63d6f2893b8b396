'use client';

import { ZDepositRequest } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSiteSettings } from '@/shared/config/site-settings';
import { parseMoney } from '@/shared/money';
import { Field, FormError, SubmitButton } from '@/shared/ui/modal-frame';
import { createDeposit } from '../api/deposits';
import { returnUrl } from './deposit-return';
import { useCheckedSubmit } from './use-submit';

/**
 * What the full and the quick deposit forms share: the amount typed in `currency`, checked against
 * the contract, then the demo card page, which brings the player back with the SPEC §8 notice.
 */
export function useDeposit(currency: string) {
  const settings = useSiteSettings();
  const [amount, setAmount] = useState('');
  const checked = useCheckedSubmit({ signedIn: true });
  const subunits = settings.currencies[currency]?.subunits ?? 2;
  const parsed = parseMoney(amount, subunits);
  const submit = () =>
    checked.submit(
      ZDepositRequest,
      { currency, amount: parsed ?? -1, return_url: returnUrl() },
      createDeposit,
      (payment) => window.location.assign(payment.redirect_url),
    );
  return { ...checked, amount, setAmount, subunits, parsed, submit };
}

/** The amount field, the form's error and its submit button, as both deposit forms end. */
export function DepositAmount({
  currency,
  deposit,
}: {
  currency: string;
  deposit: ReturnType<typeof useDeposit>;
}) {
  const t = useTranslations('account');
  return (
    <>
      <Field
        label={t('fields.amount.label', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={deposit.amount}
        onChange={(event) => deposit.setAmount(event.target.value)}
        error={deposit.errors.amount ? t('fields.amount.error') : undefined}
      />
      <FormError message={deposit.error} />
      <SubmitButton busy={deposit.busy}>{t('deposit.submit')}</SubmitButton>
    </>
  );
}
