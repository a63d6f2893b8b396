'use client';

import type { Minor } from '@sportsbook/betting';
import type { TBet } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { handleUnauthorized } from '@/features/account';
import { ApiError } from '@/shared/api/client';
import { formatMoney } from '@/shared/money';
import { showAlert } from '@/shared/notices';
import { cashOutBet } from '../api/cashout';
import { canCashOut } from '../bet-view';
import { applyBetChanged, refreshBets } from '../cache';

/** Introduced by the contract: the offered value moved between the click and the server. */
const VALUE_CHANGED = 'error.cashout.value_changed';

type Step =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'processing'; value: number }
  | { kind: 'failed'; message: string };

/**
 * Cash out (SPEC §1, §7 POST /bets/cashout): the button shows the live value; a click asks to
 * confirm that value; the confirmed value is what is sent, and a refusal because it moved shows
 * the new one.
 */
export function CashoutButton({ bet }: { bet: TBet }) {
  const t = useTranslations('bets.cashout');
  const tAll = useTranslations();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const value = bet.to_cashout ?? 0;
  const money = (amount: number) =>
    formatMoney(amount as Minor, bet.stake.currency, bet.stake.subunits, locale);

  if (!canCashOut(bet) && step.kind !== 'processing') {
    return step.kind === 'failed' ? (
      <p role="alert" className="text-down text-sm">
        {step.message}
      </p>
    ) : null;
  }

  const confirm = async (confirmed: number) => {
    setStep({ kind: 'processing', value: confirmed });
    try {
      const cashed = await cashOutBet(bet.id, confirmed, locale);
      applyBetChanged(queryClient, cashed);
      setStep({ kind: 'idle' });
      showAlert('success', { key: 'bets.cashout.done', values: { amount: money(cashed.win_amount) } });
    } catch (error) {
      handleUnauthorized(queryClient, error);
      const key = error instanceof ApiError ? error.body?.message : undefined;
      const sent = error instanceof ApiError ? error.body?.data?.localized_message : undefined;
      // A server without a translation sends the key itself as the localized message.
      const localized = sent && sent !== key ? sent : undefined;
      if (key === VALUE_CHANGED) await refreshBets(queryClient);
      setStep({
        kind: 'failed',
        message:
          localized ??
          (key === VALUE_CHANGED ? t('valueChanged') : key && tAll.has(key) ? tAll(key) : t('failed')),
      });
    }
  };

  if (step.kind === 'confirming' || step.kind === 'processing') {
    const busy = step.kind === 'processing';
    // While confirming, the value on screen follows the live value: what is confirmed is what was read.
    const shown = step.kind === 'processing' ? step.value : value;
    return (
      <fieldset className="grid w-full gap-2 rounded-md border border-accent p-2">
        <legend className="sr-only">{t('confirmTitle')}</legend>
        <p className="text-sm">{t('confirmQuestion', { amount: money(shown) })}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm(shown)}
            className="min-h-10 flex-1 rounded-md bg-accent px-3 font-semibold text-accent-text text-sm disabled:opacity-60"
          >
            {busy ? t('processing') : t('confirm', { amount: money(shown) })}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setStep({ kind: 'idle' })}
            className="min-h-10 rounded-md border border-border px-3 text-sm disabled:opacity-60"
          >
            {t('cancel')}
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => setStep({ kind: 'confirming' })}
        className="min-h-10 rounded-md border border-accent px-3 font-semibold text-sm hover:bg-surface-2"
        data-testid="cashout-button"
      >
        {t('button', { amount: money(value) })}
      </button>
      {step.kind === 'failed' && (
        <p role="alert" className="text-down text-sm">
          {step.message}
        </p>
      )}
    </div>
  );
}
