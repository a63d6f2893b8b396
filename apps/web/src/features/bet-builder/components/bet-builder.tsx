'use client';

import {
  createSelection,
  formatOdds,
  isCustomBet,
  isSelectionOpen,
  type Odds1000,
  type SlipSelection,
} from '@sportsbook/betting';
import type { TMarket, TMatch, TOutcome } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  type CustomSelection,
  deviceId,
  useCustomCalculation,
  useCustomMarkets,
} from '@/features/bets/queries';
import { useQuickMode, useSlipStore } from '@/features/betslip';
import { useMarkets } from '@/features/catalogue/queries';
import { useOddsType } from '@/features/settings';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatLocale } from '@/shared/locale-format';
import { CheckIcon } from '@/shared/ui/icons';
import { NameText } from '@/shared/ui/name-text';
import { type BuilderPick, builderGroups, pickKey, sameKeys, togglePick, withLiveState } from '../builder';

/** Picks settle this long before they are priced: a burst of clicks costs one calculation. */
export const CALCULATE_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const slipPickKey = (s: SlipSelection) =>
  pickKey({ marketId: Number(s.marketId), specifier: s.specifier, outcomeId: String(s.outcomeId) });

/** The picks of this match's custom bet already in the slip, so the builder opens where the player left it. */
function picksInSlip(matchId: number): BuilderPick[] {
  const bet = useSlipStore
    .getState()
    .ticket.bets.find(
      (b) => isCustomBet(b) && b.selections.some((s) => String(s.matchId) === String(matchId)),
    );
  return (bet?.selections ?? []).map((s) => ({
    marketId: Number(s.marketId),
    specifier: s.specifier,
    outcomeId: String(s.outcomeId),
    marketName: s.marketName ?? '',
    outcomeName: s.outcomeName ?? '',
    odds: s.odds,
  }));
}

type OutcomeState = 'open' | 'picked' | 'unavailable' | 'suspended';

const BuilderOutcome = memo(function BuilderOutcome({
  market,
  outcome,
  state,
  onToggle,
}: {
  market: TMarket;
  outcome: TOutcome;
  state: OutcomeState;
  onToggle: (pick: BuilderPick) => void;
}) {
  const t = useTranslations('match.builder');
  const oddsType = useOddsType();
  const locale = useLocale();
  const odds = formatOdds(outcome.odds as Odds1000, oddsType, formatLocale(locale));
  const picked = state === 'picked';
  const disabled = state === 'unavailable' || state === 'suspended';
  const label =
    state === 'suspended'
      ? t('outcomeSuspended', { outcome: outcome.name })
      : state === 'unavailable'
        ? t('outcomeUnavailable', { outcome: outcome.name, odds })
        : t('outcome', { outcome: outcome.name, odds });
  return (
    <button
      type="button"
      aria-pressed={disabled ? undefined : picked}
      disabled={disabled}
      aria-label={label}
      title={state === 'unavailable' ? t('unavailableReason') : undefined}
      onClick={() =>
        onToggle({
          marketId: market.id,
          specifier: market.specifier,
          outcomeId: outcome.id,
          marketName: market.name,
          outcomeName: outcome.name,
          odds: outcome.odds as Odds1000,
        })
      }
      className={[
        'flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-sm tabular-nums transition-colors',
        picked
          ? 'border-accent bg-accent text-accent-text'
          : 'border-border bg-surface-2 text-text hover:border-accent',
        'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-surface disabled:opacity-55 disabled:hover:border-border',
      ].join(' ')}
    >
      <span className={`flex min-w-0 items-center gap-1.5 text-start ${picked ? '' : 'text-muted'}`}>
        {picked && <CheckIcon className="size-4 shrink-0" strokeWidth={3} />}
        <NameText>{outcome.name}</NameText>
      </span>
      <span className={`font-semibold ${state === 'unavailable' ? 'line-through' : ''}`}>
        {state === 'suspended' ? '—' : odds}
      </span>
    </button>
  );
});

