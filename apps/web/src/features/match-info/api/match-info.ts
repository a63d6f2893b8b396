import type { TMatchStatistics } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Query keys of the match-information widgets, written once. */
export const matchInfoKeys = {
  all: ['match-info'] as const,
  stats: (id: number, moment: string) => [...matchInfoKeys.all, 'stats', id, moment] as const,
  preview: (id: number) => [...matchInfoKeys.all, 'preview', id] as const,
  video: (id: number) => [...matchInfoKeys.all, 'video', id] as const,
  streams: (id: number) => [...matchInfoKeys.all, 'streams', id] as const,
};

/**
 * What the scoreboard says of the match's moment: score, period scores, game score and the clock's
 * minute. The stats are asked again whenever it moves (the scoreboard itself is kept live by the
 * match channel), so the figures follow the match without polling.
 */
export function statsMoment(statistics: TMatchStatistics | null | undefined, status: number): string {
  if (!statistics) return String(status);
  const clock = statistics.clock;
  const minute = (clock?.match_time ?? clock?.remaining_time ?? '').split(':')[0] ?? '';
  return [
    status,
    statistics.period_scores.map((p) => `${p.home_score}:${p.away_score}`).join(','),
    statistics.game_score ? `${statistics.game_score.home}:${statistics.game_score.away}` : '',
    statistics.current_period ?? '',
    minute,
  ].join('|');
}

export const eventStatsQueryOptions = (id: number, moment: string) =>
  queryOptions({
    queryKey: matchInfoKeys.stats(id, moment),
    queryFn: () => api('GET /api/sportsbook/matches/:id/event-stats', { params: { id } }),
  });

/** A preview never changes (past results only). */
export const matchPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: matchInfoKeys.preview(id),
    queryFn: () => api('GET /api/sportsbook/matches/:id/match-preview', { params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Where the match's live picture plays; asked when the player opens it. */
export const matchVideoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: matchInfoKeys.video(id),
    queryFn: () => api('GET /api/sportsbook/matches/:id/video', { params: { id } }),
    staleTime: 60_000,
  });

/** The outside providers that show the match; asked with its picture. */
export const matchStreamsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: matchInfoKeys.streams(id),
    queryFn: () => api('GET /api/sportsbook/matches/:id/streams', { params: { id } }),
    staleTime: 60_000,
  });
