import type { SportKey } from '../data';
import type { Rng } from '../rng';
import { MIN, ordinal, round3, totals } from './helpers';
import type { ClockScript, PeriodSpec, ScriptInput } from './index';

/** Scripts of the clock sports: periods on a game clock and a timeline of scoring plays. */

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

export function football(d: number, rng: Rng): ClockScript {
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

export function hockey(d: number, rng: Rng): ClockScript {
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

export function normalSport(input: ScriptInput, rng: Rng, n: NormalSpec): ClockScript {
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

export function baseball(d: number, rng: Rng): ClockScript {
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

export function cricket(d: number, rng: Rng): ClockScript {
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
  // The runs of each over bowled, per innings: the wickets are drawn from them once the runs are.
  const bowled: number[][] = [[], []];
  for (let inn = 0; inn < 2; inn++) {
    const side: 0 | 1 = inn === 0 ? first : ((1 - first) as 0 | 1);
    const p = s.periods[inn] as PeriodSpec;
    let runs = 0;
    for (let o = 0; o < 20; o++) {
      let r = Math.max(0, Math.round((mu[side] as number) / 20 + 3.6 * rng.normal()));
      if (inn === 1 && o === 19 && runs + r === target) r += 1;
      runs += r;
      bowled[inn]?.push(r);
      const at = p.s + Math.round((o + 1) * over);
      if (r > 0) s.ev.push([at, side, r, inn]);
      if (inn === 1 && runs > target) {
        p.e = at;
        break;
      }
    }
    if (inn === 0) target = runs;
  }
  // A T20 side loses six or seven wickets on average, more often in a quiet over. Nine at most:
  // the runs above are the innings' whole twenty overs, which a side all out would not bat.
  s.wk = [];
  for (let inn = 0; inn < 2; inn++) {
    const side: 0 | 1 = inn === 0 ? first : ((1 - first) as 0 | 1);
    const p = s.periods[inn] as PeriodSpec;
    let fallen = 0;
    (bowled[inn] ?? []).forEach((r, o) => {
      if (fallen < 9 && rng.chance(r < 7 ? 0.38 : 0.24)) {
        fallen++;
        s.wk?.push([p.s + Math.round((o + rng.range(0.1, 0.95)) * over), side, inn]);
      }
    });
  }
  s.dur = (s.periods[1] as PeriodSpec).e;
  sortEvents(s);
  return s;
}
