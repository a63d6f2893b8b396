import { z } from 'zod';
import { ZPage, ZQueryBool, ZQueryInstant, zCsv, zLimit, zList, zQuery } from './common';
import { MARKET_STATUS_MAX, MARKET_STATUS_MIN, MatchStatus } from './statuses';

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket', 'horse_racing', 'lottery'] as const;

/**
 * Sport types with an area of their own (SPEC §1): listed where a query names them (by type, key,
 * sport, category or tournament), not in the lists of every sport. A race is not a match between
 * two sides, nor is a lottery draw, so the live and upcoming lists of every sport leave them to
 * their own pages.
 */
export const OWN_AREA_SPORT_TYPES: readonly TSportType[] = ['horse_racing', 'lottery'];
export const ZSportType = z.enum(SPORT_TYPES);
export type TSportType = z.infer<typeof ZSportType>;

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export const ZProvider = z.enum(PROVIDERS);
export type TProvider = z.infer<typeof ZProvider>;

export const ZMatchStatus = z.union(
  Object.values(MatchStatus).map((n) => z.literal(n)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
  ],
);
export type TMatchStatus = z.infer<typeof ZMatchStatus>;

export const ZMarketStatus = z.number().int().min(MARKET_STATUS_MIN).max(MARKET_STATUS_MAX);

export const MARKET_GROUP_KEYS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;
export const ZMarketGroupKey = z.enum(MARKET_GROUP_KEYS);
export type TMarketGroupKey = z.infer<typeof ZMarketGroupKey>;

export const ZSport = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: ZSportType,
  provider: ZProvider,
});
export type TSport = z.infer<typeof ZSport>;

export const ZCategory = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport_id: z.number().int(),
  sport_ids: z.array(z.number().int()),
});
export type TCategory = z.infer<typeof ZCategory>;

const ZSportRef = ZSport.pick({ id: true, key: true, name: true, type: true });
const ZCategoryRef = ZCategory.pick({ id: true, slug: true, name: true, country_code: true });

export const ZTournament = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: ZCategoryRef,
  sport: ZSportRef,
  /** Outcome count of the sport's main market (3 for 1X2, 2 for a winner market) — lets a list draw its columns. */
  main_market_outcome_count: z.number().int(),
  secondary_market_outcome_count: z.number().int(),
});
export type TTournament = z.infer<typeof ZTournament>;

