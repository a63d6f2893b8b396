import type { TMatchStatFigure, TMatchStatKey } from '@sportsbook/contract';
import { hash32, rngFor } from './rng';
import type { ClockScript, MatchScript, SetsScript } from './script';

/**
 * The detailed figures of a demo match (the event-stats widget), derived from its script: the same
 * match and moment always give the same figures, and they agree with the score the script gives at
 * that moment. Football and basketball lay out a timeline of plays per match (a goal is a shot on
 * target; an assist belongs to a field goal) and count those up to the moment; tennis reads its point
 * sequence (who served, who won) and marks aces, double faults and break points on it.
 */
export function matchFigures(key: number, script: MatchScript, x: number): TMatchStatFigure[] {
  if (x <= 0) return [];
  if (script.family === 'clock' && script.sport === 'football') return football(key, script, x);
  if (script.family === 'clock' && script.sport === 'basketball') return basketball(key, script, x);
  if (script.family === 'sets' && script.sport === 'tennis') return tennis(key, script, x);
  return [];
}

type Side = 0 | 1;
/** A play: [real second, side, what]. */
type Play<K extends string> = [number, Side, K];

const count = (home: number, away: number, key: TMatchStatKey): TMatchStatFigure => ({
  key,
  unit: 'count',
  home,
  away,
});

function tally<K extends string>(plays: readonly Play<K>[], x: number, kinds: readonly K[]) {
  const out = new Map<K, [number, number]>(kinds.map((k) => [k, [0, 0]]));
  for (const [t, side, kind] of plays) {
    if (t > x) continue;
    const pair = out.get(kind);
    if (pair) pair[side]++;
  }
  return (kind: K) => out.get(kind) ?? [0, 0];
}

/** Plays spread over a period, the times drawn the way the script draws its goals. */
function spread<K extends string>(
  out: Play<K>[],
  rng: ReturnType<typeof rngFor>,
  period: { s: number; e: number },
  side: Side,
  kind: K,
  n: number,
): void {
  const span = Math.max(1, period.e - period.s - 30);
  for (let i = 0; i < n; i++) out.push([period.s + 20 + rng.int(0, span), side, kind]);
}

type FootballPlay = 'goal' | 'saved' | 'off_target' | 'corner' | 'yellow' | 'red';
const footballPlays = new Map<string, Play<FootballPlay>[]>();

function footballTimeline(key: number, s: ClockScript): Play<FootballPlay>[] {
  const id = `${key}:${s.dur}`;
  const cached = footballPlays.get(id);
  if (cached) return cached;
  const rng = rngFor('match-stats', key);
  const plays: Play<FootballPlay>[] = s.ev.map(([t, side]) => [t, side, 'goal']);
  s.periods.forEach((p, pi) => {
    const w = s.w[pi] ?? 0.5;
    for (const side of [0, 1] as const) {
      const mu = s.mu[side] * w;
      spread(plays, rng, p, side, 'saved', rng.poisson(1.6 + 1.4 * mu));
      spread(plays, rng, p, side, 'off_target', rng.poisson(3.4 + 2 * mu));
      spread(plays, rng, p, side, 'corner', rng.poisson(2.2 + 1.6 * mu));
      spread(plays, rng, p, side, 'yellow', rng.poisson(0.9));
      if (rng.chance(0.04)) spread(plays, rng, p, side, 'red', 1);
    }
  });
  if (footballPlays.size > 500) footballPlays.clear();
  footballPlays.set(id, plays);
  return plays;
}

/**
 * Home's share of the ball: the stronger side (by expected goals) keeps more of it, wandering a few
 * points from one five-minute stretch to the next.
 */
function possession(key: number, s: ClockScript, x: number): [number, number] {
  const [a, b] = s.mu;
  const base = 50 + (18 * (a - b)) / Math.max(0.5, a + b);
  const wobble = (hash32('possession', key, Math.floor(x / 300)) % 7) - 3;
  const home = Math.round(Math.min(72, Math.max(28, base + wobble)));
  return [home, 100 - home];
}

