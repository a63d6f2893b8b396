import { BETTABLE_STATUSES, MarketStatus } from '@sportsbook/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, NewMatch } from '../../db/schema';

/** Filter over matches, in storage terms (ids resolved, instants in epoch ms). */
export interface MatchFilter {
  ids?: number[];
  type?: 'match' | 'outright';
  sportIds?: number[];
  categoryIds?: number[];
  tournamentIds?: number[];
  statuses?: number[];
  startFrom?: number;
  startTo?: number;
  bettable?: boolean;
  hasVideo?: boolean;
  /** Lower-cased text that the match name (or, with inTournaments, the tournament name) contains. */
  text?: string;
  textInTournaments?: boolean;
}

type MatchesEb = ExpressionBuilder<Database & { m: Database['matches'] }, 'm'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListColumn = 'm.id' | 'm.sport_id' | 'm.category_id' | 'm.tournament_id' | 'm.status';

/**
 * `column in (values)`; an empty list (e.g. a sport type without sports) matches nothing, since
 * PostgreSQL refuses the SQL `in ()` that SQLite takes.
 */
function inList(eb: MatchesEb, column: ListColumn, values: number[]) {
  return values.length ? eb(column, 'in', values as NewMatch['status'][]) : sql<SqlBool>`1 = 0`;
}

/** The WHERE of a match query (alias m) for a filter; the list, the counts and search share it. */
export function matchWhere(eb: MatchesEb, f: MatchFilter) {
  const and = [];
  if (f.ids) and.push(inList(eb, 'm.id', f.ids));
  if (f.type) and.push(eb('m.type', '=', f.type));
  if (f.sportIds) and.push(inList(eb, 'm.sport_id', f.sportIds));
  if (f.categoryIds) and.push(inList(eb, 'm.category_id', f.categoryIds));
  if (f.tournamentIds) and.push(inList(eb, 'm.tournament_id', f.tournamentIds));
  if (f.statuses) and.push(inList(eb, 'm.status', f.statuses));
  if (f.startFrom !== undefined) and.push(eb('m.start_time', '>=', f.startFrom));
  if (f.startTo !== undefined) and.push(eb('m.start_time', '<', f.startTo));
  if (f.hasVideo !== undefined) and.push(eb('m.has_video', '=', f.hasVideo ? 1 : 0));
  if (f.bettable !== undefined) {
    const open = eb.and([
      eb('m.status', 'in', BETTABLE_STATUSES),
      eb.exists(
        eb
          .selectFrom('markets as mk')
          .select(sql<number>`1`.as('one'))
          .whereRef('mk.match_id', '=', 'm.id')
          .where('mk.status', '=', MarketStatus.allowed),
      ),
    ]);
    and.push(f.bettable ? open : eb.not(open));
  }
  if (f.text) {
    const pattern = likePattern(f.text);
    const inName = sql<SqlBool>`lower(m.name) like ${pattern} escape '\\'`;
    and.push(
      f.textInTournaments
        ? eb.or([
            inName,
            eb.exists(
              eb
                .selectFrom('tournaments as tt')
                .select(sql<number>`1`.as('one'))
                .whereRef('tt.id', '=', 'm.tournament_id')
                .where(sql<SqlBool>`lower(tt.name) like ${pattern} escape '\\'`),
            ),
          ])
        : inName,
    );
  }
  return eb.and(and);
}