export const ZCompetitor = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  country_code: z.string().nullable(),
  logo: z.string().nullable(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;

export const ZScore = z.object({ home: z.number().int(), away: z.number().int() });

export const ZPeriodScore = z.object({
  /** Stable key: '1st_half', '2nd_set', 'overtime', 'penalties', … */
  period_key: z.string(),
  name: z.string(),
  number: z.number().int(),
  type: z.enum(['regular_period', 'overtime', 'penalties']),
  home_score: z.number().int(),
  away_score: z.number().int(),
});
export type TPeriodScore = z.infer<typeof ZPeriodScore>;

export const ZMatchClock = z.object({
  /** Elapsed match time "mm:ss" (counting up), null for sports without a running clock. */
  match_time: z.string().nullable(),
  stoppage_time: z.string().nullable(),
  /** Time left in the period "mm:ss" for count-down sports (basketball, ice hockey, …). */
  remaining_time: z.string().nullable(),
  stopped: z.boolean(),
});

/** One innings of a cricket match as its scoreboard shows it. */
export const ZCricketInnings = z.object({
  side: z.enum(['home', 'away']),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().min(0).max(10),
  /** Overs bowled as cricket writes them: "12.3" is twelve overs and three balls. */
  overs: z.string().regex(/^\d{1,2}\.[0-5]$/),
});
export type TCricketInnings = z.infer<typeof ZCricketInnings>;

/** A cricket scoreboard: the innings so far, who bats, the run rate and, in a chase, what is needed. */
export const ZCricketScoreboard = z.object({
  innings: z.array(ZCricketInnings),
  batting: z.enum(['home', 'away']).nullable(),
  /** Runs per over of the innings in progress (or the last one); null before a ball is bowled. */
  run_rate: z.number().nonnegative().nullable(),
  /** The chasing side's target (first innings + 1) once the second innings is on. */
  target: z.number().int().positive().nullable(),
  /** Runs per over the chase still needs; null outside a chase or once it is decided. */
  required_run_rate: z.number().nonnegative().nullable(),
  /** Overs per innings (20 in a T20). */
  max_overs: z.number().int().positive(),
});
export type TCricketScoreboard = z.infer<typeof ZCricketScoreboard>;

/** A race under way or run: the runners' numbers in running order (the finishing order once run). */
export const ZRaceStatistics = z.object({
  order: z.array(z.number().int().positive()),
  /** Share of the distance the leader has covered, 0 to 1. */
  covered: z.number().min(0).max(1),
  finished: z.boolean(),
});
export type TRaceStatistics = z.infer<typeof ZRaceStatistics>;

/** A lottery draw under way or made: the balls drawn so far, in the order drawn. */
export const ZDrawStatistics = z.object({
  drawn: z.array(z.number().int().positive()),
  /** How many balls the draw makes, out of numbers 1 to `pool`. */
  balls: z.number().int().positive(),
  pool: z.number().int().positive(),
  finished: z.boolean(),
});
export type TDrawStatistics = z.infer<typeof ZDrawStatistics>;

export const ZMatchStatistics = z.object({
  clock: ZMatchClock.nullable(),
  total_score: ZScore.nullable(),
  /** Score of the game in progress (tennis points '15','30','40','A'; volleyball rally points). */
  game_score: z.object({ home: z.string(), away: z.string() }).nullable(),
  period_scores: z.array(ZPeriodScore),
  /** Current period name, e.g. '2nd half', '3rd set'; null before start or after the end. */
  current_period: z.string().nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int().nullable(),
  /** Cricket only: runs, wickets and overs per innings. */
  cricket: ZCricketScoreboard.nullable().optional(),
  /** Horse racing only: the running order. */
  race: ZRaceStatistics.nullable().optional(),
  /** Lotteries only: the balls drawn. */
  draw: ZDrawStatistics.nullable().optional(),
});
export type TMatchStatistics = z.infer<typeof ZMatchStatistics>;

export const ZOutcome = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Decimal odds × 1000 as an integer (2.10 → 2100). */
  odds: z.number().int().positive(),
});
export type TOutcome = z.infer<typeof ZOutcome>;

export const ZMarket = z.object({
  match_urn_id: z.string(),
  match_id: z.number().int(),
  /** Market type id (1 = 1X2, 18 = total, 16 = handicap, …); with the specifier it names one market of a match. */
  id: z.number().int(),
  name: z.string(),
  status: ZMarketStatus,
  specifier: z.string(),
  outcomes: z.array(ZOutcome),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  is_main: z.boolean(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
});
export type TMarket = z.infer<typeof ZMarket>;

const ZTournamentRef = ZTournament.pick({ id: true, slug: true, name: true, priority: true });

export const ZMatch = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(['match', 'outright']),
  /** "Home vs Away" for matches; the outright's title for outrights. */
  name: z.string(),
  sport: ZSportRef,
  category: ZCategoryRef,
  tournament: ZTournamentRef,
  competitors: z.object({ home: ZCompetitor.nullable(), away: ZCompetitor.nullable() }),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: ZMatchStatus,
  stage: z.string().nullable(),
  start_time: z.iso.datetime(),
  /** Outrights only: when betting on the outright closes. */
  end_date: z.iso.datetime().nullable(),
  statistics: ZMatchStatistics.nullable(),
  markets_count: z.number().int(),
  top_markets_count: z.number().int(),
  main_market: ZMarket.nullable(),
  secondary_market: ZMarket.nullable(),
  has_video: z.boolean(),
  provider: ZProvider,
  /** True when the match is prematch or live and at least one market is open. */
  bettable: z.boolean(),
});
export type TMatch = z.infer<typeof ZMatch>;

// ---------------------------------------------------------------------------------------------
// Requests

