import { isFinishedMatchStatus } from '@sportsbook/betting';
import type { ListMatch } from './api/matches';

/**
 * What heads one price column: the sportsbook's short label for a competitor market (1, X, 2),
 * or, for any other market, the outcome's own name.
 */
export type ColumnLabel =
  | { kind: 'home' | 'draw' | 'away' | 'homeOrDraw' | 'homeOrAway' | 'drawOrAway' }
  | { kind: 'name'; name: string };

/** Double chance outcomes by their (Betradar) ids, as the server also reads them when resulting. */
const DOUBLE_CHANCE: Record<string, ColumnLabel> = {
  '9': { kind: 'homeOrDraw' },
  '10': { kind: 'homeOrAway' },
  '11': { kind: 'drawOrAway' },
};

/**
 * The columns of a market's prices. A market whose outcomes are the two competitors (winner), or the
 * two with one outcome between them (1X2), gets 1 / X / 2, and double chance 1X / 12 / X2: a team's
 * name does not fit over a price column, and every player reads these labels. Null when there is
 * nothing to label.
 */
export function outcomeColumns(
  outcomes: readonly { id: string; name: string }[] | undefined,
  home: string | null | undefined,
  away: string | null | undefined,
): ColumnLabel[] | null {
  if (!outcomes || outcomes.length === 0) return null;
  const first = outcomes[0]?.name;
  const last = outcomes[outcomes.length - 1]?.name;
  if (home && away && home !== away && first === home && last === away) {
    if (outcomes.length === 2) return [{ kind: 'home' }, { kind: 'away' }];
    if (outcomes.length === 3) return [{ kind: 'home' }, { kind: 'draw' }, { kind: 'away' }];
  }
  const doubleChance = outcomes.map((o) => DOUBLE_CHANCE[o.id]);
  if (outcomes.length === 3 && new Set(outcomes.map((o) => o.id)).size === 3 && doubleChance.every(Boolean))
    return doubleChance as ColumnLabel[];
  return outcomes.map(({ name }) => ({ kind: 'name', name }));
}

/** A finished match (stopped, closed, finished, not covered: SPEC §4) has nothing left to bet on. */
export const isFinished = (match: Pick<ListMatch, 'status'>): boolean => isFinishedMatchStatus(match.status);

/** The price columns a list row shows: none for outrights (their own layout) and finished matches. */
export function rowColumns(match: ListMatch): ColumnLabel[] | null {
  if (match.type === 'outright' || isFinished(match)) return null;
  return outcomeColumns(
    match.main_market?.outcomes,
    match.competitors.home?.name,
    match.competitors.away?.name,
  );
}

const columnsKey = (columns: readonly ColumnLabel[]): string =>
  columns.map((c) => (c.kind === 'name' ? `name:${c.name}` : c.kind)).join('\u0000');

export interface ListEntry {
  match: ListMatch;
  /** Column headings to show above this row: the first priced row, and each row whose columns differ. */
  headings: ColumnLabel[] | null;
}

/**
 * A group's rows with the column headings placed once, above the first row with prices, and again
 * only where the columns change (another market) or after an outright, whose layout breaks the
 * columns. A row without prices (a suspended main market) neither shows nor breaks them.
 */
export function withHeadings(matches: readonly ListMatch[]): ListEntry[] {
  let shown: string | null = null;
  return matches.map((match) => {
    if (match.type === 'outright') {
      shown = null;
      return { match, headings: null };
    }
    const columns = rowColumns(match);
    if (!columns) return { match, headings: null };
    const key = columnsKey(columns);
    if (key === shown) return { match, headings: null };
    shown = key;
    return { match, headings: columns };
  });
}

/**
 * An outright's competitors, shortest price first (the favourites), then those that cannot be bet
 * on; the feed's order breaks ties, so server and browser agree.
 */
export function byShortestPrice<T extends { odds: number; active: boolean }>(outcomes: readonly T[]): T[] {
  return outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort(
      (a, b) =>
        Number(b.outcome.active) - Number(a.outcome.active) ||
        a.outcome.odds - b.outcome.odds ||
        a.index - b.index,
    )
    .map(({ outcome }) => outcome);
}

/** The result of a finished match from its final score, or null when it has none. */
export function matchResult(
  match: Pick<ListMatch, 'statistics'>,
): { home: number; away: number; winner: 'home' | 'away' | 'draw' } | null {
  const score = match.statistics?.total_score;
  if (!score) return null;
  const winner = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  return { home: score.home, away: score.away, winner };
}
