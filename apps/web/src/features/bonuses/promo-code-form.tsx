'use client';

import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '@sportsbook/contract/light';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { handleUnauthorized, useSession } from '@/features/account';
import { ApiError, api } from '@/shared/api/client';
import { bonusesKeys } from './queries';

type Step =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

/**
 * Issue 22 item 6: a signed-in player redeems a promo code (POST /bonuses/promo-code). The code is
 * checked as the server checks it before it is sent; the server's refusal is shown in the
 * player's language by its message key. Hidden from visitors (SPEC §6: bonuses need a player).
 */
export function PromoCodeForm() {
  const t = useTranslations('bonuses.promoCode');
  const tAll = useTranslations();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();
  const answer = useRef<HTMLParagraphElement>(null);
  // On a phone the form ends the slip sheet, whose bottom can sit under the tab bar: bring the
  // answer into view once it is there.
  useEffect(() => {
    if (step.kind === 'done' || step.kind === 'failed')
      answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  if (status !== 'loggedIn') return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('code');
    const code = normalizePromoCode(typeof typed === 'string' ? typed : '');
    if (code === null) {
      setStep({ kind: 'failed', message: t('invalid') });
      return;
    }
    setStep({ kind: 'sending' });
    try {
      const { data } = await api('POST /api/sportsbook/bonuses/promo-code', {
        body: { code },
        locale,
      });
      setStep({ kind: 'done', name: data.name });
      void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
    } catch (error) {
      handleUnauthorized(queryClient, error);
      const key = error instanceof ApiError ? error.body?.message : undefined;
      setStep({ kind: 'failed', message: key && tAll.has(key) ? tAll(key) : t('failed') });
    }
  };

  const sending = step.kind === 'sending';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-1 border-border border-t p-3"
      noValidate
    >
      <label htmlFor={inputId} className="font-medium text-sm">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          aria-describedby={messageId}
          aria-invalid={step.kind === 'failed' || undefined}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-border bg-surface-2 px-2 text-sm uppercase"
        />
        <button
          type="submit"
          disabled={sending}
          aria-busy={sending || undefined}
          className="min-h-10 rounded-md bg-accent px-3 font-semibold text-accent-text text-sm disabled:opacity-60"
        >
          {t('apply')}
        </button>
      </div>
      <p
        ref={answer}
        id={messageId}
        role="status"
        className={step.kind === 'failed' ? 'text-down text-sm' : 'text-sm'}
      >
        {step.kind === 'done' ? t('done', { name: step.name }) : step.kind === 'failed' ? step.message : ''}
      </p>
    </form>
  );
}
