/**
 * The score model of the clock sports: each side's remaining score (Poisson or normal on what is
 * left of regulation), the final score distributions, and the extra time some sports play.
 */
import {
  addPmf,
  diffPmf,
  discreteNormal,
  mixPmf,
  type Pmf,
  pointMass,
  poissonPmf,
  probAbove,
  probEqual,
  shift,
} from '../odds';
import type { ClockState } from '../progress';
import type { ClockScript } from '../script';
import { type Ctx, totalMarkets } from './drafts';

/** Remaining score of one side: Poisson or normal on what is left of regulation. */
export function remainingPmf(s: ClockScript, side: 0 | 1, share: number): Pmf {
  const mu = (s.mu[side] as number) * share;
  return s.sd > 0 ? discreteNormal(mu, s.sd * Math.sqrt(share)) : poissonPmf(mu, 12);
}

/** Share of the expected regulation score still to come (of one regulation period with `only`). */
export function shareLeft(s: ClockScript, st: ClockState, only?: number): number {
  let share = 0;
  s.w.forEach((w, i) => {
    if (only === undefined || only === i) share += w * (st.remaining[i] ?? 0);
  });
  return share;
}

export function finalPmfs(s: ClockScript, st: ClockState): ScorePmfs {
  const share = shareLeft(s, st);
  const home = shift(remainingPmf(s, 0, share), st.score[0]);
  const away = shift(remainingPmf(s, 1, share), st.score[1]);
  return { home, away, diff: diffPmf(home, away), total: addPmf(home, away) };
}

/** The score distributions of a clock sport's match: each side's, the margin and the total. */
interface ScorePmfs {
  home: Pmf;
  away: Pmf;
  diff: Pmf;
  total: Pmf;
}

type Tally = Map<number, number>;

function tally(into: Tally, value: number, weight: number): void {
  into.set(value, (into.get(value) ?? 0) + weight);
}

function pmfOfTally(t: Tally): Pmf {
  const keys = [...t.keys()];
  if (keys.length === 0) return pointMass(0);
  const off = Math.min(...keys);
  const p = new Float64Array(Math.max(...keys) - off + 1);
  let sum = 0;
  for (const w of t.values()) sum += w;
  for (const [k, w] of t) p[k - off] = w / sum;
  return { off, p };
}

const overtimeCache = new Map<string, ScorePmfs>();

/**
 * What extra time adds once regulation ends level, played as script/clock.ts plays it: its margin (never
 * 0) and the points each side and both score in it. Null for sports without extra time.
 * - basketball: up to four overtimes, each side scoring about a tenth of a game's mean in each, and
 *   a one-point decider if still level;
 * - baseball: extra innings 10–15 at the innings' run rates, the home side winning a 15th that would
 *   end level;
 * - American football: the first score wins, a field goal (60 %) or a touchdown (40 %).
 */
