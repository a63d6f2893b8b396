'use client';

import type { TProfileField } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type ModalProps, useModalStore } from '@/features/modals';
import { quickDepositOn } from '@/shared/config/features';
import { useSiteSettings } from '@/shared/config/site-settings';
import { ModalFrame, SelectField, submitHandler } from '@/shared/ui/modal-frame';
import { useSession } from '../use-session';
import { DepositAmount, useDeposit } from './deposit-form';
import { MissedFieldsModal } from './missed-fields-step';
import { QuickDepositForm } from './quick-deposit-form';

/**
 * A deposit is the signed-in player's: a visitor (`?modal=deposit` signed out) is asked to sign in
 * first, and the sign-in modal comes back here once it succeeds. SPEC §2, §6: with quick deposit on
 * for the player it is the quick-deposit modal, else the full deposit form. SPEC §5: the profile
 * fields a deposit requires come first either way.
 */
export function DepositModal(props: ModalProps) {
  const session = useSession();
  const features = useSiteSettings().features;
  const open = useModalStore((state) => state.open);
  const status = session.status;
  useEffect(() => {
    if (status === 'notLoggedIn') open({ name: 'signIn', params: { next: 'deposit' } });
  }, [status, open]);
  if (status !== 'loggedIn') return null;
  const missed = session.player?.auth_fields_missed ?? [];
  if (missed.length > 0) return <MissedFieldsModal fields={missed as TProfileField[]} />;
  return quickDepositOn(features, session.player) ? (
    <QuickDepositForm {...props} />
  ) : (
    <DepositForm {...props} />
  );
}

/** Demo deposit: amount and currency, then the demo card page (README 'Accounts'). */
function DepositForm({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const settings = useSiteSettings();
  const session = useSession();
  const [currency, setCurrency] = useState<string | null>(null);
  const code = currency ?? session.currency;
  const deposit = useDeposit(code);

  return (
    <ModalFrame title={t('deposit.title')} description={t('deposit.description')} onClose={onClose}>
      <form noValidate onSubmit={submitHandler(deposit.submit)} className="grid gap-4">
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
        <DepositAmount currency={code} deposit={deposit} />
      </form>
    </ModalFrame>
  );
}
