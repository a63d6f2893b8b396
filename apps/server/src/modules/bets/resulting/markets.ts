import type { OutcomeResult } from '@sportsbook/betting';
import {
  handicap,
  indexOf,
  isHalfLine,
  lineOf,
  numberOf,
  ONE_X_TWO,
  oddEven,
  overUnder,
  resultIndex,
  type Specifier,
  threeWay,
  variantOf,
  winner,
  wins,
  yesNo,
} from './lines';
import {
  allPeriods,
  type FinalScore,
  nthGoal,
  type Pair,
  period,
  regularTime,
  totalOf,
  withOvertime,
} from './scores';

/** The market table: how each market id results from a final score (`index.ts` says which part it reads). */

type Resulter = (spec: Specifier, outcome: string, score: FinalScore) => OutcomeResult | null;

/** A market read on one part of the score that may be missing (a half, a set). */
const onPeriod =
  (n: number, result: (outcome: string, p: Pair) => OutcomeResult | null): Resulter =>
  (_, outcome, score) => {
    const p = period(score, n);
    return p === null ? null : result(outcome, p);
  };

const teamTotal =
  (side: 'home' | 'away', part: (s: FinalScore) => Pair): Resulter =>
  (spec, outcome, score) =>
    overUnder(outcome, part(score)[side], lineOf(spec, 'total'));

/**
 * A race's runner (`runner:N`) finishing in the first `places`; a runner not in the result (a
 * non-runner) or a race without one cannot be resulted.
 */
function placed(outcome: string, score: FinalScore, places: number | null): OutcomeResult | null {
  const runner = /^runner:(\d+)$/.exec(outcome);
  if (!runner || !score.order || places === null) return null;
  const position = score.order.indexOf(Number(runner[1]));
  return position < 0 ? null : wins(position < places);
}

/** A lottery's ball (`ball:N`) among the balls drawn. */
function ballDrawn(outcome: string, score: FinalScore): OutcomeResult | null {
  const ball = /^ball:(\d+)$/.exec(outcome);
  if (!ball || !score.drawn) return null;
  return wins(score.drawn.includes(Number(ball[1])));
}

