'use client';

import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { matchQueryOptions } from '@/features/catalogue/queries';
import { EventStats } from './event-stats';
import { MatchPreview } from './match-preview';

/**
 * SPEC §2's 'match preview' before the start and 'event stats' from the kick-off on, switching when
 * the match channel reports the new status.
 */
export function MatchInfo({ id }: { id: number }) {
  const locale = useLocale();
  const { data: match } = useQuery(matchQueryOptions(locale, id));
  if (match?.type !== 'match') return null;
  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  return match.status === MatchStatus.prematch ? (
    <MatchPreview id={id} home={home} away={away} />
  ) : (
    <EventStats match={match} home={home} away={away} />
  );
}
