import type { SportKey } from '../data';
import type { Rng } from '../rng';

/**
 * A match script: everything that will happen in a demo match, decided when the match is created.
 * Times are seconds after the start. `progressAt` and `priceMarketsAt` read only this and the
 * start time, so a match's live life is reproducible from its row alone.
 */
export type MatchScript = ClockScript | SetsScript;

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

const MIN = 60;

export function createScript(input: ScriptInput, rng: Rng): MatchScript {
  const script = build(input, rng);
  script.names = input.names;
  script.tier = input.tier;
  if (script.dur < input.minDur) stretch(script, input.minDur / script.dur);
  return script;
}

function build(input: ScriptInput, rng: Rng): MatchScript {
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
      return cricket(d, rng);
    case 'tennis':
      return tennis(input, rng);
    default:
      return setsSport(input, rng);
  }
}

function stretch(script: MatchScript, f: number): void {
  script.dur = Math.round(script.dur * f);
  if (script.family === 'clock') {
    for (const p of script.periods) {
      p.s = Math.round(p.s * f);
      p.e = Math.round(p.e * f);
    }
    for (const e of script.ev) e[0] = Math.round(e[0] * f);
  } else {
    for (const s of script.sets) {
      s.s = Math.round(s.s * f);
      s.e = Math.round(s.e * f);
    }
  }
}

const ORD = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
  '13th',
  '14th',
  '15th',
];
export function ordinal(n: number): string {
  return ORD[n - 1] ?? `${n}th`;
}

function clockScript(
  sport: SportKey,
  fmt: string,
  mu: [number, number],
  sd: number,
  tie: number,
  w: number[],
): ClockScript {
  return {
    v: 1,
    family: 'clock',
    sport,
    fmt,
    names: ['', ''],
    tier: 0,
    mu,
    sd,
    tie,
    w,
    dur: 0,
    periods: [],
    ev: [],
  };
}

function sortEvents(s: ClockScript): void {
  s.ev.sort((a, b) => a[0] - b[0] || a[3] - b[3]);
}

function football(d: number, rng: Rng): ClockScript {
  const mu: [number, number] = [round3(1.5 * Math.exp(0.95 * d)), round3(1.2 * Math.exp(-0.95 * d))];
  const s = clockScript('football', '', mu, 0, 0.5, [0.45, 0.55]);
  const st1 = rng.int(1, 4) * MIN;
  const st2 = rng.int(2, 7) * MIN;
  const h2 = 45 * MIN + st1 + 15 * MIN;
  s.periods.push(
    {
      key: '1st_half',
      name: '1st half',
      no: 1,
      type: 'regular_period',
      s: 0,
      e: 45 * MIN + st1,
      clock: 'up',
      g0: 0,
      gl: 45 * MIN,
    },
    {
      key: '2nd_half',
      name: '2nd half',
      no: 2,
      type: 'regular_period',
      s: h2,
      e: h2 + 45 * MIN + st2,
      clock: 'up',
      g0: 45 * MIN,
      gl: 45 * MIN,
    },
  );
  s.periods.forEach((p, pi) => {
    for (const side of [0, 1] as const) {
      const goals = Math.min(5, rng.poisson(mu[side] * (s.w[pi] as number)));
      for (let g = 0; g < goals; g++) s.ev.push([p.s + rng.int(20, p.e - p.s - 10), side, 1, pi]);
    }
  });
  s.dur = (s.periods[1] as PeriodSpec).e;
  sortEvents(s);
  return s;
}

