import type { CategoriesTable, CompetitorsTable, SportsTable, TournamentsTable } from '../../db/schema';
import {
  CATEGORIES,
  type CategoryDef,
  CITIES,
  CLUB_STYLES,
  CYBER_A,
  CYBER_B,
  FIRST_MEN,
  FIRST_WOMEN,
  HORSE_A,
  HORSE_B,
  NICKNAMES,
  PLAYER_COUNTRIES,
  SPORTS,
  type SportDef,
  SURNAMES,
  type TournamentDef,
} from './data';
import { hash32, rngFor } from './rng';

export interface ReferenceData {
  sports: SportsTable[];
  categories: CategoriesTable[];
  tournaments: TournamentsTable[];
  competitors: CompetitorsTable[];
}

/** A tournament with everything the schedule needs: its rows, its roster (strongest first). */
export interface TournamentInfo {
  def: TournamentDef;
  sport: SportDef;
  category: CategoriesTable;
  row: TournamentsTable;
  roster: number[];
  /** Kick-offs of a week in minutes since Monday 00:00 UTC (weekly schedules). */
  fixtures: number[];
  /** Entries per week (weekly: fixtures; continuous: lanes × slots in a week). */
  entries: number;
  /** First id offset of this tournament inside a week's id block. */
  base: number;
}

export interface Catalogue {
  seed: number;
  ref: ReferenceData;
  tournaments: TournamentInfo[];
  competitors: Map<number, CompetitorsTable>;
  /** Home city of a club (stadium and city of its home matches); absent for players and esports teams. */
  city: Map<number, string>;
  /** 0..1 strength of a competitor; what the pricing model and the scripts start from. */
  rating: Map<number, number>;
  /** Ids reserved per week for matches (sum of every tournament's entries). */
  weekCapacity: number;
}

const PREFIX = { betradar: 'sr', oddin: 'od', betconstruct: 'bc' } as const;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEK_MINUTES = 7 * 24 * 60;

