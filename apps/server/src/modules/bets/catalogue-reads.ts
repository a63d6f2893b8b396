import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import { perTurn } from '../../db/per-turn';
import { padded, preparedByCount } from '../../db/prepared';
import type { Database, MarketRow, MatchStatus, Provider, SportType } from '../../db/schema';

type Executor = Kysely<Database>;

/** A match as placement and the bet's snapshot need it. */
export interface BettableMatch {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  type: 'match' | 'outright';
  status: MatchStatus;
  start_time: number;
  provider: Provider;
  sport_id: number;
  category_id: number;
  tournament_id: number;
  sport_key: string;
  sport_type: SportType;
  tournament_name: string;
  category_name: string;
  home: string | null;
  away: string | null;
  statistics: string | null;
}

/** `${match_id}|${market_id}|${specifier}`: one market line of one match. */
export const lineKey = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}|${marketId}|${specifier}`;

const MATCH_COLUMNS = [
  'm.id',
  'm.urn_id',
  'm.slug',
  'm.name',
  'm.type',
  'm.status',
  'm.start_time',
  'm.provider',
  'm.statistics',
  'm.sport_id',
  'm.category_id',
  'm.tournament_id',
  's.key as sport_key',
  's.type as sport_type',
  't.name as tournament_name',
  'c.name as category_name',
  'h.name as home',
  'a.name as away',
] as const;

/** A row of BetsRepo.placementContext: a match and one of its wanted lines (or none). */
type ContextRow = BettableMatch & {
  line_market_id: number | null;
  line_specifier: string | null;
  line_name: string | null;
  line_status: MarketRow['status'] | null;
  line_priority: number | null;
  line_is_main: number | null;
  line_most_balanced: number | null;
  line_groups: string | null;
  line_outcomes: string | null;
  line_updated_at: number | null;
};

/** Matches joined with what MATCH_COLUMNS reads of their sport, tournament, category and teams. */
const withReference = (db: Executor) =>
  db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('competitors as h', 'h.id', 'm.home_id')
    .leftJoin('competitors as a', 'a.id', 'm.away_id');

/** The statements of placing a bet, compiled once (see db/prepared.ts). */
function placementQueries(kysely: Executor) {
  return {
    context: preparedByCount<{ matchIds: readonly number[]; marketIds: readonly number[] }, ContextRow>(
      kysely,
      (db, p, matchCount, marketCount) =>
        withReference(db)
          .leftJoin('markets as k', (join) =>
            join.onRef('k.match_id', '=', 'm.id').on('k.market_id', 'in', p.list('marketIds', marketCount)),
          )
          .select([
            ...MATCH_COLUMNS,
            'k.market_id as line_market_id',
            'k.specifier as line_specifier',
            'k.name as line_name',
            'k.status as line_status',
            'k.priority as line_priority',
            'k.is_main as line_is_main',
            'k.most_balanced as line_most_balanced',
            'k.groups as line_groups',
            'k.outcomes as line_outcomes',
            'k.updated_at as line_updated_at',
          ])
          .where('m.id', 'in', p.list('matchIds', matchCount)),
    ),
    matches: preparedByCount<{ ids: readonly number[] }, Omit<BettableMatch, 'id'> & { id: number }>(
      kysely,
      (db, p, count) => withReference(db).select(MATCH_COLUMNS).where('m.id', 'in', p.list('ids', count)),
    ),
    lines: preparedByCount<{ matchIds: readonly number[]; marketIds: readonly number[] }, MarketRow>(
      kysely,
      (db, p, matchCount, marketCount) =>
        db
          .selectFrom('markets')
          .selectAll()
          .where('match_id', 'in', p.list('matchIds', matchCount))
          .where('market_id', 'in', p.list('marketIds', marketCount)),
    ),
  };
}

/** A market line of a match, as a slip names it. */
export interface LineRef {
  matchId: number;
  marketId: number;
  specifier: string;
}

/** What placing reads of the catalogue (BetsRepo.placementContext). */
export interface PlacementContext {
  matches: Map<number, BettableMatch>;
  lines: Map<string, MarketRow>;
}

/** The only code that speaks SQL for bets. Every query runs on SQLite and PostgreSQL alike. */
/**
 * The catalogue as bets read it (placement, presenting, cash out, share codes): matches with their
 * reference names, and market lines, in prepared statements.
 */
export class CatalogueReads {
  private readonly reads: ReturnType<typeof placementQueries>;
  private readonly contexts: (keys: readonly LineRef[]) => Promise<PlacementContext>;

  constructor(readonly db: Db) {
    this.reads = placementQueries(db.kysely);
    this.contexts = perTurn(db, (asks) => this.readContexts(asks));
  }

  get kysely(): Executor {
    return this.db.kysely;
  }

  async matches(ids: readonly number[], ex: Executor = this.kysely): Promise<Map<number, BettableMatch>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.reads.matches(ids.length)(ex, { ids });
    return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  }

  /**
   * What placing needs to read of the catalogue: the matches and their lines among these keys (any
   * status, as lines() gives them), in one statement; the placements of one turn read theirs
   * together (see db/per-turn.ts).
   */
  placementContext(keys: readonly LineRef[]): Promise<PlacementContext> {
    return this.contexts(keys);
  }

  private async readContexts(asks: readonly (readonly LineRef[])[]): Promise<PlacementContext[]> {
    const all = asks.flat();
    const matchIds = padded([...new Set(all.map((k) => k.matchId))]);
    const marketIds = padded([...new Set(all.map((k) => k.marketId))]);
    const { rows } =
      all.length === 0
        ? { rows: [] }
        : await this.reads.context(matchIds.length, marketIds.length)(this.kysely, { matchIds, marketIds });
    const matchesById = new Map<number, BettableMatch>();
    const linesByKey = new Map<string, MarketRow>();
    for (const row of rows) {
      const id = Number(row.id);
      if (!matchesById.has(id))
        matchesById.set(id, {
          id,
          urn_id: row.urn_id,
          slug: row.slug,
          name: row.name,
          type: row.type,
          status: row.status,
          start_time: row.start_time,
          provider: row.provider,
          sport_id: Number(row.sport_id),
          category_id: Number(row.category_id),
          tournament_id: Number(row.tournament_id),
          sport_key: row.sport_key,
          sport_type: row.sport_type,
          tournament_name: row.tournament_name,
          category_name: row.category_name,
          home: row.home,
          away: row.away,
          statistics: row.statistics,
        });
      if (row.line_market_id === null || row.line_specifier === null) continue;
      linesByKey.set(lineKey(id, row.line_market_id, row.line_specifier), {
        match_id: id,
        market_id: row.line_market_id,
        specifier: row.line_specifier,
        name: row.line_name as string,
        status: row.line_status as MarketRow['status'],
        priority: row.line_priority as number,
        is_main: row.line_is_main as number,
        most_balanced: row.line_most_balanced as number,
        groups: row.line_groups as string,
        outcomes: row.line_outcomes as string,
        updated_at: row.line_updated_at as number,
      });
    }
    return asks.map((keys) => {
      const matches = new Map<number, BettableMatch>();
      const lines = new Map<string, MarketRow>();
      for (const { matchId, marketId, specifier } of keys) {
        const match = matchesById.get(matchId);
        if (match) matches.set(matchId, match);
        const key = lineKey(matchId, marketId, specifier);
        const line = linesByKey.get(key);
        if (line) lines.set(key, line);
      }
      return { matches, lines };
    });
  }

  /** Current market lines by lineKey (any status: a closed line is refused, not unknown). */
  async lines(
    keys: readonly { matchId: number; marketId: number; specifier: string }[],
    ex: Executor = this.kysely,
  ): Promise<Map<string, MarketRow>> {
    if (keys.length === 0) return new Map();
    const matchIds = [...new Set(keys.map((k) => k.matchId))];
    const marketIds = [...new Set(keys.map((k) => k.marketId))];
    const { rows } = await this.reads.lines(matchIds.length, marketIds.length)(ex, { matchIds, marketIds });
    const wanted = new Set(keys.map((k) => lineKey(k.matchId, k.marketId, k.specifier)));
    const lines = new Map<string, MarketRow>();
    for (const row of rows) {
      const key = lineKey(Number(row.match_id), row.market_id, row.specifier);
      if (wanted.has(key)) lines.set(key, row);
    }
    return lines;
  }
}