function hockey(d: number, rng: Rng): ClockScript {
  const mu: [number, number] = [round3(3.15 * Math.exp(0.55 * d)), round3(2.85 * Math.exp(-0.55 * d))];
  const s = clockScript('ice-hockey', 'nhl', mu, 0, round3(0.5 + 0.25 * d), [1 / 3, 1 / 3, 1 / 3]);
  let t = 0;
  for (let i = 0; i < 3; i++) {
    s.periods.push({
      key: `${ordinal(i + 1).toLowerCase()}_period`,
      name: `${ordinal(i + 1)} period`,
      no: i + 1,
      type: 'regular_period',
      s: t,
      e: t + 36 * MIN,
      clock: 'down',
      g0: 0,
      gl: 20 * MIN,
    });
    for (const side of [0, 1] as const) {
      const goals = Math.min(5, rng.poisson((mu[side] as number) / 3));
      for (let g = 0; g < goals; g++) s.ev.push([t + rng.int(30, 36 * MIN - 10), side, 1, i]);
    }
    t += 36 * MIN + (i < 2 ? 17 * MIN : 0);
  }
  const score = totals(s);
  if (score[0] === score[1]) {
    t += 3 * MIN;
    s.periods.push({
      key: 'overtime',
      name: 'Overtime',
      no: 4,
      type: 'overtime',
      s: t,
      e: t + 8 * MIN,
      clock: 'down',
      g0: 0,
      gl: 5 * MIN,
    });
    const winner: 0 | 1 = rng.chance(s.tie) ? 0 : 1;
    if (rng.chance(0.6)) {
      const at = t + rng.int(30, 8 * MIN - 10);
      (s.periods[3] as PeriodSpec).e = at;
      s.ev.push([at, winner, 1, 3]);
      t = at;
    } else {
      t += 8 * MIN + 2 * MIN;
      s.periods.push({
        key: 'penalties',
        name: 'Penalties',
        no: 5,
        type: 'penalties',
        s: t,
        e: t + 5 * MIN,
        clock: 'none',
        g0: 0,
        gl: 0,
      });
      s.ev.push([t + 5 * MIN, winner, 1, 4]);
      t += 5 * MIN;
    }
    s.dur = t;
  } else s.dur = t;
  sortEvents(s);
  return s;
}

interface NormalSpec {
  mu: number;
  /** Points of rating difference: mu ± k·d. */
  k: number;
  sd: number;
  home: number;
  periods: number;
  game: number;
  real: number;
  breaks: number[];
  clock: 'up' | 'down';
  sizes: [number, number][];
  tie: 'ot' | null;
  otGame: number;
}

function normalSport(input: ScriptInput, rng: Rng, n: NormalSpec): ClockScript {
  const d = input.home - input.away;
  const mu: [number, number] = [round3(n.mu + n.k * d + n.home / 2), round3(n.mu - n.k * d - n.home / 2)];
  const w = Array.from({ length: n.periods }, () => 1 / n.periods);
  const s = clockScript(
    input.sport,
    input.fmt,
    mu,
    n.sd,
    round3(Math.min(0.85, Math.max(0.15, 0.5 + d * 0.4))),
    w,
  );
  const label = n.periods === 2 ? 'half' : input.sport === 'ice-hockey' ? 'period' : 'quarter';
  let t = 0;
  for (let i = 0; i < n.periods; i++) {
    const up = n.clock === 'up';
    s.periods.push({
      key: `${ordinal(i + 1).toLowerCase()}_${label}`,
      name: `${ordinal(i + 1)} ${label}`,
      no: i + 1,
      type: 'regular_period',
      s: t,
      e: t + n.real,
      clock: n.clock,
      g0: up ? i * n.game : 0,
      gl: n.game,
    });
    for (const side of [0, 1] as const) {
      const pts = Math.max(
        0,
        Math.round((mu[side] as number) / n.periods + (n.sd / Math.sqrt(n.periods)) * rng.normal()),
      );
      scatter(s, rng, pts, n.sizes, side, i, t, n.real);
    }
    t += n.real + (n.breaks[i] ?? 0);
  }
  s.dur = t;
  if (n.tie === 'ot') {
    let no = n.periods;
    while (no < n.periods + 4) {
      const sc = totals(s);
      if (sc[0] !== sc[1]) break;
      t += 2 * MIN;
      no++;
      const real = Math.round((n.otGame * n.real) / n.game);
      s.periods.push({
        key: no === n.periods + 1 ? 'overtime' : `overtime_${no - n.periods}`,
        name: no === n.periods + 1 ? 'Overtime' : `Overtime ${no - n.periods}`,
        no: no,
        type: 'overtime',
        s: t,
        e: t + real,
        clock: 'down',
        g0: 0,
        gl: n.otGame,
      });
      const pi = s.periods.length - 1;
      if (input.sport === 'american-football') {
        // First score wins; somebody always scores in the demo.
        const winner: 0 | 1 = rng.chance(s.tie) ? 0 : 1;
        const at = t + rng.int(60, real - 30);
        s.ev.push([at, winner, rng.chance(0.6) ? 3 : 6, pi]);
        (s.periods[pi] as PeriodSpec).e = at;
        t = at;
      } else {
        for (const side of [0, 1] as const) {
          const pts = Math.max(0, Math.round(n.mu / 10 + 3 * rng.normal()));
          scatter(s, rng, pts, n.sizes, side, pi, t, real);
        }
        const sc = totals(s);
        if (sc[0] === sc[1] && no === n.periods + 4)
          s.ev.push([t + real - 5, rng.chance(s.tie) ? 0 : 1, 1, pi]);
        t += real;
      }
      s.dur = t;
    }
  }
  sortEvents(s);
  return s;
}

