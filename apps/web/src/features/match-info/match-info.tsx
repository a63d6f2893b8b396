'use client';

import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { matchQueryOptions } from '@/features/catalogue/queries';
import { useSiteSettings } from '@/shared/config/site-settings';
import { EventStats } from './event-stats';
import { MatchPreview } from './match-preview';
import { MatchVideo } from './match-video';

/**
 * SPEC §2's 'match preview' before the start and 'event stats' from the kick-off on, switching when
 * the match channel reports the new status; a live match with video also offers its picture.
 * `show` narrows it to one of the two, for a layout that places them apart.
 */
export function MatchInfo({ id, show = 'both' }: { id: number; show?: 'preview' | 'stats' | 'both' }) {
  const locale = useLocale();
  const { data: match } = useQuery(matchQueryOptions(locale, id));
  const { video_enabled: videoEnabled } = useSiteSettings();
  if (match?.type !== 'match') return null;
  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  if (match.status === MatchStatus.prematch)
    return show === 'stats' ? null : <MatchPreview id={id} home={home} away={away} />;
  if (show === 'preview') return null;
  return (
    <>
      {videoEnabled && match.has_video && match.status === MatchStatus.live && (
        <MatchVideo id={id} home={home} away={away} />
      )}
      <EventStats match={match} home={home} away={away} />
    </>
  );
}
