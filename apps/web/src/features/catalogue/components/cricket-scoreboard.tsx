'use client';

import type { TCricketScoreboard, TMatch } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatLocale } from '@/shared/locale-format';
import { useLocalDigits } from '@/shared/use-local-digits';

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A run rate as the locale writes a decimal, always with two places (7.50, not 7.5). */
function formatRate(rate: number, locale: string): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    rateFormats.set(locale, format);
  }
  return format.format(rate);
}

/**
 * A cricket match's scoreboard under its header: each innings with runs / wickets and overs, the
 * side batting, the run rate and, in a chase, the target and the rate still needed.
 */
export function CricketScoreboard({ match, board }: { match: TMatch; board: TCricketScoreboard }) {
  const locale = useLocale();
  const t = useTranslations('catalogue.cricket');
  const digits = useLocalDigits();
  const name = (side: 'home' | 'away') => match.competitors[side]?.name ?? '';
  return (
    <div className="mx-auto mt-3 grid w-full max-w-md gap-2 text-sm" data-testid="cricket-scoreboard">
      <table className="w-full tabular-nums">
        <caption className="sr-only">{t('scoreboard')}</caption>
        <thead className="text-muted text-xs">
          <tr>
            <th scope="col" className="text-start font-medium">
              {t('team')}
            </th>
            <th scope="col" className="text-end font-medium">
              {t('score')}
            </th>
            <th scope="col" className="text-end font-medium">
              {t('overs')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.innings.map((innings) => (
            <tr key={innings.side}>
              <th scope="row" className="py-0.5 text-start font-normal">
                {name(innings.side)}
                {board.batting === innings.side && (
                  <span className="ms-2 font-medium text-accent text-xs">{t('batting')}</span>
                )}
              </th>
              <td className="py-0.5 text-end font-semibold">
                {digits(`${innings.runs}/${innings.wickets}`)}
              </td>
              <td className="py-0.5 text-end">{digits(innings.overs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-muted text-xs tabular-nums">
        {board.run_rate !== null && <span>{t('runRate', { rate: formatRate(board.run_rate, locale) })}</span>}
        {board.target !== null && <span>{t('target', { target: digits(board.target) })}</span>}
        {board.required_run_rate !== null && (
          <span>{t('requiredRate', { rate: formatRate(board.required_run_rate, locale) })}</span>
        )}
      </p>
    </div>
  );
}
