'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import type { ModalProps } from '@/features/modals';
import { ApiError } from '@/shared/api/client';
import {
  Field,
  FormError,
  LinkButton,
  ModalFrame,
  NoticeModal,
  SubmitButton,
  submitHandler,
} from '@/shared/ui/modal-frame';
import { confirmPhoneCode, phoneVerificationQueryOptions, sendPhoneCode } from './queries';

/** The message key of a failed phone call: the server's `error.phone.*` key, else the default. */
const phoneErrorKey = (error: unknown) =>
  error instanceof ApiError && error.body?.message.startsWith('error.phone.')
    ? error.body.message
    : 'error.account.default';

/**
 * SPEC §2/§5 phone verification: the player gives a number, receives a six-digit code by SMS and
 * types it in. A new code can be asked for once the server allows it.
 */
export function PhoneVerificationModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.phone');
  const tRoot = useTranslations();
  const queryClient = useQueryClient();
  const { player } = useSession();
  const status = useQuery(phoneVerificationQueryOptions()).data;
  const [phone, setPhone] = useState(status?.phone ?? player?.phone ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(tRoot(phoneErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };
  const send = (to: string) =>
    run(async () => {
      const sent = await sendPhoneCode(to);
      setSentTo(sent.phone);
      setCode('');
    });
  const confirm = () =>
    run(async () => {
      queryClient.setQueryData(phoneVerificationQueryOptions().queryKey, await confirmPhoneCode(code));
      setDone(true);
    });

  if (done)
    return (
      <NoticeModal
        title={t('title')}
        description={t('verified', { phone: sentTo ?? '' })}
        closeLabel={t('close')}
        onClose={onClose}
      />
    );
  if (sentTo === null)
    return (
      <ModalFrame title={t('title')} description={t('description')} onClose={onClose}>
        <form className="grid gap-3" onSubmit={submitHandler(() => void send(phone.trim()))}>
          <Field
            label={t('phoneLabel')}
            type="tel"
            autoComplete="tel"
            placeholder="+49151…"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <FormError message={error} />
          <SubmitButton busy={busy}>{t('send')}</SubmitButton>
        </form>
      </ModalFrame>
    );
  return (
    <ModalFrame title={t('title')} description={t('codeSent', { phone: sentTo })} onClose={onClose}>
      <form className="grid gap-3" onSubmit={submitHandler(() => void confirm())}>
        <Field
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('verify')}</SubmitButton>
        <LinkButton onClick={() => void send(sentTo)}>{t('resend')}</LinkButton>
        <LinkButton onClick={() => setSentTo(null)}>{t('changeNumber')}</LinkButton>
      </form>
    </ModalFrame>
  );
}
