'use client';

import { EXCLUSION_PERIODS, type TExclusionPeriod } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSessionActions } from '@/features/account';
import { limitErrorKey } from './limit-errors';
import { selfExclude } from './queries';

/** Self-exclusion and time-out, with a confirm step: it cannot be ended early. */
export function SelfExclusion() {
  const t = useTranslations('responsibleGambling.selfExclusion');
  const tRoot = useTranslations();
  const session = useSessionActions();
  const [period, setPeriod] = useState<TExclusionPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const exclude = async () => {
    setBusy(true);
    setError(null);
    try {
      await selfExclude(period);
      session.clear();
    } catch (failure) {
      setError(tRoot(limitErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2 border-border border-t pt-3">
      <h4 className="font-semibold text-sm">{t('title')}</h4>
      <p className="text-muted text-xs">{t('description')}</p>
      <label htmlFor={id} className="grid gap-1 text-sm">
        {t('periodLabel')}
        <select
          id={id}
          value={period}
          disabled={confirming}
          onChange={(e) => setPeriod(e.target.value as TExclusionPeriod)}
          className="min-h-10 rounded-md border border-border bg-surface-2 px-3 text-sm"
        >
          {EXCLUSION_PERIODS.map((option) => (
            <option key={option} value={option}>
              {t(`period.${option}`)}
            </option>
          ))}
        </select>
      </label>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-warning`}
          className="grid gap-2 rounded-md border border-down p-2.5"
        >
          <p id={`${id}-warning`} className="text-sm">
            {t('warning', { period: t(`period.${period}`) })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void exclude()}
              className="min-h-10 rounded-md bg-down px-3 font-semibold text-sm text-white disabled:opacity-60"
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className="min-h-10 rounded-md border border-border px-3 text-sm"
            >
              {t('back')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="min-h-10 rounded-md border border-down px-3 text-down text-sm"
        >
          {t('start')}
        </button>
      )}
      {error && (
        <p role="alert" className="text-down text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
