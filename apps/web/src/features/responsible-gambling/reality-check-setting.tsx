'use client';

import { REALITY_CHECK_PERIODS, type TRealityCheckPeriod } from '@sportsbook/contract/light';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { limitErrorKey } from './limit-errors';
import { sessionsInfoQueryOptions, setRealityCheckPeriod } from './queries';

/** The reality-check period of the 'Responsible gambling' settings (RTS 13): off or every N minutes. */
export function RealityCheckSetting() {
  const t = useTranslations('responsibleGambling.realityCheck');
  const tRoot = useTranslations();
  const id = useId();
  const queryClient = useQueryClient();
  const info = useQuery(sessionsInfoQueryOptions());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const period = value === 'off' ? null : (Number(value) as TRealityCheckPeriod);
      queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, await setRealityCheckPeriod(period));
    } catch (failure) {
      setError(tRoot(limitErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="grid gap-1 text-sm">
        {t('periodLabel')}
        <select
          id={id}
          className="min-h-10 rounded-md border border-border bg-surface-2 px-3 text-sm"
          value={info.data?.period ?? 'off'}
          disabled={busy || !info.data}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="off">{t('off')}</option>
          {REALITY_CHECK_PERIODS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('every', { count: minutes })}
            </option>
          ))}
        </select>
      </label>
      <p className="text-muted text-xs">{t('explain')}</p>
      {error && (
        <p role="alert" className="rounded-md border border-down p-2.5 text-down text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
