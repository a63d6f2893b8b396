'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSiteSettings } from '@/shared/config/site-settings';
import { WidgetCard } from '@/shared/ui/widget-card';
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
  const jackpot = on ? data?.find((j) => j.status === 'active') : undefined;
  if (!jackpot) return null;
  return (
    <WidgetCard
      title={jackpot.name}
      testId="jackpot-banner"
      aside={
        <p className="font-bold text-accent text-lg tabular-nums">
          {money(jackpot.amount, jackpot.currency)}
        </p>
      }
    >
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {jackpot.levels.map((level) => (
          <div key={level.id} className="grid gap-0.5 rounded bg-bg p-2">
            <dt className="text-muted">{level.name}</dt>
            <dd className="font-semibold tabular-nums">{money(level.pool, jackpot.currency)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs">{t('howTo', { percent: jackpot.contribution_bp / 100 })}</p>
    </WidgetCard>
  );
}
