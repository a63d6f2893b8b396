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

/** The WHERE of a match query (alias m) for a filter; the list, the counts and search share it. */
export function matchWhere(eb: MatchesEb, f: MatchFilter) {
  const and = [];
  if (f.ids) and.push(eb('m.id', 'in', f.ids));
  if (f.type) and.push(eb('m.type', '=', f.type));
  if (f.sportIds) and.push(eb('m.sport_id', 'in', f.sportIds));
  if (f.categoryIds) and.push(eb('m.category_id', 'in', f.categoryIds));
  if (f.tournamentIds) and.push(eb('m.tournament_id', 'in', f.tournamentIds));
  if (f.statuses) and.push(eb('m.status', 'in', f.statuses as NewMatch['status'][]));
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
