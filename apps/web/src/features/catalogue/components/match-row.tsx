'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';
import { LocalTime } from '@/shared/ui/local-time';
import { NameText } from '@/shared/ui/name-text';
import type { ListMatch } from '../api/matches';
import { matchRef, OddsButton } from './odds-button';

export function LiveBadge({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  const clock = match.statistics?.clock;
  const time = clock?.match_time ?? clock?.remaining_time;
  return (
    <span className="flex flex-col items-start gap-0.5 text-xs">
      <span className="rounded bg-live px-1.5 py-0.5 font-bold text-live-text uppercase">{t('live')}</span>
      <span className="text-muted tabular-nums">
        {[match.statistics?.current_period, time].filter(Boolean).join(' · ')}
      </span>
    </span>
  );
}

export function MatchTime({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  if (match.status === 1) return <LiveBadge match={match} />;
  if (match.status >= 2) return <span className="text-muted text-xs">{t('finished')}</span>;
  return (
    <span className="flex flex-col text-muted text-xs tabular-nums">
      <LocalTime iso={match.start_time} format="date" />
      <LocalTime iso={match.start_time} />
    </span>
  );
}

/** One match in a list: time or live state, competitors with the score, the main market's prices. */
export const MatchRow = memo(function MatchRow({ match }: { match: ListMatch }) {
  const t = useTranslations('catalogue');
  const href = useHref();
  const score = match.statistics?.total_score;
  const market = match.main_market;
  const ref = matchRef(match);
  const more = match.markets_count - (market ? 1 : 0);
  return (
    <li className="grid grid-cols-[3.5rem_1fr] [contain:content] items-center gap-x-3 gap-y-2 border-border border-b px-3 py-2.5 last:border-b-0 md:grid-cols-[4rem_1fr_minmax(12rem,16rem)_3rem]">
      <MatchTime match={match} />
      <IntentLink href={href(`/${match.sport.key}/${match.slug}`)} className="group min-w-0 rounded-sm">
        {match.type === 'outright' ? (
          <NameText className="block font-medium group-hover:underline">{match.name}</NameText>
        ) : (
          <span className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
            <NameText className="font-medium group-hover:underline">{match.competitors.home?.name}</NameText>
            <span className="font-semibold tabular-nums">{score?.home ?? ''}</span>
            <NameText className="font-medium group-hover:underline">{match.competitors.away?.name}</NameText>
            <span className="font-semibold tabular-nums">{score?.away ?? ''}</span>
          </span>
        )}
      </IntentLink>
      <div className="col-span-2 grid auto-cols-fr grid-flow-col gap-1.5 md:col-span-1">
        {market?.outcomes.map((outcome) => (
          <OddsButton key={outcome.id} match={ref} market={market} outcome={outcome} showName={false} />
        ))}
      </div>
      {/* The name starts with what the link shows ("+4 more markets"), so speech input finds it by
          its visible text; without more markets there is nothing to link to, only the column. */}
      {more > 0 ? (
        <IntentLink
          href={href(`/${match.sport.key}/${match.slug}`)}
          className="hidden text-center text-muted text-xs tabular-nums hover:text-text md:block"
        >
          {t('moreMarkets', { count: more })}
          <span className="sr-only"> {t('moreMarketsName', { count: more })}</span>
        </IntentLink>
      ) : (
        <span className="hidden md:block" />
      )}
    </li>
  );
});
