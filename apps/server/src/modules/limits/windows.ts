import type { TExclusionPeriod, TLimitPeriod } from '@sportsbook/contract';

const DAY = 86_400_000;

/** Start of the window a limit counts in at `now`: the UTC day, the ISO week (Monday), the month. */
export function windowStart(period: TLimitPeriod, now: number): number {
  const date = new Date(now);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  switch (period) {
    case 'day':
      return day;
    case 'week':
      return day - ((date.getUTCDay() + 6) % 7) * DAY;
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
}

/** When an exclusion taken at `now` ends; null: never. */
export function exclusionEnd(period: TExclusionPeriod, now: number): number | null {
  switch (period) {
    case '24h':
      return now + DAY;
    case '7d':
      return now + 7 * DAY;
    case '6m': {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end.getTime();
    }
    case 'permanent':
      return null;
  }
}

/** Whether a player's self-exclusion holds at `now`. */
export function isExcluded(
  player: { excluded_at: number | null; excluded_until: number | null },
  now: number,
): boolean {
  return (
    player.excluded_at !== null && (player.excluded_until === null || now < Number(player.excluded_until))
  );
}
