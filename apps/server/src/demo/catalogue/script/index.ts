import type { SportKey } from '../data';
import type { Rng } from '../rng';
import { baseball, cricket, football, hockey, normalSport } from './clock';
import type { DrawDraw } from './draw';
import { MIN } from './helpers';
import type { RaceDraw } from './race';
import { setsSport, tennis } from './sets';

/**
 * A match script: everything that will happen in a demo match, decided when the match is created.
 * Times are seconds after the start. `progressAt` and `priceMarketsAt` read only this and the
 * start time, so a match's live life is reproducible from its row alone.
 */
export type MatchScript = ClockScript | SetsScript | RaceScript | DrawScript;

export type PeriodType = 'regular_period' | 'overtime' | 'penalties';

export interface PeriodSpec {
  key: string;
  name: string;
  no: number;
  type: PeriodType;
  /** Real start and end, seconds after kick-off. */
  s: number;
  e: number;
  /** Clock shown: counting up from `g0`, counting down from `gl`, or none. */
  clock: 'up' | 'down' | 'none';
  g0: number;
  /** Nominal game length in seconds (45 min for a football half); real time beyond it is stoppage. */
  gl: number;
}

interface ScriptCommon {
  v: 1;
  sport: SportKey;
  fmt: string;
  /** Home and away names (market outcomes name the teams). */
  names: [string, string];
  /** 2 top tournament (full market list), 1 regular, 0 minor. */
  tier: number;
}

export interface ClockScript extends ScriptCommon {
  family: 'clock';
  /** Expected regulation score per side (goals, points, runs). */
  mu: [number, number];
  /** Standard deviation of a side's regulation score (normal model); 0 means Poisson. */
  sd: number;
  /** P(home wins) when level after regulation and the sport breaks ties. */
  tie: number;
  /** Share of the expected score in each regulation period. */
  w: number[];
  dur: number;
  periods: PeriodSpec[];
  /** [real second, side 0 home / 1 away, points, period index] in time order. */
  ev: [number, 0 | 1, number, number][];
  /** Cricket: the wickets that fall, [real second, batting side, innings index] in time order. */
  wk?: [number, 0 | 1, number][];
}

export interface SetSpec {
  s: number;
  e: number;
  /** Point winners in order ('0' home, '1' away); tennis games separated by '.'. */
  p: string;
  /** Set winner. */
  w: 0 | 1;
}

export interface SetsScript extends ScriptCommon {
  family: 'sets';
  /** Point model: tennis [home hold-point prob, away hold-point prob]; others [P(home wins a point)]. */
  pp: number[];
  bestOf: number;
  /** Home serves / throws first. */
  fs: 0 | 1;
  dur: number;
  sets: SetSpec[];
}

/** A horse race: its card, how it is run and how it finishes (script/race.ts). */
export interface RaceScript extends ScriptCommon, RaceDraw {
  family: 'race';
}

/** A lottery draw: the balls and when each comes out (script/draw.ts). */
export interface DrawScript extends ScriptCommon, DrawDraw {
  family: 'draw';
}

export interface ScriptInput {
  sport: SportKey;
  fmt: string;
  /** Ratings 0..1 of home and away. */
  home: number;
  away: number;
  /** Stretch the match to last at least this long (continuous lanes), seconds. */
  minDur: number;
  names: [string, string];
  tier: number;
}

export { ordinal } from './helpers';

export function createScript(input: ScriptInput, rng: Rng): ClockScript | SetsScript {
  const script = build(input, rng);
  script.names = input.names;
  script.tier = input.tier;
  if (script.dur < input.minDur) stretch(script, input.minDur / script.dur);
  return script;
}

function build(input: ScriptInput, rng: Rng): ClockScript | SetsScript {
  const d = input.home - input.away;
  switch (input.sport) {
    case 'football':
      return football(d, rng);
    case 'ice-hockey':
      return hockey(d, rng);
    case 'handball':
      return normalSport(input, rng, {
        mu: 27.5,
        k: 5,
        sd: 4.5,
        home: 1,
        periods: 2,
        game: 30 * MIN,
        real: 38 * MIN,
        breaks: [15 * MIN],
        clock: 'down',
        sizes: [[1, 1]],
        tie: null,
        otGame: 0,
      });
    case 'basketball': {
      const nba = input.fmt === 'nba';
      return normalSport(input, rng, {
        mu: nba ? 113 : 80,
        k: nba ? 10 : 9,
        sd: nba ? 10 : 8.5,
        home: 1.5,
        periods: 4,
        game: (nba ? 12 : 10) * MIN,
        real: (nba ? 28 : 24) * MIN,
        breaks: [3 * MIN, 15 * MIN, 3 * MIN],
        clock: 'down',
        sizes: [
          [2, 0.6],
          [3, 0.26],
          [1, 0.14],
        ],
        tie: 'ot',
        otGame: 5 * MIN,
      });
    }
    case 'rugby':
      return normalSport(input, rng, {
        mu: 24,
        k: 12,
        sd: 9,
        home: 2,
        periods: 2,
        game: 40 * MIN,
        real: 47 * MIN,
        breaks: [15 * MIN],
        clock: 'up',
        sizes: [
          [7, 0.45],
          [5, 0.2],
          [3, 0.35],
        ],
        tie: null,
        otGame: 0,
      });
    case 'american-football':
      return normalSport(input, rng, {
        mu: 23,
        k: 10,
        sd: 9,
        home: 1.5,
        periods: 4,
        game: 15 * MIN,
        real: 46 * MIN,
        breaks: [3 * MIN, 20 * MIN, 3 * MIN],
        clock: 'down',
        sizes: [
          [7, 0.55],
          [3, 0.35],
          [6, 0.06],
          [2, 0.04],
        ],
        tie: 'ot',
        otGame: 10 * MIN,
      });
    case 'baseball':
      return baseball(d, rng);
    case 'cricket':
    case 'premium-cricket':
      return cricket(d, rng);
    case 'tennis':
      return tennis(input, rng);
    default:
      return setsSport(input, rng);
  }
}

function stretch(script: ClockScript | SetsScript, f: number): void {
  script.dur = Math.round(script.dur * f);
  if (script.family === 'clock') {
    for (const p of script.periods) {
      p.s = Math.round(p.s * f);
      p.e = Math.round(p.e * f);
    }
    for (const e of script.ev) e[0] = Math.round(e[0] * f);
    for (const w of script.wk ?? []) w[0] = Math.round(w[0] * f);
  } else {
    for (const s of script.sets) {
      s.s = Math.round(s.s * f);
      s.e = Math.round(s.e * f);
    }
  }
}
