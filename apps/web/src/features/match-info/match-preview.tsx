'use client';

import type { TFormEntry, TPastMatch } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LocalTime } from '@/shared/ui/local-time';
import { useLocalDigits } from '@/shared/use-local-digits';
import { matchPreviewQueryOptions } from './api/match-info';

const RESULT_STYLE: Record<TFormEntry['result'], string> = {
  win: 'bg-accent text-accent-text',
  draw: 'bg-surface-2',
  loss: 'bg-muted/40',
};

function Scoreline({ match }: { match: TPastMatch }) {
  const digits = useLocalDigits();
  return (
    <span className="flex min-w-0 gap-1.5" dir="auto">
      <span className="truncate">{match.home.name}</span>
      <span className="font-semibold tabular-nums">{digits(`${match.score.home}–${match.score.away}`)}</span>
      <span className="truncate">{match.away.name}</span>
    </span>
  );
}

function Form({ team, entries }: { team: string; entries: TFormEntry[] }) {
  const t = useTranslations('matchInfo');
  const digits = useLocalDigits();
  return (
    <div>
      <h4 className="mb-1 font-medium text-sm" dir="auto">
        {team}
      </h4>
      {entries.length === 0 ? (
        <p className="text-muted text-xs">{t('noForm')}</p>
      ) : (
        <ol className="flex gap-1" aria-label={t('formOf', { team })}>
          {entries.map((entry) => (
            <li key={entry.match_id}>
              <span
                title={`${entry.home.name} ${digits(`${entry.score.home}–${entry.score.away}`)} ${entry.away.name}`}
                className={`grid size-7 place-items-center rounded font-bold text-xs ${RESULT_STYLE[entry.result]}`}
              >
                <span aria-hidden="true">{t(`results.${entry.result}.short`)}</span>
                <span className="sr-only">
                  {t(`results.${entry.result}.long`)}: {entry.home.name}{' '}
                  {digits(`${entry.score.home}–${entry.score.away}`)} {entry.away.name}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The match-preview widget of an upcoming match: each side's form and the sides' head-to-head. */
export function MatchPreview({ id, home, away }: { id: number; home: string; away: string }) {
  const t = useTranslations('matchInfo');
  const headingId = useId();
  const { data } = useQuery(matchPreviewQueryOptions(id));
  if (!data) return null;
  const h2h = data.head_to_head;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="match-preview"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="font-semibold text-base">
        {t('previewTitle')}
      </h2>
      <div>
        <h3 className="mb-2 text-muted text-xs uppercase">{t('form')}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Form team={home} entries={data.form.home} />
          <Form team={away} entries={data.form.away} />
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-muted text-xs uppercase">{t('headToHead')}</h3>
        {h2h.meetings.length === 0 ? (
          <p className="text-muted text-sm">{t('noMeetings')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm" data-testid="head-to-head-summary">
              {t('headToHeadSummary', {
                home,
                away,
                homeWins: h2h.home_wins,
                draws: h2h.draws,
                awayWins: h2h.away_wins,
              })}
            </p>
            <ul className="grid gap-1 text-sm">
              {h2h.meetings.map((m) => (
                <li key={m.match_id} className="flex items-center justify-between gap-3">
                  <Scoreline match={m} />
                  <span className="shrink-0 text-muted text-xs">
                    <LocalTime iso={m.start_time} format="date" />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
