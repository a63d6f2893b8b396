import { FIRST_MEN, FIRST_WOMEN, RACE_TITLES, SURNAMES } from '../data';
import type { Rng } from '../rng';

/** One horse of a race as the script decides it: who, where it starts, what it carries, how good. */
export interface RaceRunnerSpec {
  /** Competitor id (the horse). */
  c: number;
  /** Saddle-cloth number, 1… in card order. */
  n: number;
  name: string;
  draw: number;
  age: number;
  /** Weight carried, pounds. */
  wt: number;
  jockey: string;
  trainer: string;
  form: string;
  silks: [string, string];
  /** Strength on the log-odds scale: win chances are a softmax of it. */
  r: number;
}

export const GOINGS = ['firm', 'good_to_firm', 'good', 'good_to_soft', 'soft', 'heavy'] as const;
export type Going = (typeof GOINGS)[number];

/** Checkpoints of the running order: one per tenth of the race, the last the finish. */
export const CHECKPOINTS = 10;

export interface RaceInput {
  /** The horses of the field, with their ratings (0..1) and names. */
  field: { c: number; name: string; rating: number }[];
}

export interface RaceDraw {
  title: string;
  dist: number;
  going: Going;
  cls: number;
  runners: RaceRunnerSpec[];
  /** Runner numbers in finishing order. */
  order: number[];
  /** Running order (runner numbers) at each tenth of the race; the last is `order`. */
  cp: number[][];
  /** Seconds from the off to the line. */
  dur: number;
}

const DISTANCES = [5, 6, 7, 8, 10, 12, 14, 16] as const;
/** Seconds a furlong takes at racing pace. */
const FURLONG_SECONDS = 12.5;
const SILK_COLOURS = [
  '#1d4ed8',
  '#b91c1c',
  '#15803d',
  '#facc15',
  '#7e22ce',
  '#f97316',
  '#0f172a',
  '#f8fafc',
  '#db2777',
  '#0891b2',
  '#a16207',
  '#65a30d',
] as const;

/** "6f", "1m", "1m 2f", "2m": how racing writes a distance. */
export function distanceText(furlongs: number): string {
  const miles = Math.floor(furlongs / 8);
  const rest = furlongs % 8;
  if (miles === 0) return `${rest}f`;
  return rest === 0 ? `${miles}m` : `${miles}m ${rest}f`;
}

function person(rng: Rng): string {
  const first = rng.chance(0.2) ? rng.pick(FIRST_WOMEN) : rng.pick(FIRST_MEN);
  return `${first.charAt(0)}. ${rng.pick(SURNAMES)}`;
}

/** Recent form: better horses finish nearer the front; now and then a season's break. */
function formOf(rating: number, rng: Rng): string {
  const runs = rng.int(3, 6);
  let out = '';
  for (let i = 0; i < runs; i++) {
    if (i > 0 && rng.chance(0.12)) out += '-';
    const place = Math.max(1, Math.round(1 + (1 - rating) * rng.range(0, 10)));
    out += place > 9 ? '0' : String(place);
  }
  return out;
}

/** Draws a finishing order from strengths (Plackett–Luce: each place a softmax among those left). */
function finishingOrder(runners: readonly RaceRunnerSpec[], rng: Rng): number[] {
  const left = [...runners];
  const order: number[] = [];
  while (left.length > 0) {
    const weights = left.map((r) => Math.exp(r.r));
    let u = rng.next() * weights.reduce((a, b) => a + b, 0);
    let i = 0;
    for (; i < left.length - 1; i++) {
      u -= weights[i] as number;
      if (u <= 0) break;
    }
    order.push((left[i] as RaceRunnerSpec).n);
    left.splice(i, 1);
  }
  return order;
}

/**
 * The running order at each tenth: early positions are mostly chance, later ones converge on the
 * finishing order, which the last checkpoint is.
 */
function checkpoints(order: readonly number[], rng: Rng): number[][] {
  const k = order.length;
  const early = new Map(order.map((n) => [n, rng.next() * k]));
  const out: number[][] = [];
  for (let i = 1; i <= CHECKPOINTS; i++) {
    const f = i / CHECKPOINTS;
    if (i === CHECKPOINTS) {
      out.push([...order]);
      break;
    }
    const score = new Map(
      order.map((n, place) => [n, f * place + (1 - f) * (early.get(n) ?? 0) + rng.range(-0.4, 0.4)]),
    );
    out.push([...order].sort((a, b) => (score.get(a) ?? 0) - (score.get(b) ?? 0)));
  }
  return out;
}

/** Everything about one race, decided when the race is created. */
export function drawRace(input: RaceInput, rng: Rng): RaceDraw {
  const dist = rng.pick(DISTANCES);
  const title = rng.pick(RACE_TITLES);
  const going = rng.pick(GOINGS);
  const cls = rng.int(1, 6);
  const draws = rng.permutation(input.field.length);
  const runners: RaceRunnerSpec[] = input.field.map((horse, i) => {
    const body = rng.pick(SILK_COLOURS);
    let sleeves = rng.pick(SILK_COLOURS);
    if (sleeves === body)
      sleeves = SILK_COLOURS[(SILK_COLOURS.indexOf(body) + 5) % SILK_COLOURS.length] ?? body;
    return {
      c: horse.c,
      n: i + 1,
      name: horse.name,
      draw: (draws[i] as number) + 1,
      age: rng.int(3, 8),
      // Handicappers give the better horse more to carry: 8-0 to 10-0.
      wt: 112 + Math.round(horse.rating * 22) + rng.int(0, 6),
      jockey: person(rng),
      trainer: person(rng),
      form: formOf(horse.rating, rng),
      silks: [body, sleeves],
      r: 4 * horse.rating + rng.normal() * 0.35,
    };
  });
  const order = finishingOrder(runners, rng);
  return {
    title,
    dist,
    going,
    cls,
    runners,
    order,
    cp: checkpoints(order, rng),
    dur: Math.round(dist * FURLONG_SECONDS * rng.range(0.95, 1.08)),
  };
}

/** The running order at `x` seconds after the off (the draw order before it). */
export function runningOrder(draw: Pick<RaceDraw, 'cp' | 'dur' | 'runners'>, x: number): number[] {
  if (x <= 0) return [...draw.runners].sort((a, b) => a.draw - b.draw).map((r) => r.n);
  const i = Math.min(CHECKPOINTS - 1, Math.floor((x / draw.dur) * CHECKPOINTS));
  return [...(draw.cp[i] ?? [])];
}