/** Splits `pts` into scoring plays of the sport's sizes, spread over the period. */
function scatter(
  s: ClockScript,
  rng: Rng,
  pts: number,
  sizes: [number, number][],
  side: 0 | 1,
  pi: number,
  t0: number,
  len: number,
): void {
  let rem = pts;
  const min = Math.min(...sizes.map(([v]) => v));
  while (rem >= min) {
    const ok = sizes.filter(([v]) => v <= rem);
    const total = ok.reduce((a, [, p]) => a + p, 0);
    let r = rng.next() * total;
    let size = (ok[0] as [number, number])[0];
    for (const [v, p] of ok) {
      r -= p;
      if (r <= 0) {
        size = v;
        break;
      }
    }
    s.ev.push([t0 + rng.int(15, len - 5), side, size, pi]);
    rem -= size;
  }
}

function baseball(d: number, rng: Rng): ClockScript {
  const mu: [number, number] = [round3(4.6 + 1.1 * d), round3(4.3 - 1.1 * d)];
  const s = clockScript(
    'baseball',
    '',
    mu,
    0,
    round3(0.52 + 0.3 * d),
    Array.from({ length: 9 }, () => 1 / 9),
  );
  let t = 0;
  for (let i = 0; i < 15; i++) {
    const sc = totals(s);
    if (i >= 9 && sc[0] !== sc[1]) break;
    const len = rng.int(17, 22) * MIN;
    const extra = i >= 9;
    s.periods.push({
      key: `${ordinal(i + 1).toLowerCase()}_inning`,
      name: `${ordinal(i + 1)} inning`,
      no: i + 1,
      type: extra ? 'overtime' : 'regular_period',
      s: t,
      e: t + len,
      clock: 'none',
      g0: 0,
      gl: 0,
    });
    // Away bats in the top half, home in the bottom half.
    for (const side of [1, 0] as const) {
      let runs = rng.poisson((mu[side] as number) / 9);
      if (i === 14 && side === 0 && totals(s)[0] + runs === totals(s)[1]) runs++;
      const half = side === 1 ? 0 : len / 2;
      for (let r = 0; r < runs; r++)
        s.ev.push([t + half + rng.int(30, Math.floor(len / 2) - 10), side, 1, i]);
    }
    t += len;
  }
  s.dur = t;
  sortEvents(s);
  return s;
}