export const ZSportsQuery = z.object({ sport_type: zQuery(ZSportType) });
export const ZSportsReply = zList(ZSport);

export const ZCategoriesQuery = z.object({
  sport_id: zCsv(z.coerce.number().int().positive()),
  sport_key: zQuery(z.string().min(1).max(64)),
  page: ZPage,
  limit: zLimit(500),
});
export const ZCategoriesReply = zList(ZCategory);

export const ZTournamentsQuery = z.object({
  sport_id: zCsv(z.coerce.number().int().positive()),
  sport_key: zQuery(z.string().min(1).max(64)),
  category_id: zCsv(z.coerce.number().int().positive()),
  page: ZPage,
  limit: zLimit(500),
});
export const ZTournamentsReply = zList(ZTournament);

export const MATCH_SORTS = ['start_time', '-start_time', 'priority'] as const;

export const ZMatchesQuery = z.object({
  id: zCsv(z.coerce.number().int().positive()),
  type: zQuery(z.enum(['match', 'outright'])),
  sport_key: zQuery(z.string().min(1).max(64)),
  sport_type: zQuery(ZSportType),
  category_id: zCsv(z.coerce.number().int().positive()),
  tournament_id: zCsv(z.coerce.number().int().positive()),
  match_status: zCsv(z.coerce.number().pipe(ZMatchStatus)),
  sort_by: zQuery(z.enum(MATCH_SORTS)),
  start_from: ZQueryInstant,
  start_to: ZQueryInstant,
  bettable: ZQueryBool,
  max_per_sport: zQuery(z.coerce.number().int().min(1).max(500)),
  page: ZPage,
  limit: zLimit(50),
  favourite: ZQueryBool,
  has_video: ZQueryBool,
});
export type TMatchesQuery = z.infer<typeof ZMatchesQuery>;
export const ZMatchesReply = zList(ZMatch);

export const ZMarketsQuery = z.object({
  page: ZPage,
  limit: zLimit(500),
  group_key: zQuery(ZMarketGroupKey),
  market_id: zCsv(z.coerce.number().int().positive()),
});
export type TMarketsQuery = z.infer<typeof ZMarketsQuery>;
export const ZMarketsReply = zList(ZMarket);

/** POST /counters. Empty values are stripped before validation (SPEC §7). */
export const ZCountersRequest = z.object({
  sport_id: z.array(z.number().int().positive()).max(500).optional(),
  category_id: z.array(z.number().int().positive()).max(500).optional(),
  tournament_id: z.array(z.number().int().positive()).max(500).optional(),
  match_status: z.array(ZMatchStatus).max(6).optional(),
  has_video: z.boolean().optional(),
  sport_type: ZSportType.optional(),
  type: z.enum(['match', 'outright']).optional(),
  start_from: z.iso.datetime({ offset: true }).optional(),
  start_to: z.iso.datetime({ offset: true }).optional(),
});
export type TCountersRequest = z.infer<typeof ZCountersRequest>;

export const ZCount = z.object({ matchCount: z.number().int(), outrightCount: z.number().int() });
export const ZCountersReply = z.object({
  /** Live matches across all sports (the 'Live' menu entry). */
  live: ZCount,
  sports: z.record(z.string(), ZCount),
  categories: z.record(z.string(), ZCount),
  tournaments: z.record(z.string(), ZCount),
});
export type TCountersReply = z.infer<typeof ZCountersReply>;

export { SEARCH_MAX, SEARCH_MIN } from './limits';

import { SEARCH_MAX, SEARCH_MIN } from './limits';
export const ZSearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN).max(SEARCH_MAX),
  sport_type: zQuery(ZSportType),
  match_status: zCsv(z.coerce.number().pipe(ZMatchStatus)),
  only_events_name: ZQueryBool,
  limit: zLimit(20),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export const ZSearchReply = z.object({
  data: z.object({ matches: z.array(ZMatch), tournaments: z.array(ZTournament) }),
});
export type TSearchReply = z.infer<typeof ZSearchReply>;
