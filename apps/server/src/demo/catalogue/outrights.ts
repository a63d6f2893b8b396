import { MarketStatus, MatchStatus } from '@sportsbook/contract';
import type { NewMatch } from '../../db/schema';
import { type Draft, toRows } from './markets/index';
import { type Catalogue, catalogueFor, type ReferenceData, slugify, type TournamentInfo } from './reference';
import type { GeneratedEvent } from './schedule';

/** Outright ids live far above match ids (which grow by one week's capacity per week). */
export const OUTRIGHT_ID_BASE = 2_000_000_000;

interface Season {
  year: number;
  label: string;
  start: number;
  end: number;
}

/** Season windows by sport: [first month (0-based), length in months]; calendar-year for esports. */
const SEASONS: Partial<Record<string, [number, number]>> = {
  football: [7, 10],
  basketball: [9, 9],
  'ice-hockey': [9, 9],
  'american-football': [8, 6],
  baseball: [2, 8],
};

export function seasonAt(sportKey: string, nowMs: number): Season {
  const [month, length] = SEASONS[sportKey] ?? [0, 12];
  const now = new Date(nowMs);
  let year = now.getUTCFullYear();
  if (now.getUTCMonth() < month) year--;
  let start = Date.UTC(year, month, 1);
  let end = Date.UTC(year, month + length, 1);
  if (nowMs >= end) {
    // Off-season: the outright is for the season to come.
    year++;
    start = Date.UTC(year, month, 1);
    end = Date.UTC(year, month + length, 1);
  }
  const split = month + length > 12;
  const label = split ? `${year}/${String((year + 1) % 100).padStart(2, '0')}` : String(year);
  return { year, label, start, end };
}

function softmax(xs: number[], k: number): number[] {
  const e = xs.map((x) => Math.exp(k * x));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

function winnerDraft(
  cat: Catalogue,
  roster: number[],
  id: number,
  spec: string,
  name: string,
  sign: 1 | -1,
  main: boolean,
): Draft {
  const probs = softmax(
    roster.map((c) => sign * (cat.rating.get(c) ?? 0.5)),
    7,
  );
  return {
    id,
    spec,
    name,
    main,
    outcomes: roster.map((c, i) => ({
      id: `sr:competitor:${c}`,
      name: cat.competitors.get(c)?.name ?? `Competitor ${c}`,
      p: probs[i] as number,
    })),
    groups: ['all', 'outrights'],
    top: main ? 'always' : undefined,
  };
}

function outright(cat: Catalogue, t: TournamentInfo, nowMs: number): GeneratedEvent {
  const season = seasonAt(t.sport.key, nowMs);
  const id = OUTRIGHT_ID_BASE + (season.year - 2000) * 1000 + t.row.id;
  const name = `${t.row.name} ${season.label}`;
  const drafts: Draft[] = [winnerDraft(cat, t.roster, 534, '', 'Winner', 1, true)];
  if (t.sport.key === 'football' && t.def.from === undefined) {
    drafts.push(winnerDraft(cat, t.roster, 535, '', 'To finish bottom', -1, false));
  }
  if (t.def.slug === 'nba' || t.def.slug === 'nhl' || t.def.slug === 'nfl' || t.def.slug === 'mlb') {
    // The roster is split into two conferences by position (east: even, west: odd).
    const east = t.roster.filter((_, i) => i % 2 === 0);
    const west = t.roster.filter((_, i) => i % 2 === 1);
    const word = t.def.slug === 'mlb' ? 'League' : 'Conference';
    drafts.push(winnerDraft(cat, east, 536, 'conference=east', `Eastern ${word} winner`, 1, false));
    drafts.push(winnerDraft(cat, west, 536, 'conference=west', `Western ${word} winner`, 1, false));
  }
  const match: NewMatch = {
    id,
    urn_id: `${t.sport.provider === 'oddin' ? 'od' : 'sr'}:simple_tournament:${id}`,
    slug: `${slugify(name)}-winner-${id}`,
    type: 'outright',
    sport_id: t.sport.id,
    category_id: t.category.id,
    tournament_id: t.row.id,
    home_id: null,
    away_id: null,
    name: `${name} – Winner`,
    status: MatchStatus.prematch,
    stage: null,
    start_time: season.start,
    end_time: season.end,
    stadium: null,
    city: null,
    has_video: 0,
    provider: t.sport.provider,
    priority: t.row.priority * 10 + 9,
    statistics: null,
    script: null,
    updated_at: season.start,
  };
  return { match, markets: toRows(id, drafts, MarketStatus.allowed, season.start) };
}

export function generateOutrights(seed: number, _ref: ReferenceData, nowMs: number): GeneratedEvent[] {
  const cat = catalogueFor(seed);
  return cat.tournaments.filter((t) => t.def.outright).map((t) => outright(cat, t, nowMs));
}