function overtimeOf(s: ClockScript): ScorePmfs | null {
  if (s.sport !== 'american-football' && s.sport !== 'basketball' && s.sport !== 'baseball') return null;
  const key = `${s.sport}|${s.mu.join(',')}|${s.tie}`;
  const cached = overtimeCache.get(key);
  if (cached) return cached;
  let ot: ScorePmfs;
  if (s.sport === 'american-football') {
    const win = (p: number): Pmf => ({ off: 0, p: Float64Array.of(1 - p, 0, 0, 0.6 * p, 0, 0, 0.4 * p) });
    const away = (1 - s.tie) as number;
    ot = {
      home: win(s.tie),
      away: win(away),
      diff: {
        off: -6,
        p: Float64Array.of(0.4 * away, 0, 0, 0.6 * away, 0, 0, 0, 0, 0, 0.6 * s.tie, 0, 0, 0.4 * s.tie),
      },
      total: { off: 3, p: Float64Array.of(0.6, 0, 0, 0.4) },
    };
  } else {
    const basketball = s.sport === 'basketball';
    const perPeriod: [Pmf, Pmf] = basketball
      ? ([0, 1].map(() => discreteNormal((s.mu[0] + s.mu[1]) / 20, 3)) as [Pmf, Pmf])
      : [poissonPmf(s.mu[0] / 9), poissonPmf(s.mu[1] / 9)];
    const periods = basketball ? 4 : 6;
    const diff: Tally = new Map();
    const parts = { home: [] as [number, Pmf][], away: [] as [number, Pmf][], total: [] as [number, Pmf][] };
    let level = { home: pointMass(0), away: pointMass(0), total: pointMass(0) };
    let stillLevel = 1;
    for (let k = 0; k < periods; k++) {
      const [hp, ap] = perPeriod;
      const decided = { home: new Map(), away: new Map(), total: new Map() } as Record<
        'home' | 'away' | 'total',
        Tally
      >;
      const tied: Tally = new Map();
      let pTie = 0;
      for (let i = 0; i < hp.p.length; i++) {
        for (let j = 0; j < ap.p.length; j++) {
          const w = (hp.p[i] as number) * (ap.p[j] as number);
          const [h, a] = [hp.off + i, ap.off + j];
          if (h === a) {
            pTie += w;
            tally(tied, h, w);
          } else {
            tally(diff, h - a, stillLevel * w);
            tally(decided.home, h, w);
            tally(decided.away, a, w);
            tally(decided.total, h + a, w);
          }
        }
      }
      for (const side of ['home', 'away', 'total'] as const)
        parts[side].push([stillLevel * (1 - pTie), addPmf(level[side], pmfOfTally(decided[side]))]);
      const each = pmfOfTally(tied);
      level = {
        home: addPmf(level.home, each),
        away: addPmf(level.away, each),
        total: addPmf(level.total, addPmf(each, each)),
      };
      stillLevel *= pTie;
    }
    // Still level: basketball's one-point decider (home with P = tie); baseball's home walk-off.
    const homeDecides = basketball ? s.tie : 1;
    tally(diff, 1, stillLevel * homeDecides);
    tally(diff, -1, stillLevel * (1 - homeDecides));
    parts.home.push(
      [stillLevel * homeDecides, shift(level.home, 1)],
      [stillLevel * (1 - homeDecides), level.home],
    );
    parts.away.push(
      [stillLevel * (1 - homeDecides), shift(level.away, 1)],
      [stillLevel * homeDecides, level.away],
    );
    parts.total.push([stillLevel, shift(level.total, 1)]);
    ot = {
      home: mixPmf(parts.home),
      away: mixPmf(parts.away),
      diff: pmfOfTally(diff),
      total: mixPmf(parts.total),
    };
  }
  if (overtimeCache.size > 5000) overtimeCache.clear();
  overtimeCache.set(key, ot);
  return ot;
}

/** P(home wins the extra time), as `overtimeOf` plays it; the script's `tie` for other sports. */
export function overtimeHomeWins(s: ClockScript): number {
  const ot = overtimeOf(s);
  return ot ? probAbove(ot.diff, 0) : s.tie;
}

/**
 * The final score including extra time, for the markets settled on it ("incl. overtime", "incl.
 * extra innings"): regulation decides with P(margin ≠ 0), otherwise extra time's points are added.
 * A match already in extra time is priced from its score as if the extra time starts now.
 */
export function withOvertime(s: ClockScript, regulation: ScorePmfs): ScorePmfs {
  const ot = overtimeOf(s);
  const level = probEqual(regulation.diff, 0);
  if (!ot || level === 0) return regulation;
  const decided = { off: regulation.diff.off, p: Float64Array.from(regulation.diff.p) };
  decided.p[-decided.off] = 0;
  const extended = (side: 'home' | 'away' | 'total') =>
    mixPmf([
      [1 - level, regulation[side]],
      [level, addPmf(regulation[side], ot[side])],
    ]);
  return {
    home: extended('home'),
    away: extended('away'),
    total: extended('total'),
    diff: mixPmf([
      [1, decided],
      [level, ot.diff],
    ]),
  };
}

export function teamTotals(
  ctx: Ctx,
  idHome: number,
  idAway: number,
  unit: string,
  home: Pmf,
  away: Pmf,
  cands: [number[], number[]],
  n: number,
): void {
  totalMarkets(ctx, idHome, `${ctx.home} total ${unit}`, home, cands[0], n, ['all', 'betbuilder']);
  totalMarkets(ctx, idAway, `${ctx.away} total ${unit}`, away, cands[1], n, ['all', 'betbuilder']);
}
