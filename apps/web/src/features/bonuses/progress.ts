import type { TPlayerBonus } from '@sportsbook/contract';

/** A progress bar of a campaign of betting: where the player is, the end, the steps on the way. */
export interface ProgressBar {
  unit: 'bets' | 'points';
  value: number;
  max: number;
  /** Where a reward is reached on the way (amb ranges before the last). */
  marks: number[];
}

/**
 * The bar a listed bonus shows (SPEC §3 'Amb freebet' progress count of possible progress count;
 * hunting: the points towards the next freebet); null for kinds without one.
 */
export function progressBar(item: Pick<TPlayerBonus, 'conditions' | 'progress'>): ProgressBar | null {
  const { conditions, progress } = item;
  if (!progress) return null;
  if (conditions.kind === 'amb_freebet') {
    const max = progress.possible_progress_count ?? Math.max(...conditions.ranges.map((r) => r.bets_count));
    const marks = conditions.ranges.map((r) => r.bets_count).filter((count) => count < max);
    return { unit: 'bets', value: Math.min(progress.progress_count, max), max, marks };
  }
  if (conditions.kind === 'hunting')
    return {
      unit: 'points',
      value: progress.available_points,
      max: conditions.points_per_freebet,
      marks: [],
    };
  if (conditions.kind === 'lootbox') {
    const max = conditions.bets_per_lootbox;
    return { unit: 'bets', value: progress.progress_count % max, max, marks: [] };
  }
  return null;
}
