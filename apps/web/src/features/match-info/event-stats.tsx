'use client';

import type { TMatch, TMatchStatFigure, TPeriodScore } from '@sportsbook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useLocalDigits } from '@/shared/use-local-digits';
import { eventStatsQueryOptions, statsMoment } from './api/match-info';

function periodLabel(t: ReturnType<typeof useTranslations<'matchInfo'>>, period: TPeriodScore): string {
  if (period.type === 'overtime') return t('overtime');
  if (period.type === 'penalties') return t('penalties');
  return String(period.number);
}

/** One figure as a row: the values at either end, the label between, and each side's share as a bar. */
function FigureRow({ figure, label }: { figure: TMatchStatFigure; label: string }) {
  const t = useTranslations('matchInfo');
  const digits = useLocalDigits();
  const sum = figure.home + figure.away;
  const share = (value: number) => (sum === 0 ? 0 : Math.round((value * 100) / sum));
  const show = (value: number) => (figure.unit === 'percent' ? t('percent', { value }) : digits(value));
  return (
    <tr data-testid={`stat-${figure.key}`}>
      <td className="w-16 py-1.5 text-start font-semibold tabular-nums">{show(figure.home)}</td>
      <th scope="row" className="py-1.5 text-center font-normal text-sm">
        {label}
        <span aria-hidden="true" className="mt-1 flex h-1.5 gap-0.5 overflow-hidden rounded-full">
          <span className="flex flex-1 justify-end bg-surface-2">
            <span className="bg-accent" style={{ width: `${share(figure.home)}%` }} />
          </span>
          <span className="flex flex-1 bg-surface-2">
            <span className="bg-muted" style={{ width: `${share(figure.away)}%` }} />
          </span>
        </span>
      </th>
      <td className="w-16 py-1.5 text-end font-semibold tabular-nums">{show(figure.away)}</td>
    </tr>
  );
}

/**
 * The event-stats widget: score by period and the sport's figures, as tables a screen reader reads
 * row by row. Asked again whenever the live scoreboard moves.
 */
export function EventStats({ match, home, away }: { match: TMatch; home: string; away: string }) {
  const t = useTranslations('matchInfo');
  const digits = useLocalDigits();
  const headingId = useId();
  const { data } = useQuery({
    ...eventStatsQueryOptions(match.id, statsMoment(match.statistics, match.status)),
    placeholderData: keepPreviousData,
  });
  if (!data || (data.period_scores.length === 0 && data.figures.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="event-stats"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="font-semibold text-base">
        {t('statsTitle')}
      </h2>
      {data.period_scores.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t('periodsCaption')}</caption>
            <thead className="text-muted text-xs">
              <tr>
                <th scope="col" className="text-start font-normal">
                  {t('team')}
                </th>
                {data.period_scores.map((p) => (
                  <th key={p.period_key} scope="col" className="px-1 text-center font-normal">
                    {digits(periodLabel(t, p))}
                  </th>
                ))}
                <th scope="col" className="px-1 text-center font-normal">
                  {t('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(['home', 'away'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row" className="max-w-40 truncate text-start font-medium" dir="auto">
                    {side === 'home' ? home : away}
                  </th>
                  {data.period_scores.map((p) => (
                    <td key={p.period_key} className="px-1 text-center">
                      {digits(side === 'home' ? p.home_score : p.away_score)}
                    </td>
                  ))}
                  <td className="px-1 text-center font-bold">{digits(data.total_score?.[side] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.figures.length > 0 && (
        <table className="w-full">
          <caption className="sr-only">{t('figuresCaption', { home, away })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{home}</th>
              <th scope="col">{t('figure')}</th>
              <th scope="col">{away}</th>
            </tr>
          </thead>
          <tbody>
            {data.figures.map((figure) => (
              <FigureRow key={figure.key} figure={figure} label={t(`keys.${figure.key}`)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
