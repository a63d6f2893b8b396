'use client';

import {
  createSelection,
  formatOdds,
  isSelectionOpen,
  type MatchStatus,
  type Odds1000,
  type Provider,
  selectionKey,
} from '@sportsbook/betting';
import type { TMarket, TOutcome } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useState } from 'react';
import { useIsSelected, useQuickBetStore, useSlipStore } from '@/features/betslip';
import { useOddsType } from '@/features/settings';
import { formatLocale } from '@/shared/locale-format';
import { NameText } from '@/shared/ui/name-text';
import type { ListMatch } from '../api/matches';

/** What an odds button needs to know of its match (kept small so list rows stay cheap). */
export interface OddsMatchRef {
  id: number;
  slug: string;
  name: string;
  sportKey: string;
  provider: Provider;
  status: MatchStatus;
  home: string | null;
  away: string | null;
  category: string;
}

export const matchRef = (match: ListMatch): OddsMatchRef => ({
  id: match.id,
  slug: match.slug,
  name: match.name,
  sportKey: match.sport.key,
  provider: match.provider,
  status: match.status,
  home: match.competitors.home?.name ?? null,
  away: match.competitors.away?.name ?? null,
  category: match.category.name,
});

export interface OddsButtonProps {
  match: OddsMatchRef;
  market: Pick<TMarket, 'id' | 'name' | 'specifier' | 'status'>;
  outcome: TOutcome;
  /** Show the outcome name inside the button (market tables), or only the odds (list columns). */
  showName?: boolean;
  /**
   * Shown instead of the name on a phone (1, X, 2): three competitor names beside their prices do
   * not fit there and were cut to a letter or two.
   */
  shortLabel?: string;
}

/** How long a changed price shows which way it moved. */
const DIRECTION_MS = 3000;
/** Marks due within this much of each other are cleared together, in one render. */
const DIRECTION_CLEAR_SLACK_MS = 100;

type Direction = 'up' | 'down';

/**
 * Direction marks waiting to be cleared, oldest first (they all last DIRECTION_MS), and the one
 * timer that clears the due ones. One timer for every button instead of one each: a live list
 * changes hundreds of prices a second, and a timer per change made as many separate tasks and renders.
 */
const dueClears: { at: number; clear: (() => void) | null }[] = [];
let clearScheduled = false;

/** Calls `clear` DIRECTION_MS from now (up to DIRECTION_CLEAR_SLACK_MS later); returns a cancel. */
function clearAfterDirectionTime(clear: () => void): () => void {
  const entry: { at: number; clear: (() => void) | null } = { at: performance.now() + DIRECTION_MS, clear };
  dueClears.push(entry);
  if (!clearScheduled) {
    clearScheduled = true;
    setTimeout(runDueClears, DIRECTION_MS + DIRECTION_CLEAR_SLACK_MS);
  }
  return () => {
    entry.clear = null;
  };
}

function runDueClears(): void {
  clearScheduled = false;
  const now = performance.now();
  let done = 0;
  for (const entry of dueClears) {
    if (entry.at > now + DIRECTION_CLEAR_SLACK_MS) break;
    entry.clear?.();
    done++;
  }
  dueClears.splice(0, done);
  const next = dueClears[0];
  if (next) {
    clearScheduled = true;
    setTimeout(runDueClears, Math.max(0, next.at - now) + DIRECTION_CLEAR_SLACK_MS);
  }
}

/**
 * Up or down for a few seconds after the price changed; null otherwise. The direction is worked out
 * while rendering the new price, so price and arrow appear in the same commit (not in a second render
 * from an effect).
 */
function useDirection(odds: number): Direction | null {
  const [moved, setMoved] = useState<{ odds: number; direction: Direction | null }>({
    odds,
    direction: null,
  });
  let current = moved;
  if (odds !== moved.odds) {
    current = { odds, direction: odds > moved.odds ? 'up' : 'down' };
    setMoved(current);
  }
  useEffect(() => {
    if (current.direction === null) return;
    return clearAfterDirectionTime(() =>
      setMoved((state) => (state === current ? { odds: state.odds, direction: null } : state)),
    );
  }, [current]);
  return current.direction;
}

