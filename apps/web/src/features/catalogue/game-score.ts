import type { TMatchStatistics } from '@sportsbook/contract';

/** One side's points in the game in progress: a number as the feed sends it, or the advantage. */
export type GamePoint = { kind: 'points'; value: string } | { kind: 'advantage' };

const ADVANTAGE = new Set(['A', 'AD', 'ADV']);

/**
 * SPEC §9: a tennis point score above 40 shows the advantage value. Feeds write the advantage as
 * 'A' (the contract's) or as a number past 40; other sports' game points (rallies) show as sent.
 */
export function gamePoint(sportKey: string, raw: string): GamePoint {
  if (sportKey === 'tennis') {
    const value = raw.trim().toUpperCase();
    if (ADVANTAGE.has(value) || (/^\d+$/.test(value) && Number(value) > 40)) return { kind: 'advantage' };
  }
  return { kind: 'points', value: raw };
}

/** The score of the game in progress of a live match, per side, or null when there is none. */
export function gameScore(
  sportKey: string,
  statistics: Pick<TMatchStatistics, 'game_score'> | null | undefined,
): { home: GamePoint; away: GamePoint } | null {
  const score = statistics?.game_score;
  if (!score) return null;
  return { home: gamePoint(sportKey, score.home), away: gamePoint(sportKey, score.away) };
}
