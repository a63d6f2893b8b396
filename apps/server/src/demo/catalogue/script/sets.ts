import type { SportKey } from '../data';
import type { Rng } from '../rng';
import { MIN, round3 } from './helpers';
import type { ScriptInput, SetsScript } from './index';

/** Scripts of the set sports: sets (maps, legs) decided point by point, or by strength for MOBA maps. */

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

function pointProb(sport: SportKey, d: number): number {
  const k: Partial<Record<SportKey, number>> = {
    volleyball: 0.06,
    'table-tennis': 0.09,
    darts: 0.22,
    'counter-strike': 0.09,
    valorant: 0.09,
  };
  return round3(Math.min(0.8, Math.max(0.2, 0.5 + (k[sport] ?? 0.3) * d)));
}

export function setsSport(input: ScriptInput, rng: Rng): SetsScript {
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

export function tennis(input: ScriptInput, rng: Rng): SetsScript {
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