/**
 * One price. A real button whose accessible name is the outcome and the odds as displayed
 * ("Arsenal 2.10"), pressed when in the slip, disabled (and saying so) when suspended. A moved price
 * shows ▲ or ▼ and its colour from `data-direction` (globals.css `.odds-move`): a change only sets
 * the price's text and one attribute, no element is added or removed.
 */
function OddsButtonView({ match, market, outcome, showName = true, shortLabel }: OddsButtonProps) {
  const t = useTranslations('catalogue');
  const direction = useDirection(outcome.odds);
  const oddsType = useOddsType();
  const locale = useLocale();
  const key = selectionKey({
    matchId: match.id,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.id,
  });
  const selected = useIsSelected(key);
  const suspended = !isSelectionOpen({ matchStatus: match.status, marketStatus: market.status, outcome });
  const odds = formatOdds(outcome.odds as Odds1000, oddsType, formatLocale(locale));
  return (
    <button
      type="button"
      aria-pressed={suspended ? undefined : selected}
      disabled={suspended}
      aria-label={
        suspended
          ? t('oddsButtonSuspended', { outcome: outcome.name })
          : t('oddsButton', { outcome: outcome.name, odds })
      }
      // The dispatcher and quick-bet mode are read when pressed, not subscribed to: a list
      // hydrates a hundred or more of these buttons, and each subscription is work during hydration.
      onClick={() =>
        useSlipStore.getState().dispatch({
          type: 'select_outcome',
          quickMode: useQuickBetStore.getState().quickBet.isEnabled,
          selection: createSelection({
            matchId: match.id,
            matchSlug: match.slug,
            matchStatus: match.status,
            marketId: market.id,
            marketName: market.name,
            specifier: market.specifier,
            outcomeId: outcome.id,
            outcomeName: outcome.name,
            odds: outcome.odds as Odds1000,
            provider: match.provider,
            sportKey: match.sportKey,
            nameA: match.home ?? match.name,
            nameB: match.away ?? undefined,
            categoryName: match.category,
          }),
        })
      }
      className={[
        'flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-sm tabular-nums transition-colors',
        selected
          ? 'border-accent bg-accent text-accent-text'
          : 'border-border bg-surface-2 text-text hover:border-accent',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border',
      ].join(' ')}
    >
      {showName && shortLabel !== undefined && (
        <span className={`font-semibold sm:hidden ${selected ? '' : 'text-muted'}`}>{shortLabel}</span>
      )}
      {showName && (
        <NameText
          className={`${shortLabel === undefined ? '' : 'hidden sm:block'} ${selected ? '' : 'text-muted'}`}
        >
          {outcome.name}
        </NameText>
      )}
      {/* A space between name and price (a flex container does not draw it), so the visible text
          reads "Arsenal 2.10" as the accessible name does, not "Arsenal2.10". */}
      {showName && ' '}
      <span
        className={`odds-move flex items-center gap-1 font-semibold ${showName ? '' : 'mx-auto'}`}
        data-direction={direction && !suspended ? direction : undefined}
      >
        {suspended ? '—' : odds}
      </span>
    </button>
  );
}

/**
 * Re-renders only when its own price, its market's status or its match's state changed: a live
 * price change renders one button, not the list.
 */
export const OddsButton = memo(
  OddsButtonView,
  (a, b) =>
    a.outcome === b.outcome &&
    a.market.status === b.market.status &&
    a.market.id === b.market.id &&
    a.market.specifier === b.market.specifier &&
    a.match.id === b.match.id &&
    a.match.status === b.match.status &&
    a.showName === b.showName &&
    a.shortLabel === b.shortLabel,
);
