'use client';

import { MatchStatus } from '@sportsbook/contract/light';
import { useTranslations } from 'next-intl';
import { Activity, memo, useId, useMemo, useState } from 'react';
import { FavouriteStar } from '@/features/favorites';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';
import { LocalTime } from '@/shared/ui/local-time';
import { NameText } from '@/shared/ui/name-text';
import { useLocalDigits } from '@/shared/use-local-digits';
import type { ListMarket, ListMatch } from '../api/matches';
import { byShortestPrice, type ColumnLabel, isFinished, matchResult } from '../columns';
import { type GamePoint, gameScore } from '../game-score';
import { GamePointText } from './game-points';
import { matchRef, OddsButton, type OddsMatchRef } from './odds-button';

/**
 * A list row's columns: time, names, prices, more markets. The group heading uses the same grid so
 * its column headings stand over the prices (under the names on a phone, where prices span the row).
 */
export const ROW_GRID =
  'grid grid-cols-[3.5rem_1fr] gap-x-3 md:grid-cols-[4rem_1fr_minmax(12rem,16rem)_3rem]';
const PRICE_CELL = 'col-span-2 grid auto-cols-fr grid-flow-col gap-1.5 md:col-span-1';

/** How many competitors an outright shows before "show all": the favourites, as a player scans them. */
export const OUTRIGHT_TOP = 4;

type Clock = NonNullable<ListMatch['statistics']>['clock'];

/**
 * The clock as a scoreboard shows it: the match time, with the time added on after it ("45:00+02:10"),
 * so the clock keeps moving through stoppage time; or the time left in a period that counts down.
 */
export function clockTime(clock: Clock | undefined): string | null {
  if (!clock) return null;
  if (clock.match_time)
    return clock.stoppage_time ? `${clock.match_time}+${clock.stoppage_time}` : clock.match_time;
  return clock.remaining_time;
}

export function LiveBadge({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  const digits = useLocalDigits();
  const time = clockTime(match.statistics?.clock);
  return (
    <span className="flex flex-col items-start gap-0.5 text-xs">
      <span className="rounded bg-live px-1.5 py-0.5 font-bold text-live-text uppercase">{t('live')}</span>
      <span className="text-muted tabular-nums">
        {digits([match.statistics?.current_period, time].filter(Boolean).join(' · '))}
      </span>
    </span>
  );
}

export function MatchTime({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  if (match.status === MatchStatus.live) return <LiveBadge match={match} />;
  return (
    <span className="flex flex-col text-muted text-xs tabular-nums">
      <LocalTime iso={match.start_time} format="date" />
      {isFinished(match) ? <span>{t('finished')}</span> : <LocalTime iso={match.start_time} />}
    </span>
  );
}

/**
 * 1 X 2 (or the outcome names) over a list's price columns. Hidden from assistive technology: each
 * price button already says its outcome.
 */
export function ColumnHeadings({ columns, className = '' }: { columns: ColumnLabel[]; className?: string }) {
  const t = useTranslations('catalogue');
  return (
    <div
      aria-hidden="true"
      data-testid="column-headings"
      className={`${PRICE_CELL} text-center font-semibold text-muted text-xs md:col-start-3 ${className}`}
    >
      {columns.map((column, i) =>
        column.kind === 'name' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; names may repeat
          <span key={i} dir="auto" className="truncate">
            {column.name}
          </span>
        ) : (
          <span key={column.kind} title={t(`columns.${column.kind}Title`)}>
            {t(`columns.${column.kind}`)}
          </span>
        ),
      )}
    </div>
  );
}

function MoreMarkets({ match, href }: { match: ListMatch; href: string }) {
  const t = useTranslations('catalogue');
  const more = match.markets_count - (match.main_market ? 1 : 0);
  // The name starts with what the link shows ("+4 more markets"), so speech input finds it by its
  // visible text; without more markets there is nothing to link to, only the column.
  if (more <= 0) return <span className="hidden md:block" />;
  return (
    <IntentLink
      href={href}
      className="hidden text-center text-muted text-xs tabular-nums hover:text-text md:block"
    >
      {t('moreMarkets', { count: more })}
      <span className="sr-only"> {t('moreMarketsName', { count: more })}</span>
    </IntentLink>
  );
}

/**
 * An outright's competitors with their prices, favourites first: the top few, and a button that
 * shows the rest. Twenty prices do not fit a match row's three columns.
 */
function OutrightPrices({ match, market }: { match: OddsMatchRef; market: ListMarket }) {
  const t = useTranslations('catalogue');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const sorted = useMemo(() => byShortestPrice(market.outcomes), [market.outcomes]);
  const shown = expanded ? sorted : sorted.slice(0, OUTRIGHT_TOP);
  return (
    <div className="col-span-2 grid gap-1.5 md:col-span-4">
      <ul id={listId} aria-label={market.name} className="grid gap-1.5 sm:grid-cols-2">
        {shown.map((outcome) => (
          <li key={outcome.id} className="min-w-0">
            <OddsButton match={match} market={market} outcome={outcome} />
          </li>
        ))}
      </ul>
      {sorted.length > OUTRIGHT_TOP && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-10 justify-self-start rounded-md px-2 font-medium text-accent text-sm hover:underline"
        >
          {expanded ? t('showFewerCompetitors') : t('showAllCompetitors', { count: sorted.length })}
        </button>
      )}
    </div>
  );
}