function football(key: number, s: ClockScript, x: number): TMatchStatFigure[] {
  const kinds: FootballPlay[] = ['goal', 'saved', 'off_target', 'corner', 'yellow', 'red'];
  const of = tally(footballTimeline(key, s), x, kinds);
  const [goal, saved, off] = [of('goal'), of('saved'), of('off_target')];
  const onTarget = [goal[0] + saved[0], goal[1] + saved[1]] as const;
  const [home, away] = possession(key, s, x);
  return [
    { key: 'possession', unit: 'percent', home, away },
    count(onTarget[0] + off[0], onTarget[1] + off[1], 'shots'),
    count(onTarget[0], onTarget[1], 'shots_on_target'),
    count(...of('corner'), 'corners'),
    count(...of('yellow'), 'yellow_cards'),
    count(...of('red'), 'red_cards'),
  ];
}

type BasketballPlay = 'rebound' | 'assist' | 'foul';

function basketball(key: number, s: ClockScript, x: number): TMatchStatFigure[] {
  const rng = rngFor('match-stats', key);
  const nba = s.fmt === 'nba';
  const plays: Play<BasketballPlay>[] = [];
  // An assist is one of the field goals (two or three points) of the script, so assists ≤ field goals.
  s.ev.forEach(([t, side, pts], i) => {
    if (pts >= 2 && hash32('assist', key, i) % 100 < 58) plays.push([t, side, 'assist']);
  });
  for (const p of s.periods) {
    const share = p.gl / ((nba ? 48 : 40) * 60);
    for (const side of [0, 1] as const) {
      spread(plays, rng, p, side, 'rebound', rng.poisson((nba ? 44 : 36) * share));
      spread(plays, rng, p, side, 'foul', rng.poisson((nba ? 20 : 18) * share));
    }
  }
  const of = tally(plays, x, ['rebound', 'assist', 'foul']);
  return [
    count(...of('rebound'), 'rebounds'),
    count(...of('assist'), 'assists'),
    count(...of('foul'), 'fouls'),
  ];
}

/**
 * Walks the points played by `x` as the script's state does (the same share of a set's points per
 * second, the same server order), counting aces and double faults on serve and break points: a point
 * where the receiver would win the game (a tie-break has none).
 */
function tennis(key: number, s: SetsScript, x: number): TMatchStatFigure[] {
  const aces: [number, number] = [0, 0];
  const doubles: [number, number] = [0, 0];
  const chances: [number, number] = [0, 0];
  const breaks: [number, number] = [0, 0];
  let gamesBefore = 0;
  for (let si = 0; si < s.sets.length; si++) {
    const set = s.sets[si];
    if (!set || x < set.s) break;
    const games = set.p.split('.');
    const total = set.p.replace(/\./g, '').length;
    const done = x >= set.e ? total : Math.floor(((x - set.s) * total) / (set.e - set.s));
    const won: [number, number] = [0, 0];
    let used = 0;
    for (let gi = 0; gi < games.length && used < done; gi++) {
      const game = games[gi] as string;
      const tiebreak = won[0] === 6 && won[1] === 6;
      const gameServer = ((s.fs + gamesBefore + gi) % 2) as Side;
      const pts: [number, number] = [0, 0];
      for (let k = 0; k < game.length && used < done; k++, used++) {
        const server = tiebreak ? (((gameServer + Math.floor((k + 1) / 2)) % 2) as Side) : gameServer;
        const receiver = (1 - server) as Side;
        const winner = Number(game.charAt(k)) as Side;
        const draw = hash32('tennis-point', key, si, gi, k) % 1000;
        if (winner === server && draw < 90) aces[server]++;
        if (winner === receiver && draw < 70) doubles[server]++;
        if (!tiebreak && pts[receiver] >= 3 && pts[receiver] > pts[server]) {
          chances[receiver]++;
          if (winner === receiver) breaks[receiver]++;
        }
        pts[winner]++;
      }
      if (used >= done && pts[0] + pts[1] < game.length) break;
      won[game.charAt(game.length - 1) === '0' ? 0 : 1]++;
    }
    gamesBefore += games.length;
  }
  return [
    count(...aces, 'aces'),
    count(...doubles, 'double_faults'),
    count(...chances, 'break_points'),
    count(...breaks, 'break_points_won'),
  ];
}
