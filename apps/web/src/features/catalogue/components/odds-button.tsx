'use client';

import { formatOdds, type Odds1000 } from '@sportsbook/betting';
import type { TMarket, TOutcome } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { outcomeKey, useIsPicked, useSelectionStore } from '@/features/betslip/selection-store';
import { useOddsType } from '@/features/settings/odds-type-store';

export interface OddsButtonProps {
  match: { id: number; slug: string; name: string; sportKey: string; provider: string };
  market: Pick<TMarket, 'id' | 'name' | 'specifier' | 'status'>;
  outcome: TOutcome;
  /** Show the outcome name inside the button (market tables), or only the odds (list columns). */
  showName?: boolean;
}

/**
 * One price. A real button whose accessible name is the outcome and the odds as displayed
 * ("Arsenal 2.10"), pressed when in the slip, disabled (and saying so) when suspended.
 */
export const OddsButton = memo(function OddsButton({
  match,
  market,
  outcome,
  showName = true,
}: OddsButtonProps) {
  const t = useTranslations('catalogue');
  const oddsType = useOddsType();
  const key = outcomeKey(match.id, market.id, market.specifier, outcome.id);
  const picked = useIsPicked(key);
  const toggle = useSelectionStore((state) => state.toggle);
  const suspended = market.status !== 1 || !outcome.active;
  const odds = formatOdds(outcome.odds as Odds1000, oddsType);
  return (
    <button
      type="button"
      aria-pressed={suspended ? undefined : picked}
      disabled={suspended}
      aria-label={
        suspended
          ? t('oddsButtonSuspended', { outcome: outcome.name })
          : t('oddsButton', { outcome: outcome.name, odds })
      }
      onClick={() =>
        toggle({
          key,
          matchId: match.id,
          matchSlug: match.slug,
          sportKey: match.sportKey,
          matchName: match.name,
          marketId: market.id,
          marketName: market.name,
          specifier: market.specifier,
          outcomeId: outcome.id,
          outcomeName: outcome.name,
          odds: outcome.odds,
          provider: match.provider,
        })
      }
      className={[
        'flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-sm tabular-nums transition-colors',
        picked
          ? 'border-accent bg-accent text-accent-text'
          : 'border-border bg-surface-2 text-text hover:border-accent',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border',
      ].join(' ')}
    >
      {showName && (
        <span className="truncate text-start text-muted aria-pressed:text-inherit">{outcome.name}</span>
      )}
      <span className={`font-semibold ${showName ? '' : 'mx-auto'}`}>{suspended ? '—' : odds}</span>
    </button>
  );
});