/** A finished match's final score and who won, where its prices were. */
function Result({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  const digits = useLocalDigits();
  const result = matchResult(match);
  if (!result) return null;
  const winner = result.winner === 'draw' ? null : match.competitors[result.winner]?.name;
  return (
    <p className="col-span-2 flex min-w-0 items-baseline gap-2 text-sm md:justify-center">
      <span className="font-bold tabular-nums" aria-hidden="true">
        {digits(`${result.home}–${result.away}`)}
      </span>
      <span className="sr-only">{t('finalScore', { home: result.home, away: result.away })}</span>
      <span className="truncate text-muted">{winner ? t('wonBy', { name: winner }) : t('draw')}</span>
    </p>
  );
}

/**
 * What a row shows as each side's score: a cricket side's runs/wickets once it has batted (blank
 * before), every other sport's total score.
 */
function rowScores(statistics: ListMatch['statistics']): { home?: string | number; away?: string | number } {
  const cricket = statistics?.cricket;
  if (!cricket) return { home: statistics?.total_score?.home, away: statistics?.total_score?.away };
  const scores: { home?: string; away?: string } = {};
  for (const innings of cricket.innings) scores[innings.side] = `${innings.runs}/${innings.wickets}`;
  return scores;
}

/** A competitor's name and score; the winner of a finished match in strong type. */
function Side({
  name,
  score,
  point,
  won,
  lost,
}: {
  name?: string;
  score?: string | number;
  /** The point score of the game in progress (tennis), when there is one. */
  point?: GamePoint;
  won: boolean;
  lost: boolean;
}) {
  const Name = won ? 'strong' : 'span';
  const digits = useLocalDigits();
  return (
    <>
      <Name className={`min-w-0 ${won ? 'font-bold' : 'font-medium'} ${lost ? 'text-muted' : ''}`}>
        <NameText className="block group-hover:underline">{name}</NameText>
      </Name>
      <span className={`tabular-nums ${won ? 'font-bold' : 'font-semibold'} ${lost ? 'text-muted' : ''}`}>
        {score === undefined ? '' : digits(score)}
      </span>
      {point && (
        <span className="text-end text-muted tabular-nums">
          <GamePointText point={point} />
        </span>
      )}
    </>
  );
}

/**
 * One match in a list: time or live state, competitors with the score, and the main market's prices;
 * an outright lists its competitors instead, and a finished match its result.
 */
export const MatchRow = memo(function MatchRow({ match }: { match: ListMatch }) {
  return (
    <li
      data-match-id={match.id}
      className={`${ROW_GRID} [contain:content] items-center gap-y-2 border-border border-b px-3 py-2.5 last:border-b-0`}
    >
      <Activity>
        <RowContent match={match} />
      </Activity>
    </li>
  );
});

function RowContent({ match }: { match: ListMatch }) {
  const href = useHref();
  const link = href(`/${match.sport.key}/${match.slug}`);
  const score = rowScores(match.statistics);
  const points = gameScore(match.sport.key, match.statistics);
  const market = match.main_market;
  const ref = matchRef(match);
  const finished = isFinished(match);
  const winner = finished ? matchResult(match)?.winner : undefined;
  return (
    <>
      <MatchTime match={match} />
      {match.type === 'outright' ? (
        <>
          <IntentLink href={link} className="group min-w-0 rounded-sm md:col-span-2">
            <NameText className="block font-medium group-hover:underline">{match.name}</NameText>
          </IntentLink>
          <MoreMarkets match={match} href={link} />
          {market && !finished && <OutrightPrices match={ref} market={market} />}
        </>
      ) : (
        <>
          <div className="flex min-w-0 items-center gap-1">
            <IntentLink href={link} className="group min-w-0 flex-1 rounded-sm">
              <span
                className={`grid gap-x-2 text-sm ${points ? 'grid-cols-[1fr_auto_2rem]' : 'grid-cols-[1fr_auto]'}`}
              >
                <Side
                  name={match.competitors.home?.name}
                  score={score.home}
                  point={points?.home}
                  won={winner === 'home'}
                  lost={winner === 'away'}
                />
                <Side
                  name={match.competitors.away?.name}
                  score={score.away}
                  point={points?.away}
                  won={winner === 'away'}
                  lost={winner === 'home'}
                />
              </span>
            </IntentLink>
            {!finished && <FavouriteStar type="matches" id={match.id} name={match.name} className="-me-2" />}
          </div>
          {finished ? (
            <Result match={match} />
          ) : (
            <>
              <div className={PRICE_CELL}>
                {market?.outcomes.map((outcome) => (
                  <OddsButton
                    key={outcome.id}
                    match={ref}
                    market={market}
                    outcome={outcome}
                    showName={false}
                  />
                ))}
              </div>
              <MoreMarkets match={match} href={link} />
            </>
          )}
        </>
      )}
    </>
  );
}
