'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSiteSettings } from '@/shared/config/site-settings';
import { useMoney } from '@/shared/use-money';
import { jackpotsQueryOptions } from './queries';

/**
 * Issue 22 item 8: the jackpot banner (SPEC §2 widget) with each level's pool, refreshed every
 * 15 s. Nothing shows while the jackpots feature is off, none runs, or the list cannot be read.
 */
export function JackpotBanner() {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const settings = useSiteSettings();
  const money = useMoney();
  const on = settings.features.jackpots === true;
  const { data } = useQuery({ ...jackpotsQueryOptions(locale), enabled: on });
  const headingId = useId();
  const jackpot = on ? data?.find((j) => j.status === 'active') : undefined;
  if (!jackpot) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="jackpot-banner"
      className="grid gap-2 rounded-md border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-sm">
          {jackpot.name}
        </h2>
        <p className="font-bold text-accent text-lg tabular-nums">
          {money(jackpot.amount, jackpot.currency)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {jackpot.levels.map((level) => (
          <div key={level.id} className="grid gap-0.5 rounded bg-bg p-2">
            <dt className="text-muted">{level.name}</dt>
            <dd className="font-semibold tabular-nums">{money(level.pool, jackpot.currency)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs">{t('howTo', { percent: jackpot.contribution_bp / 100 })}</p>
    </section>
  );
}