export function logoUrl(competitorId: number): string {
  return `/api/sportsbook/logos/${competitorId}.svg`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function abbreviation(name: string): string {
  const words = slugify(name)
    .split('-')
    .filter((x) => x.length > 2 && !['fc', 'afc', 'real', 'team'].includes(x));
  const word = words[0] ?? slugify(name).replace(/-/g, '');
  return word.slice(0, 3).toUpperCase();
}

/** 'Sat 14:00x4, Daily 01:00' → minutes since Monday 00:00, sorted. */
export function parseFixtures(spec: string): number[] {
  const out: number[] = [];
  for (const part of spec.split(',')) {
    const m = /^\s*(\w+)\s+(\d\d):(\d\d)(?:x(\d+))?\s*$/.exec(part);
    if (!m) throw new Error(`bad fixture '${part}'`);
    const [, day = '', hh = '0', mm = '0', times = '1'] = m;
    const days = day === 'Daily' ? [0, 1, 2, 3, 4, 5, 6] : [DAYS.indexOf(day)];
    if (days.includes(-1)) throw new Error(`bad day '${day}'`);
    for (const d of days)
      for (let i = 0; i < Number(times); i++) out.push(d * 1440 + Number(hh) * 60 + Number(mm));
  }
  return out.sort((a, b) => a - b);
}

function cityList(def: TournamentDef, cat: CategoryDef): readonly string[] {
  if (def.pool === 'rugby') {
    const all = CITIES.RUGBY ?? [];
    return cat.cc === 'ENG' ? all.slice(0, 10) : cat.cc === 'FR' ? all.slice(10, 24) : all.slice(24);
  }
  if (def.pool === 'cricket') return CITIES.CRICKET ?? [];
  if (def.pool.startsWith('us-') || def.pool === 'club-us') return CITIES.US ?? [];
  const cc = def.country ?? cat.cc ?? 'EU';
  return CITIES[cc] ?? CITIES.EU ?? [];
}

/** Invents a name no other competitor of the sport has. */
function inventName(
  seed: number,
  def: TournamentDef,
  cat: CategoryDef,
  index: number,
  taken: Set<string>,
  nicknames: string[],
): { name: string; city: string | null } {
  const rng = rngFor(seed, 'name', def.slug, cat.sport, index);
  for (let attempt = 0; attempt < 200; attempt++) {
    let name: string;
    let city: string | null = null;
    switch (def.pool) {
      case 'players-men':
      case 'players-women':
        name = `${rng.pick(def.pool === 'players-men' ? FIRST_MEN : FIRST_WOMEN)} ${rng.pick(SURNAMES)}`;
        break;
      case 'cyber':
        name = `${rng.pick(CYBER_A)} ${rng.pick(CYBER_B)}`;
        break;
      case 'horses':
        name = `${rng.pick(HORSE_A)} ${rng.pick(HORSE_B)}`;
        break;
      case 'us-pro':
      case 'us-college': {
        city = rng.pick(cityList(def, cat));
        const nick = nicknames.length > 0 && attempt < 20 ? (nicknames.pop() as string) : rng.pick(NICKNAMES);
        name = def.pool === 'us-college' ? `${city} State ${nick}` : `${city} ${nick}`;
        break;
      }
      default: {
        const cities = cityList(def, cat);
        city =
          attempt < cities.length
            ? (cities[(hash32(seed, def.slug, index) + attempt) % cities.length] as string)
            : rng.pick(cities);
        name = rng.pick(CLUB_STYLES[def.pool] ?? ['# FC']).replace('#', city);
      }
    }
    if (!taken.has(name)) {
      taken.add(name);
      return { name, city };
    }
  }
  const fallback = `${def.name} ${index + 1}`;
  taken.add(fallback);
  return { name: fallback, city: null };
}

/**
 * Ids of one week's events: a fixed block, so that a tournament added at the end of the catalogue
 * leaves every other event's id as it was (a database seeded before keeps its events).
 */
const WEEK_ID_BLOCK = 20_000;

function weekIdBlock(entries: number): number {
  if (entries > WEEK_ID_BLOCK) throw new Error(`a week has ${entries} events, more than its id block`);
  return WEEK_ID_BLOCK;
}

function buildCatalogue(seed: number): Catalogue {
  const sports: SportsTable[] = SPORTS.map((s) => ({
    id: s.id,
    urn_id: s.urn,
    key: s.key,
    name: s.name,
    priority: s.priority,
    type: s.type,
    provider: s.provider,
  }));
  const categories: CategoriesTable[] = [];
  const tournaments: TournamentsTable[] = [];
  const competitors: CompetitorsTable[] = [];
  const infos: TournamentInfo[] = [];
  const rating = new Map<number, number>();
  const cityOf = new Map<number, string>();
  const rosterBySlug = new Map<string, number[]>();
  const claimed = new Map<string, number>();
  const namesBySport = new Map<string, Set<string>>();
  let base = 0;

  for (const cat of CATEGORIES) {
    const sport = SPORTS.find((s) => s.key === cat.sport);
    if (!sport) throw new Error(`unknown sport ${cat.sport}`);
    const prefix = PREFIX[sport.provider];
    const category: CategoriesTable = {
      id: categories.length + 1,
      urn_id: `${prefix}:category:${categories.length + 1}`,
      sport_id: sport.id,
      slug: cat.slug,
      name: cat.name,
      priority: cat.priority,
      country_code: cat.cc,
    };
    categories.push(category);
    for (const def of cat.tournaments) {
      const id = tournaments.length + 1;
      const row: TournamentsTable = {
        id,
        urn_id: `${prefix}:tournament:${id}`,
        sport_id: sport.id,
        category_id: category.id,
        slug: def.slug,
        name: def.name,
        priority: def.priority,
      };
      tournaments.push(row);
      const taken = namesBySport.get(sport.key) ?? new Set<string>();
      namesBySport.set(sport.key, taken);
      const roster: number[] = [];
      for (const [league, count] of def.from ?? []) {
        const from = rosterBySlug.get(league) ?? [];
        const start = claimed.get(league) ?? 0;
        roster.push(...from.slice(start, start + count));
        claimed.set(league, start + count);
      }
      const nicknames = rngFor(seed, 'nicknames', def.slug)
        .permutation(NICKNAMES.length)
        .map((i) => NICKNAMES[i] as string);
      for (let i = roster.length; i < def.teams; i++) {
        const cid = competitors.length + 1;
        const { name, city } = inventName(seed, def, cat, i, taken, nicknames);
        if (city) cityOf.set(cid, city);
        const country =
          (sport.individual && def.pool !== 'horses') || def.pool === 'cyber'
            ? (def.country ?? rngFor(seed, 'cc', cid).pick(PLAYER_COUNTRIES))
            : (def.country ?? cat.cc);
        competitors.push({
          id: cid,
          urn_id: `${prefix}:competitor:${cid}`,
          sport_id: sport.id,
          name,
          abbreviation: sport.individual
            ? (name.split(' ').pop() ?? name).slice(0, 3).toUpperCase()
            : abbreviation(name),
          country_code: country,
          logo: sport.individual ? null : logoUrl(cid),
        });
        // Strongest first: the roster order is the pecking order, with some noise per seed.
        const noise = rngFor(seed, 'rating', cid).range(-0.08, 0.08);
        rating.set(cid, Math.min(1, Math.max(0, 0.9 - (0.75 * i) / Math.max(1, def.teams - 1) + noise)));
        roster.push(cid);
      }
      rosterBySlug.set(def.slug, roster);
      const fixtures = def.schedule.kind === 'weekly' ? parseFixtures(def.schedule.fixtures) : [];
      const entries =
        def.schedule.kind === 'weekly'
          ? fixtures.length
          : def.schedule.lanes * (WEEK_MINUTES / def.schedule.slot);
      if (def.schedule.kind === 'continuous' && WEEK_MINUTES % def.schedule.slot !== 0) {
        throw new Error(`${def.slug}: slot must divide a week`);
      }
      infos.push({ def, sport, category, row, roster, fixtures, entries, base });
      base += entries;
    }
  }
  return {
    seed,
    ref: { sports, categories, tournaments, competitors },
    tournaments: infos,
    competitors: new Map(competitors.map((c) => [c.id, c])),
    city: cityOf,
    rating,
    weekCapacity: weekIdBlock(base),
  };
}

const cache = new Map<number, Catalogue>();

/** The catalogue for a seed (memoised: it is pure and a few hundred rows). */
export function catalogueFor(seed: number): Catalogue {
  let cat = cache.get(seed);
  if (!cat) {
    cat = buildCatalogue(seed);
    if (cache.size > 8) cache.clear();
    cache.set(seed, cat);
  }
  return cat;
}

export function generateReferenceData(seed: number): ReferenceData {
  const { ref } = catalogueFor(seed);
  // Callers own what they get: hand out copies so nobody edits the memoised rows.
  return {
    sports: ref.sports.map((r) => ({ ...r })),
    categories: ref.categories.map((r) => ({ ...r })),
    tournaments: ref.tournaments.map((r) => ({ ...r })),
    competitors: ref.competitors.map((r) => ({ ...r })),
  };
}
