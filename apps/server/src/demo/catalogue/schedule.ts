import { MatchStatus } from '@sportsbook/contract';
import type { CompetitorsTable, NewMarket, NewMatch } from '../../db/schema';
import { prematchMarkets } from './markets/index';
import { type Catalogue, catalogueFor, type ReferenceData, slugify, type TournamentInfo } from './reference';
import { hash32, rngFor } from './rng';
import { createScript, type DrawScript, type MatchScript, type RaceScript } from './script';
import { drawBalls } from './script/draw';
import { distanceText, drawRace } from './script/race';

export interface GeneratedEvent {
  match: NewMatch;
  markets: NewMarket[];
}

/** Monday 2020-01-06 00:00 UTC: week 0 of the id scheme. */
export const EPOCH_MS = Date.UTC(2020, 0, 6);
export const WEEK_MS = 7 * 24 * 3600 * 1000;
const MINUTE_MS = 60_000;
const PREFIX = { betradar: 'sr', oddin: 'od', betconstruct: 'bc' } as const;

/** One scheduled match before it is built: which tournament, week and entry, and when. */
export interface Slot {
  t: TournamentInfo;
  week: number;
  entry: number;
  start: number;
}

function phaseMinutes(seed: number, t: TournamentInfo, lane: number, slot: number, lanes: number): number {
  const offset = (hash32(seed, 'phase', t.row.id) % (slot / 5)) * 5;
  return offset + Math.round((lane * slot) / lanes / 5) * 5;
}

/** Every slot of a week (cheap: no script, no names). */
function slotsOfWeek(cat: Catalogue, week: number, visit: (s: Slot) => void): void {
  for (const t of cat.tournaments) slotsOfTournamentWeek(cat, t, week, visit);
}

/** The slots of one tournament in one week. */
export function slotsOfTournamentWeek(
  cat: Catalogue,
  t: TournamentInfo,
  week: number,
  visit: (s: Slot) => void,
): void {
  const weekStart = EPOCH_MS + week * WEEK_MS;
  const sch = t.def.schedule;
  if (sch.kind === 'weekly') {
    if (sch.weeks !== undefined && !rngFor(cat.seed, 'active', t.row.id, week).chance(sch.weeks)) return;
    t.fixtures.forEach((minute, entry) => {
      visit({ t, week, entry, start: weekStart + Math.round(minute) * MINUTE_MS });
    });
    return;
  }
  const perWeek = (7 * 24 * 60) / sch.slot;
  for (let lane = 0; lane < sch.lanes; lane++) {
    const phase = phaseMinutes(cat.seed, t, lane, sch.slot, sch.lanes);
    for (let j = 0; j < perWeek; j++) {
      visit({
        t,
        week,
        entry: j * sch.lanes + lane,
        // Phases and slot lengths may be fractional minutes; stored times are whole minutes.
        start: weekStart + Math.round(j * sch.slot + phase) * MINUTE_MS,
      });
    }
  }
}

export function matchId(cat: Catalogue, slot: Slot): number {
  return slot.week * cat.weekCapacity + slot.t.base + slot.entry + 1;
}

export function pairing(cat: Catalogue, s: Slot): [number, number] {
  const { t } = s;
  const roster = t.roster;
  if (t.def.schedule.kind === 'weekly') {
    // A round is a permutation of the roster; a team plays once per round.
    const pairs = Math.floor(roster.length / 2);
    const round = Math.floor(s.entry / pairs);
    const i = s.entry % pairs;
    const perm = rngFor(cat.seed, 'round', t.row.id, s.week, round).permutation(roster.length);
    return [roster[perm[2 * i] as number] as number, roster[perm[2 * i + 1] as number] as number];
  }
  // Continuous lanes alternate between the two halves of the roster so nobody plays two at once.
  const lanes = t.def.schedule.lanes;
  const j = Math.floor(s.entry / lanes);
  const lane = s.entry % lanes;
  const half = Math.floor(roster.length / 2);
  const base = (j % 2) * half;
  const perm = rngFor(cat.seed, 'slot', t.row.id, s.week, j).permutation(half);
  return [
    roster[base + (perm[2 * lane] as number)] as number,
    roster[base + (perm[2 * lane + 1] as number)] as number,
  ];
}

