'use client';

import { formatOdds, isFinishedMatchStatus, type SlipSelection } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsType } from '@/features/settings';
import { formatLocale } from '@/shared/locale-format';
import { NameText } from '@/shared/ui/name-text';

/** One selection in the slip: outcome, odds (with the accepted odds when they moved), match, state. */
export function SelectionItem({
  selection,
  onRemove,
  conflict = null,
}: {
  selection: SlipSelection;
  onRemove: (() => void) | null;
  /** What this selection is in conflict with, said next to it (two of one match in a combo). */
  conflict?: string | null;
}) {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const oddsType = useOddsType();
  const locale = useLocale();
  const odds = formatOdds(selection.odds, oddsType, formatLocale(locale));
  const accepted = formatOdds(selection.acceptedOdds, oddsType, formatLocale(locale));
  const unavailable = selection.isSuspended || selection.isNotAvailable;
  const finished = isFinishedMatchStatus(selection.matchStatus);
  const direction = selection.odds > selection.acceptedOdds ? 'up' : 'down';
  return (
    <li
      className={`grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 rounded-md border p-2.5 text-sm ${
        unavailable
          ? 'border-dashed border-border bg-surface opacity-75'
          : conflict
            ? 'border-2 border-down bg-surface-2'
            : 'border-border bg-surface-2'
      }`}
      aria-label={`${selection.outcomeName ?? ''} ${selection.marketName ?? ''}`}
      data-conflict={conflict ? true : undefined}
    >
      <span className="font-semibold">{selection.outcomeName}</span>
      <span className="flex items-center gap-1.5 font-semibold tabular-nums">
        {selection.isChanged && !unavailable && (
          <>
            <span className="sr-only">{t('acceptedOdds', { odds: accepted })}</span>
            <s className="font-normal text-muted" aria-hidden="true">
              {accepted}
            </s>
            <span className={direction === 'up' ? 'text-up' : 'text-down'} aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          </>
        )}
        {unavailable ? '—' : odds}
      </span>
      <NameText className="col-span-2 text-muted text-xs">{selection.marketName}</NameText>
      <NameText className="text-muted text-xs">
        {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
      </NameText>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="-m-1 grid size-7 place-items-center justify-self-end rounded text-muted text-xs hover:text-text"
          aria-label={t('remove', { outcome: selection.outcomeName ?? '' })}
        >
          ✕
        </button>
      ) : (
        <span />
      )}
      {conflict && (
        <span className="col-span-2 font-semibold text-down text-xs">
          <span aria-hidden="true">⚠ </span>
          {conflict}
        </span>
      )}
      {selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">
          {finished ? t('matchFinished') : tv('sb.ticket.suspended.label')}
        </span>
      )}
      {selection.isNotAvailable && !selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">
          {tv('sb.ticket.not-available.label')}
        </span>
      )}
    </li>
  );
}
