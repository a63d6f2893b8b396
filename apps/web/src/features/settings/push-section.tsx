'use client';

import type { TBetSettings } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHydrated } from '@/shared/use-hydrated';
import { betSettingsQueryOptions } from './api/bet-settings';
import { PushRefused, pushSupported, subscribePush, unsubscribePush } from './api/push';

/**
 * Web push for a signed-in player (issue 24): switching it on asks the browser's permission,
 * subscribes with the Push API and stores the subscription through the settings call; off ends the
 * subscription and clears it. A browser without the Push API does not show the switch.
 */
export function PushSection({ save }: { save: (update: Partial<TBetSettings>) => Promise<boolean> }) {
  const t = useTranslations('settings.push');
  const id = useId();
  const hydrated = useHydrated();
  const { data: settings } = useQuery(betSettingsQueryOptions());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated || !pushSupported() || !settings) return null;
  const on = settings.one_signal_push_notification_subscription !== null;

  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (next) {
        const subscription = await subscribePush();
        if (!(await save({ one_signal_push_notification_subscription: subscription })))
          setProblem(t('failed'));
      } else {
        await unsubscribePush();
        if (!(await save({ one_signal_push_notification_subscription: null }))) setProblem(t('failed'));
      }
    } catch (error) {
      setProblem(error instanceof PushRefused ? t(error.reason) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border border-border px-3 text-sm"
      >
        <input
          id={id}
          type="checkbox"
          checked={on}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          className="accent-(--accent)"
        />
        {t('label')}
      </label>
      <p className="text-muted text-xs" aria-live="polite">
        {problem ?? t('hint')}
      </p>
    </div>
  );
}