/** 2 top (full market list), 1 regular, 0 the round-the-clock filler streams and minor leagues. */
function tierOf(t: TournamentInfo): number {
  if (t.def.top) return 2;
  return t.def.schedule.kind === 'continuous' || t.def.priority < 80 ? 0 : 1;
}

/** The script of the match in a slot: what happens in it, the same whenever it is generated. */
export function scriptOf(
  cat: Catalogue,
  s: Slot,
  [homeId, awayId]: [number, number],
  names: [string, string],
): MatchScript {
  const { t } = s;
  const sch = t.def.schedule;
  const women = t.def.pool === 'players-women';
  return createScript(
    {
      sport: t.sport.key,
      fmt: `${t.def.format ?? ''}${women ? 'w' : ''}`,
      home: cat.rating.get(homeId) ?? 0.5,
      away: cat.rating.get(awayId) ?? 0.5,
      minDur: sch.kind === 'continuous' ? sch.slot * 60 : 0,
      names,
      tier: tierOf(t),
    },
    rngFor(cat.seed, 'script', matchId(cat, s)),
  );
}

/** An event without home and away (a race, a lottery draw): its script names it (`names[1]`). */
function sidelessEvent(
  s: Slot,
  id: number,
  script: RaceScript | DrawScript,
  where: { urn: string; slug: string; stadium: string | null },
): GeneratedEvent {
  const { t } = s;
  const match: NewMatch = {
    id,
    urn_id: where.urn,
    slug: where.slug,
    type: 'match',
    sport_id: t.sport.id,
    category_id: t.category.id,
    tournament_id: t.row.id,
    home_id: null,
    away_id: null,
    name: script.names[1],
    status: MatchStatus.prematch,
    stage: null,
    start_time: s.start,
    end_time: null,
    stadium: where.stadium,
    city: null,
    has_video: 0,
    provider: t.sport.provider,
    priority: t.row.priority * 10,
    statistics: null,
    script: JSON.stringify(script),
    updated_at: s.start,
  };
  return { match, markets: prematchMarkets(id, script, s.start) };
}

/** Horses a course keeps apart: race j draws its field from group j mod RACE_GROUPS of the roster. */
const RACE_GROUPS = 5;

/** A race: no home and away, a field of runners from the course's roster. */
function buildRace(
  cat: Catalogue,
  s: Slot,
  competitor: (id: number) => CompetitorsTable | undefined,
): GeneratedEvent {
  const { t } = s;
  const id = matchId(cat, s);
  const rng = rngFor(cat.seed, 'race', id);
  // Every fifth horse of the roster (strongest first): a field of mixed ability.
  const group = t.roster.filter((_, i) => i % RACE_GROUPS === s.entry % RACE_GROUPS);
  const runners = rng.int(6, Math.min(12, group.length));
  const field = rng
    .permutation(group.length)
    .slice(0, runners)
    .map((i) => {
      const c = group[i] as number;
      return { c, name: competitor(c)?.name ?? `Runner ${c}`, rating: cat.rating.get(c) ?? 0.5 };
    });
  const draw = drawRace({ field }, rng);
  const name = `${t.row.name} ${draw.title} (${distanceText(draw.dist)})`;
  const script: RaceScript = {
    v: 1,
    family: 'race',
    sport: t.sport.key,
    fmt: '',
    names: [t.row.name, name],
    tier: tierOf(t),
    ...draw,
  };
  return sidelessEvent(s, id, script, {
    urn: `sr:stage:${id}`,
    slug: `${slugify(name)}-${id}`,
    stadium: t.row.name,
  });
}

