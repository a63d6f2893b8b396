import { isMarketOpen } from '@sportsbook/betting';
import type {
  TCategory,
  TCompetitor,
  TMarket,
  TOutcome,
  TPagination,
  TSport,
  TTournament,
} from '@sportsbook/contract';
import type { CategoryRow, CompetitorRow, MarketRow, SportRow, TournamentRow } from '../../db/schema';
import type { MarketStats } from './repo';

/** Rows to the contract's shapes: what every catalogue read shares. */

export interface Page<T> {
  data: T[];
  pagination: TPagination;
}

export function paginate<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return { data, pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
}

/** Outcome count of each sport's main market (3-way sports have a draw). */
const THREE_WAY_SPORTS = new Set(['football', 'ice-hockey', 'handball', 'rugby']);

export const iso = (ms: number) => new Date(ms).toISOString();

export function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`catalogue integrity: ${what} ${String(key)} is missing`);
  return value;
}

export function toSport(s: SportRow): TSport {
  return {
    id: s.id,
    urn_id: s.urn_id,
    key: s.key,
    name: s.name,
    priority: s.priority,
    type: s.type,
    provider: s.provider,
  };
}

export function toCategory(c: CategoryRow): TCategory {
  return {
    id: c.id,
    urn_id: c.urn_id,
    slug: c.slug,
    name: c.name,
    priority: c.priority,
    country_code: c.country_code,
    sport_id: c.sport_id,
    sport_ids: [c.sport_id],
  };
}

export function toTournament(
  ref: { sportsById: Map<number, SportRow>; categoriesById: Map<number, CategoryRow> },
  t: TournamentRow,
): TTournament {
  const sport = mustGet(ref.sportsById, t.sport_id, 'sport');
  const category = mustGet(ref.categoriesById, t.category_id, 'category');
  const main = THREE_WAY_SPORTS.has(sport.key) ? 3 : 2;
  return {
    id: t.id,
    urn_id: t.urn_id,
    slug: t.slug,
    name: t.name,
    priority: t.priority,
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      country_code: category.country_code,
    },
    sport: { id: sport.id, key: sport.key, name: sport.name, type: sport.type },
    main_market_outcome_count: main,
    secondary_market_outcome_count: 2,
  };
}

export function toCompetitor(c: CompetitorRow | undefined): TCompetitor | null {
  if (!c) return null;
  return { id: c.id, name: c.name, abbreviation: c.abbreviation, country_code: c.country_code, logo: c.logo };
}

export function toMarket(matchUrnId: string, m: MarketRow): TMarket {
  return {
    match_urn_id: matchUrnId,
    match_id: Number(m.match_id),
    id: m.market_id,
    name: m.name,
    status: m.status,
    specifier: m.specifier,
    outcomes: JSON.parse(m.outcomes) as TOutcome[],
    market_groups: JSON.parse(m.groups) as string[],
    priority: m.priority,
    is_main: m.is_main === 1,
    most_balanced: m.most_balanced === 1,
    next_bet_stop: null,
    custom_bet_groups: [],
  };
}

/** What CatalogueRepo.marketStats counts, from served market rows (status ≠ 0) already read. */
export function marketStatsOf(served: MarketRow[]): MarketStats[] {
  const byMatch = new Map<number, MarketStats>();
  for (const m of served) {
    const id = Number(m.match_id);
    const stats = byMatch.get(id) ?? { match_id: id, total: 0, top: 0, open: 0 };
    stats.total++;
    if ((JSON.parse(m.groups) as string[]).includes('top')) stats.top++;
    if (isMarketOpen(m.status)) stats.open++;
    byMatch.set(id, stats);
  }
  return [...byMatch.values()];
}