function BuilderMarket({
  market,
  stateOf,
  onToggle,
}: {
  market: TMarket;
  stateOf: (market: TMarket, outcome: TOutcome) => OutcomeState;
  onToggle: (pick: BuilderPick) => void;
}) {
  const headingId = useId();
  const columns =
    market.outcomes.length === 3
      ? 'grid-cols-3'
      : market.outcomes.length === 2
        ? 'grid-cols-2'
        : 'grid-cols-2 sm:grid-cols-3';
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-3">
      <h2 id={headingId} className="mb-2 font-medium text-sm">
        {market.name}
      </h2>
      <div className={`grid gap-1.5 ${columns}`}>
        {market.outcomes.map((outcome) => (
          <BuilderOutcome
            key={outcome.id}
            market={market}
            outcome={outcome}
            state={stateOf(market, outcome)}
            onToggle={onToggle}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The match page's 'Bet builder' tab (SPEC §2 market group betbuilder): the match's bet-builder
 * markets in tabs by their custom bet groups. Picking outcomes builds one custom bet of this match:
 * each change is priced (debounced; a newer set cancels the older request), outcomes that can no
 * longer join are greyed out and say why, and the combined price (correlated: not the product of
 * the odds) or the reason there is none is shown and announced. 'Add to bet slip' puts one
 * custom-bet entry in the slip (SPEC §4 'Selecting an outcome').
 */
export function BetBuilder({ match }: { match: TMatch }) {
  const locale = useLocale();
  const t = useTranslations('match.builder');
  const tv = useTranslations();
  const settings = useSiteSettings();
  const oddsType = useOddsType();
  const quickMode = useQuickMode();
  const dispatch = useSlipStore((state) => state.dispatch);
  const minSelections = settings.is_allowed_single_custom_bet ? 1 : 2;

  const builder = useCustomMarkets(locale, match.id, settings.custom_bet_enabled);
  const { data: live } = useMarkets(locale, match.id);
  const markets = useMemo(() => withLiveState(builder.data ?? [], live), [builder.data, live]);
  const groups = useMemo(() => builderGroups(markets), [markets]);
  const [group, setGroup] = useState<string | null>(null);

  const [picks, setPicks] = useState<BuilderPick[]>(() => picksInSlip(match.id));
  // Stable, so an outcome button re-renders only when its own state changes.
  const toggle = useCallback((pick: BuilderPick) => setPicks((current) => togglePick(current, pick)), []);
  const priced = useDebounced(picks, CALCULATE_DEBOUNCE_MS);
  const selections = useMemo<CustomSelection[]>(
    () =>
      priced.map((p) => ({
        match_id: match.id,
        market_id: p.marketId,
        specifier: p.specifier,
        outcome_id: p.outcomeId,
      })),
    [priced, match.id],
  );
  const calculation = useCustomCalculation(locale, match.id, selections, deviceId);
  const reply = picks.length > 0 ? calculation.data : undefined;
  const pending =
    picks.length > 0 && (picks !== priced || calculation.isPlaceholderData || calculation.isPending);

  const pickedKeys = useMemo(() => picks.map(pickKey), [picks]);
  const unavailable = useMemo(() => new Set(reply?.unavailable ?? []), [reply]);
  const slipKeys = useSlipStore((state) => {
    const bet = state.ticket.bets.find(
      (b) => isCustomBet(b) && b.selections.some((s) => String(s.matchId) === String(match.id)),
    );
    return bet ? bet.selections.map(slipPickKey).join(' ') : null;
  });
  const inSlip = slipKeys !== null && picks.length > 0 && sameKeys(slipKeys.split(' '), pickedKeys);

  const stateOf = (market: TMarket, outcome: TOutcome): OutcomeState => {
    const key = pickKey({ marketId: market.id, specifier: market.specifier, outcomeId: outcome.id });
    if (pickedKeys.includes(key)) return 'picked';
    if (!isSelectionOpen({ matchStatus: match.status, marketStatus: market.status, outcome }))
      return 'suspended';
    return unavailable.has(key) ? 'unavailable' : 'open';
  };

  const odds =
    !pending && reply?.odds != null
      ? formatOdds(reply.odds as Odds1000, oddsType, formatLocale(locale))
      : null;
  const refusal =
    pending || !reply || reply.odds !== null
      ? null
      : reply.message && tv.has(reply.message)
        ? tv(reply.message)
        : t('cannotCombine');
  const failed = !pending && picks.length > 0 && calculation.isError && !reply;
  // Too few picks is a hint, not a refusal: the server's min-selections answer is said that way.
  const tooFew = picks.length > 0 && picks.length < minSelections;
  const problem = tooFew ? null : refusal;
  const hint = tooFew ? t('pickMore', { count: minSelections }) : null;
  const canAdd = odds !== null && reply?.odds != null && picks.length >= minSelections;

  const add = () => {
    if (!canAdd || reply?.odds == null) return;
    dispatch({
      type: 'add_custom_bet',
      quickMode,
      customOdds: reply.odds as Odds1000,
      selections: picks.map((p) =>
        createSelection({
          matchId: match.id,
          matchUrnId: match.urn_id,
          matchSlug: match.slug,
          matchStatus: match.status,
          marketId: p.marketId,
          marketName: p.marketName,
          marketGroup: 'betbuilder',
          specifier: p.specifier,
          outcomeId: p.outcomeId,
          outcomeName: p.outcomeName,
          odds: p.odds,
          provider: match.provider,
          sportKey: match.sport.key,
          nameA: match.competitors.home?.name ?? match.name,
          nameB: match.competitors.away?.name,
          categoryName: match.category.name,
          isCustom: true,
        }),
      ),
    });
  };

  if (builder.isPending) return <p className="p-4 text-center text-muted text-sm">{tv('common.loading')}</p>;
  if (builder.isError || groups.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted text-sm">
        {builder.isError ? t('loadFailed') : t('noMarkets')}
      </p>
    );
  }
  const activeGroup = groups.some((g) => g.key === group) ? (group as string) : (groups[0]?.key ?? '');
  const announcement = pending ? '' : odds !== null ? t('oddsAnnounced', { odds }) : (problem ?? hint ?? '');
  const picked = picks.map((p) => p.outcomeName).join(' · ');

  return (
    <div className="grid gap-3" data-testid="bet-builder">
      <p className="text-muted text-sm">{t('intro')}</p>
      <Tabs.Root value={activeGroup} onValueChange={setGroup}>
        <Tabs.List aria-label={t('groupsLabel')} className="mb-3 flex gap-1.5 overflow-x-auto">
          {groups.map((g) => (
            <Tabs.Trigger
              key={g.key}
              value={g.key}
              className="min-h-9 shrink-0 rounded-md border border-border px-3 text-sm data-[state=active]:border-accent data-[state=active]:font-semibold data-[state=active]:text-accent"
            >
              {tv.has(`match.builder.groups.${g.key}`) ? tv(`match.builder.groups.${g.key}`) : g.key}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {groups.map((g) => (
          <Tabs.Content key={g.key} value={g.key} className="grid gap-3">
            {g.markets.map((market) => (
              <BuilderMarket
                key={`${market.id}/${market.specifier}`}
                market={market}
                stateOf={stateOf}
                onToggle={toggle}
              />
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <section
        aria-label={t('summary')}
        className="sticky bottom-28 z-10 grid gap-2 rounded-lg border border-accent bg-surface p-3 shadow-lg lg:bottom-4"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0">
            <span className="font-semibold text-sm">{t('picks', { count: picks.length })}</span>
            <span className="truncate text-muted text-xs">
              {picked || t('empty', { count: minSelections })}
            </span>
          </div>
          <div className="grid shrink-0 justify-items-end">
            <span className="text-muted text-xs">{t('odds')}</span>
            <span className="font-bold text-lg tabular-nums" data-testid="builder-odds" aria-busy={pending}>
              {pending ? (
                <span className="font-normal text-muted text-sm">{t('pricing')}</span>
              ) : (
                (odds ?? '—')
              )}
            </span>
          </div>
        </div>
        {!pending && hint && <p className="text-muted text-sm">{hint}</p>}
        {!pending && (problem || failed) && (
          <p className="rounded-md border border-down p-2 text-down text-sm">
            {problem ?? t('calculateFailed')}
          </p>
        )}
        {inSlip && !pending && <p className="text-muted text-xs">{t('inSlip')}</p>}
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <button
            type="button"
            onClick={() => setPicks([])}
            disabled={picks.length === 0}
            className="min-h-11 rounded-md border border-border px-4 text-sm hover:border-accent disabled:opacity-50"
          >
            {t('clear')}
          </button>
          <button
            type="button"
            onClick={add}
            aria-disabled={!canAdd}
            className="min-h-11 rounded-md bg-accent px-4 font-semibold text-accent-text aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {slipKeys !== null && !inSlip ? t('update') : t('add')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>
    </div>
  );
}