/** A lottery draw: no sides, the balls it will draw (the lottery's format says how many of what). */
function buildDraw(cat: Catalogue, s: Slot): GeneratedEvent {
  const { t } = s;
  const id = matchId(cat, s);
  const balls = drawBalls(t.def.format ?? '6/49', rngFor(cat.seed, 'draw', id));
  // The lottery's name is the draw's: the page and the slip say when.
  const name = t.row.name;
  const script: DrawScript = {
    v: 1,
    family: 'draw',
    sport: t.sport.key,
    fmt: t.def.format ?? '6/49',
    names: [t.row.name, name],
    tier: tierOf(t),
    ...balls,
  };
  return sidelessEvent(s, id, script, {
    urn: `sr:draw:${id}`,
    slug: `${slugify(name)}-draw-${id}`,
    stadium: null,
  });
}

function buildEvent(
  cat: Catalogue,
  s: Slot,
  competitor: (id: number) => CompetitorsTable | undefined,
): GeneratedEvent {
  const { t } = s;
  if (t.sport.type === 'horse_racing') return buildRace(cat, s, competitor);
  if (t.sport.type === 'lottery') return buildDraw(cat, s);
  const id = matchId(cat, s);
  const [homeId, awayId] = pairing(cat, s);
  const home = competitor(homeId);
  const away = competitor(awayId);
  const homeName = home?.name ?? `Home ${homeId}`;
  const awayName = away?.name ?? `Away ${awayId}`;
  const tier = tierOf(t);
  const script = scriptOf(cat, s, [homeId, awayId], [homeName, awayName]);
  const rng = rngFor(cat.seed, 'match', id);
  const city = t.sport.individual ? null : (cat.city.get(homeId) ?? null);
  const prefix = PREFIX[t.sport.provider];
  const rating = ((cat.rating.get(homeId) ?? 0.5) + (cat.rating.get(awayId) ?? 0.5)) / 2;
  const match: NewMatch = {
    id,
    urn_id: `${prefix}:match:${id}`,
    slug: `${slugify(homeName)}-vs-${slugify(awayName)}-${id}`,
    type: 'match',
    sport_id: t.sport.id,
    category_id: t.category.id,
    tournament_id: t.row.id,
    home_id: homeId,
    away_id: awayId,
    name: `${homeName} vs ${awayName}`,
    status: MatchStatus.prematch,
    stage: t.def.stage ?? (t.sport.individual ? 'main_draw' : 'regular_season'),
    start_time: s.start,
    end_time: null,
    stadium: city
      ? `${city} ${t.sport.key === 'football' || t.sport.key === 'rugby' ? 'Stadium' : 'Arena'}`
      : null,
    city,
    has_video: tier >= 2 || t.sport.type === 'cyber' || rng.chance(0.3) ? 1 : 0,
    provider: t.sport.provider,
    priority: t.row.priority * 10 + Math.round(rating * 9),
    statistics: null,
    script: JSON.stringify(script),
    updated_at: s.start,
  };
  return { match, markets: prematchMarkets(id, script, s.start) };
}

/** Longest a match can start before the week it belongs to (continuous phases are < one slot). */
const LOOKBACK_WEEKS = 1;

export function generateMatches(
  seed: number,
  ref: ReferenceData,
  fromMs: number,
  toMs: number,
): GeneratedEvent[] {
  const cat = catalogueFor(seed);
  // Names come from the caller's reference rows when it has them (e.g. loaded from the database).
  const rows = new Map(ref.competitors.map((c) => [c.id, c]));
  const competitor = (cid: number) => rows.get(cid) ?? cat.competitors.get(cid);
  const out: GeneratedEvent[] = [];
  const first = Math.floor((fromMs - EPOCH_MS) / WEEK_MS) - LOOKBACK_WEEKS;
  const last = Math.floor((toMs - EPOCH_MS) / WEEK_MS);
  for (let week = first; week <= last; week++) {
    slotsOfWeek(cat, week, (s) => {
      if (s.start >= fromMs && s.start < toMs) out.push(buildEvent(cat, s, competitor));
    });
  }
  return out.sort((a, b) => a.match.start_time - b.match.start_time || a.match.id - b.match.id);
}