function cricket(d: number, rng: Rng): ClockScript {
  const mu: [number, number] = [round3(168 + 18 * d), round3(168 - 18 * d)];
  const s = clockScript('cricket', 't20', mu, 24, 0.5, [0.5, 0.5]);
  const first: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  const over = 4.5 * MIN;
  s.periods.push(
    {
      key: '1st_innings',
      name: '1st innings',
      no: 1,
      type: 'regular_period',
      s: 0,
      e: 20 * over,
      clock: 'none',
      g0: 0,
      gl: 0,
    },
    {
      key: '2nd_innings',
      name: '2nd innings',
      no: 2,
      type: 'regular_period',
      s: 20 * over + 20 * MIN,
      e: 40 * over + 20 * MIN,
      clock: 'none',
      g0: 0,
      gl: 0,
    },
  );
  // `fmt` records who bats first so pricing knows which innings is whose.
  s.fmt = first === 0 ? 'home-bats-first' : 'away-bats-first';
  let target = 0;
  for (let inn = 0; inn < 2; inn++) {
    const side: 0 | 1 = inn === 0 ? first : ((1 - first) as 0 | 1);
    const p = s.periods[inn] as PeriodSpec;
    let runs = 0;
    for (let o = 0; o < 20; o++) {
      let r = Math.max(0, Math.round((mu[side] as number) / 20 + 3.6 * rng.normal()));
      if (inn === 1 && o === 19 && runs + r === target) r += 1;
      runs += r;
      const at = p.s + Math.round((o + 1) * over);
      if (r > 0) s.ev.push([at, side, r, inn]);
      if (inn === 1 && runs > target) {
        p.e = at;
        break;
      }
    }
    if (inn === 0) target = runs;
  }
  s.dur = (s.periods[1] as PeriodSpec).e;
  sortEvents(s);
  return s;
}

/** Set-based rules: race to `target` (win by `by`), last set to `last`. */
interface RaceRules {
  bestOf: number;
  target: number;
  last: number;
  by: number;
  /** Seconds per point, break between sets. */
  point: number;
  brk: number;
}

const RULES: Partial<Record<SportKey, RaceRules>> = {
  volleyball: { bestOf: 5, target: 25, last: 15, by: 2, point: 32, brk: 3 * MIN },
  'table-tennis': { bestOf: 5, target: 11, last: 11, by: 2, point: 24, brk: 1 * MIN },
  darts: { bestOf: 7, target: 3, last: 3, by: 1, point: 150, brk: 2 * MIN },
  'counter-strike': { bestOf: 3, target: 13, last: 13, by: 2, point: 110, brk: 8 * MIN },
  valorant: { bestOf: 3, target: 13, last: 13, by: 2, point: 105, brk: 8 * MIN },
};

export function pointProb(sport: SportKey, d: number): number {
  const k: Partial<Record<SportKey, number>> = {
    volleyball: 0.06,
    'table-tennis': 0.09,
    darts: 0.22,
    'counter-strike': 0.09,
    valorant: 0.09,
  };
  return round3(Math.min(0.8, Math.max(0.2, 0.5 + (k[sport] ?? 0.3) * d)));
}

function setsSport(input: ScriptInput, rng: Rng): SetsScript {
  const d = input.home - input.away;
  const rules = RULES[input.sport];
  const fs: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  if (!rules) return mobaScript(input, rng, d, fs);
  const p = pointProb(input.sport, d);
  const s: SetsScript = {
    v: 1,
    family: 'sets',
    sport: input.sport,
    fmt: input.fmt,
    names: input.names,
    tier: input.tier,
    pp: [p],
    bestOf: rules.bestOf,
    fs,
    dur: 0,
    sets: [],
  };
  const need = Math.ceil(rules.bestOf / 2);
  const won = [0, 0];
  let t = 0;
  while ((won[0] as number) < need && (won[1] as number) < need) {
    const last = s.sets.length === rules.bestOf - 1;
    const target = last ? rules.last : rules.target;
    let a = 0;
    let b = 0;
    let pts = '';
    while (!((a >= target && a - b >= rules.by) || (b >= target && b - a >= rules.by))) {
      if (rng.chance(p)) {
        a++;
        pts += '0';
      } else {
        b++;
        pts += '1';
      }
    }
    const winner: 0 | 1 = a > b ? 0 : 1;
    won[winner] = (won[winner] as number) + 1;
    const len = Math.round(pts.length * rules.point * rng.range(0.9, 1.1));
    s.sets.push({ s: t, e: t + len, p: pts, w: winner });
    t += len + rules.brk;
  }
  s.dur = t - rules.brk;
  return s;
}