export const MARKETS: ReadonlyMap<number, Resulter> = new Map<number, Resulter>([
  // A race: the winner (1100) and a place in the first `places=N` (1101, each-way's place half).
  [1100, (_, o, s) => placed(o, s, 1)],
  [1101, (spec, o, s) => placed(o, s, numberOf(spec, 'places'))],
  // A lottery draw: a number drawn (1200), the first ball odd/even (1201), the balls' total (1202).
  [1200, (_, o, s) => ballDrawn(o, s)],
  [1201, (_, o, s) => (s.drawn?.[0] === undefined ? null : oddEven(o, s.drawn[0]))],
  [
    1202,
    (spec, o, s) => overUnder(o, s.drawn ? s.drawn.reduce((a, b) => a + b, 0) : null, lineOf(spec, 'total')),
  ],
  // 1X2 (regular time in every sport).
  [1, (_, o, s) => threeWay(o, regularTime(s), ONE_X_TWO)],
  // Next goal `goalnr=N`: '6' home, '7' none, '8' away.
  [
    8,
    (spec, o, s) => {
      const n = numberOf(spec, 'goalnr');
      if (n === null) return null;
      const scorer = nthGoal(s, n);
      if (o === '7') return wins(scorer === 'none');
      if (o !== '6' && o !== '8') return null;
      if (scorer === null) return null;
      return wins(scorer === (o === '6' ? 'home' : 'away'));
    },
  ],
  // Double chance: '9' home or draw, '10' home or away, '11' draw or away.
  [
    10,
    (_, o, s) => {
      const r = resultIndex(regularTime(s));
      const covers: Readonly<Record<string, readonly number[]>> = { '9': [0, 1], '10': [0, 2], '11': [1, 2] };
      const set = covers[o];
      return set === undefined ? null : wins(set.includes(r));
    },
  ],
  // Draw no bet: '4' home, '5' away; a draw refunds both.
  [
    11,
    (_, o, s) => {
      const p = regularTime(s);
      if (o !== '4' && o !== '5') return null;
      return p.home === p.away ? 'refund' : wins(o === '4' ? p.home > p.away : p.away > p.home);
    },
  ],
  // European handicap `hcp=h:a`: the goals are added, then 3-way.
  [
    14,
    (spec, o, s) => {
      const match = /^(\d+):(\d+)$/.exec(spec.get('hcp') ?? '');
      if (!match) return null;
      const p = regularTime(s);
      const shifted = { home: p.home + Number(match[1]), away: p.away + Number(match[2]) };
      return threeWay(o, shifted, ['1711', '1712', '1713']);
    },
  ],
  // Winning margin `variant=sr:winning_margin:3+`: 'wm:h1', 'wm:h2', 'wm:h3' (3+), 'wm:d', 'wm:a…'.
  [
    15,
    (spec, o, s) => {
      const cap = variantOf(spec, /^sr:winning_margin:(\d+)\+$/);
      const p = regularTime(s);
      if (o === 'wm:d') return wins(p.home === p.away);
      const match = /^wm:([ha])(\d+)$/.exec(o);
      if (cap === null || !match) return null;
      const by = Number(match[2]);
      if (by < 1 || by > cap) return null;
      const margin = match[1] === 'h' ? p.home - p.away : p.away - p.home;
      return wins(by === cap ? margin >= cap : margin === by);
    },
  ],
  // Asian handicap / puck line `hcp=L`.
  [16, (spec, o, s) => handicap(o, regularTime(s), lineOf(spec, 'hcp'))],
  // Totals `total=T`.
  [18, (spec, o, s) => overUnder(o, totalOf(regularTime(s)), lineOf(spec, 'total'))],
  [19, teamTotal('home', regularTime)],
  [20, teamTotal('away', regularTime)],
  // Exact goals `variant=sr:exact_goals:6+`: '…:0' … '…:5', '…:6' for 6 or more.
  [
    21,
    (spec, o, s) => {
      const cap = variantOf(spec, /^sr:exact_goals:(\d+)\+$/);
      const prefix = `${spec.get('variant')}:`;
      if (cap === null || !o.startsWith(prefix)) return null;
      const k = o.slice(prefix.length);
      if (!/^\d+$/.test(k) || Number(k) > cap) return null;
      const total = totalOf(regularTime(s));
      return wins(Number(k) === cap ? total >= cap : total === Number(k));
    },
  ],
  [26, (_, o, s) => oddEven(o, totalOf(regularTime(s)))],
  [
    29,
    (_, o, s) => {
      const p = regularTime(s);
      return yesNo(o, p.home > 0 && p.away > 0);
    },
  ],
  // Which team to score: '784' none, '788' only home, '790' only away, '792' both.
  [
    30,
    (_, o, s) => {
      const p = regularTime(s);
      const k = (p.home > 0 ? 1 : 0) + (p.away > 0 ? 2 : 0);
      const ids = ['784', '788', '790', '792'];
      return ids.includes(o) ? wins(ids[k] === o) : null;
    },
  ],
  // Clean sheets: home keeps one when the away side does not score, and the other way round.
  [31, (_, o, s) => yesNo(o, regularTime(s).away === 0)],
  [32, (_, o, s) => yesNo(o, regularTime(s).home === 0)],
  // 1X2 & both teams to score: 78 + 2·result + (yes 0 / no 1).
  [
    35,
    (_, o, s) => {
      const k = indexOf(o, 78, 6);
      if (k === null) return null;
      const p = regularTime(s);
      return wins(k === 2 * resultIndex(p) + (p.home > 0 && p.away > 0 ? 0 : 1));
    },
  ],
  // 1X2 & total `total=2.5`: 794 + 2·result + (over 0 / under 1); half lines only.
  [
    37,
    (spec, o, s) => {
      const line = lineOf(spec, 'total');
      const k = indexOf(o, 794, 6);
      if (line === null || k === null || !isHalfLine(line)) return null;
      const p = regularTime(s);
      return wins(k === 2 * resultIndex(p) + (totalOf(p) > line ? 0 : 1));
    },
  ],
  // Correct score `variant=sr:correct_score:max:4`: 'cs:h:a' up to the max, 'cs:other' beyond.
  [
    45,
    (spec, o, s) => {
      const max = variantOf(spec, /^sr:correct_score:max:(\d+)$/);
      if (max === null) return null;
      const p = regularTime(s);
      if (o === 'cs:other') return wins(p.home > max || p.away > max);
      const cs = correctScore(o);
      if (cs === null || cs.home > max || cs.away > max) return null;
      return wins(cs.home === p.home && cs.away === p.away);
    },
  ],
  // Halftime/fulltime: 418 + 3·half-time result + full-time result.
  [
    47,
    (_, o, s) => {
      const k = indexOf(o, 418, 9);
      const half = period(s, 1);
      if (k === null || half === null) return null;
      return wins(k === 3 * resultIndex(half) + resultIndex(regularTime(s)));
    },
  ],
  // Highest scoring half: '436' 1st, '438' equal, '440' 2nd.
  [
    52,
    (_, o, s) => {
      const first = period(s, 1);
      const second = period(s, 2);
      if (first === null || second === null) return null;
      return threeWay(o, { home: totalOf(first), away: totalOf(second) }, ['436', '438', '440']);
    },
  ],
  [60, onPeriod(1, (o, p) => threeWay(o, p, ONE_X_TWO))],
  [68, (spec, o, s) => overUnder(o, totalOrNull(period(s, 1)), lineOf(spec, 'total'))],
  [75, onPeriod(1, (o, p) => yesNo(o, p.home > 0 && p.away > 0))],
  [83, onPeriod(2, (o, p) => threeWay(o, p, ONE_X_TWO))],
  [90, (spec, o, s) => overUnder(o, totalOrNull(period(s, 2)), lineOf(spec, 'total'))],
  // Set sports: winner, set handicap, total sets, correct score on the sets won.
  [186, (_, o, s) => winner(o, s)],
  [188, (spec, o, s) => handicap(o, s, lineOf(spec, 'hcp'))],
  [189, (spec, o, s) => overUnder(o, totalOrNull(allPeriods(s)), lineOf(spec, 'total'))],
  [190, (spec, o, s) => overUnder(o, totalOf(s), lineOf(spec, 'total'))],
  [
    199,
    (_, o, s) => {
      const cs = correctScore(o);
      return cs === null ? null : wins(cs.home === s.home && cs.away === s.away);
    },
  ],
  // Set (game, map) n winner `setnr=n`.
  [
    202,
    (spec, o, s) => {
      const n = numberOf(spec, 'setnr');
      return n === null ? null : winner(o, period(s, n));
    },
  ],
  // Basketball and American football, incl. overtime.
  [219, (_, o, s) => winner(o, withOvertime(s))],
  [223, (spec, o, s) => handicap(o, withOvertime(s), lineOf(spec, 'hcp'))],
  [225, (spec, o, s) => overUnder(o, totalOf(withOvertime(s)), lineOf(spec, 'total'))],
  [226, (_, o, s) => oddEven(o, totalOf(withOvertime(s)))],
  [227, teamTotal('home', withOvertime)],
  [228, teamTotal('away', withOvertime)],
  // Total points of all sets (volleyball, table tennis; legs in darts).
  [238, (spec, o, s) => overUnder(o, totalOrNull(allPeriods(s)), lineOf(spec, 'total'))],
  // Baseball, incl. extra innings.
  [251, (_, o, s) => winner(o, withOvertime(s))],
  [256, (spec, o, s) => handicap(o, withOvertime(s), lineOf(spec, 'hcp'))],
  [258, (spec, o, s) => overUnder(o, totalOf(withOvertime(s)), lineOf(spec, 'total'))],
  // Cricket winner (incl. super over) and innings n total `inningsnr=n|total=T` (runs of that innings).
  [340, (_, o, s) => winner(o, s)],
  [
    605,
    (spec, o, s) => {
      const n = numberOf(spec, 'inningsnr');
      return overUnder(o, n === null ? null : totalOrNull(period(s, n)), lineOf(spec, 'total'));
    },
  ],
  // Ice hockey: winner incl. overtime and penalties (the shoot-out's deciding goal is in the score).
  [406, (_, o, s) => winner(o, s)],
  // Esports: map n total kills or rounds `mapnr=n|total=T`.
  [
    1190,
    (spec, o, s) => {
      const n = numberOf(spec, 'mapnr');
      return overUnder(o, n === null ? null : totalOrNull(period(s, n)), lineOf(spec, 'total'));
    },
  ],
]);

/** Every market id `resultOutcome` can result. */
export const RESULTED_MARKET_IDS: readonly number[] = [...MARKETS.keys()].sort((a, b) => a - b);

function totalOrNull(p: Pair | null): number | null {
  return p === null ? null : totalOf(p);
}

function correctScore(outcome: string): Pair | null {
  const match = /^cs:(\d+):(\d+)$/.exec(outcome);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
}
