'use client';

import { formatOdds, type SlipBet, type SlipSelection } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsType } from '@/features/settings';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatLocale } from '@/shared/locale-format';
import { NameText } from '@/shared/ui/name-text';
import { useCustomPricing, useCustomPricingStore } from './custom-pricing';

/** "Home – Away" of a custom bet (all its selections are of one match). */
export const customBetMatchName = (bet: SlipBet): string => {
  const first = bet.selections[0];
  if (!first) return '';
  return first.nameB ? `${first.nameA ?? ''} – ${first.nameB}` : (first.nameA ?? '');
};

/**
 * The selections of a custom bet: outcome and market, no price of their own (the bet has one
 * price for all of them), each with a remove button unless the slip is locked.
 */
export function CustomLegList({
  bet,
  onRemove,
}: {
  bet: SlipBet;
  /** Null while the slip is locked (placing). */
  onRemove: ((selection: SlipSelection) => void) | null;
}) {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  return (
    <ul className="grid gap-1.5" aria-label={t('customBet.selections')}>
      {bet.selections.map((selection) => {
        const unavailable = selection.isSuspended || selection.isNotAvailable;
        return (
          <li
            key={selection.id}
            className={`flex min-w-0 items-center gap-2 rounded-md border px-2.5 py-2 text-sm ${
              unavailable ? 'border-border border-dashed opacity-75' : 'border-border bg-surface-2'
            }`}
          >
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />
            <span className="grid min-w-0 flex-1">
              <NameText className="font-semibold">{selection.outcomeName}</NameText>
              <NameText className="text-muted text-xs">{selection.marketName}</NameText>
              {selection.isSuspended && (
                <span className="font-semibold text-down text-xs">{tv('sb.ticket.suspended.label')}</span>
              )}
              {selection.isNotAvailable && !selection.isSuspended && (
                <span className="font-semibold text-down text-xs">{tv('sb.ticket.not-available.label')}</span>
              )}
            </span>
            {onRemove && (
              <button
                type="button"
                onClick={() => onRemove(selection)}
                className="grid size-8 shrink-0 place-items-center rounded text-muted text-xs hover:bg-surface hover:text-text"
                aria-label={t('remove', { outcome: selection.outcomeName ?? '' })}
              >
                ✕
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What a custom bet's price line says: the price, a new price to accept, pricing, or why there is none. */
export function useCustomPriceText(bet: SlipBet): {
  odds: string | null;
  before: string | null;
  pending: boolean;
  problem: string | null;
} {
  const tv = useTranslations();
  const oddsType = useOddsType();
  const locale = useLocale();
  const settings = useSiteSettings();
  const pricing = useCustomPricing(bet);
  const minSelections = settings.is_allowed_single_custom_bet ? 1 : 2;
  const message = (text: string) => (tv.has(text) ? tv(text) : text);
  if (bet.customOdds !== undefined) {
    return {
      odds: formatOdds(bet.customOdds, oddsType, formatLocale(locale)),
      before:
        bet.customOddsBefore === undefined
          ? null
          : formatOdds(bet.customOddsBefore, oddsType, formatLocale(locale)),
      pending: false,
      problem: null,
    };
  }
  if (bet.selections.filter((s) => !s.isSuspended).length < minSelections)
    return {
      odds: null,
      before: null,
      pending: false,
      problem: tv('error.validation.custom_bet.min_selections'),
    };
  if (pricing?.status === 'refused')
    return { odds: null, before: null, pending: false, problem: message(pricing.message) };
  return { odds: null, before: null, pending: true, problem: null };
}

/**
 * A custom bet's price (SPEC §3 customOdds) in the player's odds format: when a placement found it
 * moved, the old one struck through beside it; while it is being priced again, says so; when the
 * server refused the selections, its message and a retry.
 */
export function CustomBetPrice({ bet, label }: { bet: SlipBet; label: string }) {
  const t = useTranslations('betslip');
  const retry = useCustomPricingStore((state) => state.retry);
  const pricing = useCustomPricing(bet);
  const { odds, before, pending, problem } = useCustomPriceText(bet);
  return (
    <div className="grid gap-1.5">
      <dl className="flex items-baseline justify-between gap-2 text-sm">
        <dt className="text-muted">{label}</dt>
        <dd className="flex items-center gap-1.5 font-bold text-base tabular-nums" data-testid="custom-odds">
          {before !== null && odds !== null && (
            <>
              <span className="sr-only">{t('acceptedOdds', { odds: before })}</span>
              <s className="font-normal text-muted text-sm" aria-hidden="true">
                {before}
              </s>
            </>
          )}
          {odds ??
            (pending ? (
              <span className="font-normal text-muted text-sm">{t('customBet.pricing')}</span>
            ) : (
              '—'
            ))}
        </dd>
      </dl>
      {problem && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-down p-2 text-down text-sm">
          <p>{problem}</p>
          {pricing?.status === 'refused' && (
            <button type="button" onClick={retry} className="min-h-9 rounded-md px-2 text-text underline">
              {t('customBet.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