/** Dota 2 and League of Legends: maps decided by strength; the points are kills. */
function mobaScript(input: ScriptInput, rng: Rng, d: number, fs: 0 | 1): SetsScript {
  const p = round3(Math.min(0.85, Math.max(0.15, 0.5 + 0.35 * d)));
  const dota = input.sport === 'dota-2';
  const s: SetsScript = {
    v: 1,
    family: 'sets',
    sport: input.sport,
    fmt: input.fmt,
    names: input.names,
    tier: input.tier,
    pp: [p],
    bestOf: 3,
    fs,
    dur: 0,
    sets: [],
  };
  const won = [0, 0];
  let t = 0;
  while ((won[0] as number) < 2 && (won[1] as number) < 2) {
    const winner: 0 | 1 = rng.chance(p) ? 0 : 1;
    won[winner] = (won[winner] as number) + 1;
    const wk = rng.poisson(dota ? 30 : 18) + 4;
    const lk = Math.max(0, Math.min(wk - 1, rng.poisson(dota ? 19 : 10)));
    // Kills in a random order; the winner pulls ahead late.
    const order: string[] = [];
    for (let i = 0; i < wk; i++) order.push(String(winner));
    for (let i = 0; i < lk; i++) order.push(String(1 - winner));
    const perm = rng.permutation(order.length);
    const pts = perm.map((i) => order[i]).join('');
    const len = Math.round((dota ? 38 : 31) * MIN * rng.range(0.75, 1.3));
    s.sets.push({ s: t, e: t + len, p: pts, w: winner });
    t += len + 10 * MIN;
  }
  s.dur = t - 10 * MIN;
  return s;
}

function tennis(input: ScriptInput, rng: Rng): SetsScript {
  const d = input.home - input.away;
  const women = input.fmt.includes('w');
  const base = women ? 0.565 : 0.635;
  const ph = round3(base + 0.09 * d);
  const pa = round3(base - 0.09 * d);
  const fs: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  const s: SetsScript = {
    v: 1,
    family: 'sets',
    sport: 'tennis',
    fmt: input.fmt,
    names: input.names,
    tier: input.tier,
    pp: [ph, pa],
    bestOf: 3,
    fs,
    dur: 0,
    sets: [],
  };
  const won = [0, 0];
  let server: 0 | 1 = fs;
  let t = 0;
  while ((won[0] as number) < 2 && (won[1] as number) < 2) {
    let ga = 0;
    let gb = 0;
    const games: string[] = [];
    while (!((ga >= 6 && ga - gb >= 2) || (gb >= 6 && gb - ga >= 2) || ga === 7 || gb === 7)) {
      const tb = ga === 6 && gb === 6;
      let a = 0;
      let b = 0;
      let pts = '';
      const target = tb ? 7 : 4;
      while (!((a >= target && a - b >= 2) || (b >= target && b - a >= 2))) {
        // In a tie-break the serve alternates every two points.
        const sv = tb ? (((server + Math.floor((a + b + 1) / 2)) % 2) as 0 | 1) : server;
        const pHome = sv === 0 ? ph : 1 - pa;
        if (rng.chance(pHome)) {
          a++;
          pts += '0';
        } else {
          b++;
          pts += '1';
        }
      }
      if (a > b) ga++;
      else gb++;
      games.push(pts);
      server = (1 - server) as 0 | 1;
    }
    const winner: 0 | 1 = ga > gb ? 0 : 1;
    won[winner] = (won[winner] as number) + 1;
    const p = games.join('.');
    const len = Math.round(p.replace(/\./g, '').length * 38 + games.length * 25);
    s.sets.push({ s: t, e: t + len, p, w: winner });
    t += len + 2 * MIN;
  }
  s.dur = t - 2 * MIN;
  return s;
}

function totals(s: ClockScript): [number, number] {
  const out: [number, number] = [0, 0];
  for (const [, side, pts] of s.ev) out[side] += pts;
  return out;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
