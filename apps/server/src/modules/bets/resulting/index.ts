import type { OutcomeResult } from '@sportsbook/betting';
import type { TMatchStatistics, TPeriodScore } from '@sportsbook/contract';

/**
 * Resulting markets from a match's final score: given one outcome of one market line, did it win,
 * lose, get refunded (whole handicap or total line met exactly, draw no bet on a draw) or half win /
 * half lose (quarter lines)? Pure; the market ids, specifiers and outcome ids are those of the demo
 * generator (`demo/catalogue/markets.ts`).
 *
 * Which part of the score a market reads:
 * - regular time (the sum of the `regular_period` periods: halves, periods, quarters, 9 innings) for
 *   1, 8, 10, 11, 14, 15, 16, 18, 19, 20, 21, 26, 29, 30, 31, 32, 35, 37 and 45 in every sport, as
 *   their sports-book names say nothing else (baseball's 1 is named "1X2 (regular time)");
 * - regular time and overtime, not penalties, for the "incl. overtime" / "incl. extra innings"
 *   families 219, 223, 225, 226, 227, 228 (basketball, American football) and 251, 256, 258 (baseball);
 * - everything, the shoot-out's deciding goal included, for 406 (winner incl. overtime and
 *   penalties) and 340 (cricket winner);
 * - one period for the half markets 47, 52, 60, 68, 75, 83, 90 and the set/innings/map markets 202,
 *   605, 1190; the sets won (the total score of a set sport) for 186, 188, 190, 199; the points of all
 *   sets (games, points, legs) for 189 and 238.
 * A score without period scores is taken to be all regular time.
 *
 * Handicap and total lines are multiples of 0.25. A whole line met exactly is refunded; a quarter
 * line splits the stake over its two neighbours (−0.25 is half on 0 and half on −0.5), which gives
 * half_win or half_lose when one half is refunded.
 *
 * `resultOutcome` returns null — the caller voids the selection — when the score cannot result it:
 * - a market id that is not in `RESULTED_MARKET_IDS`;
 * - a specifier it cannot read (a line that is not a multiple of 0.25, a missing variant, …) or an
 *   outcome id the market does not have;
 * - 8 (next goal, `goalnr=N`): the home '6' and away '8' outcomes when the score cannot tell who
 *   scored goal N (both sides scored in the period in which it fell); 'None' '7' always results;
 * - the two-way winner markets 186, 202, 219, 251, 340, 406 on a level score: the tie-break that
 *   decided the match (super over, shoot-out not in the score) is not there;
 * - a period market (47, 52, 60, 68, 75, 83, 90, 202, 605, 1190) whose period is not in the score —
 *   e.g. `setnr=3` of a match won 2:0, which the generator offers at the end of a best of three;
 * - 189 and 238 when the score has no period scores to add up;
 * - 37 (1X2 & total) on a whole or quarter line: a refunded half cannot be combined with the 1X2 part.
 */

export type PeriodType = TPeriodScore['type'];

export interface PeriodResult {
  readonly key: string;
  readonly type: PeriodType;
  readonly number: number;
  readonly home: number;
  readonly away: number;
}

export interface FinalScore {
  /** Sport key, e.g. 'football', 'tennis', 'dota-2'. */
  readonly sport: string;
  /** The total score: goals, points or runs; sets (maps, games) won in a set sport. */
  readonly home: number;
  readonly away: number;
  /** Per period in playing order: halves, quarters, overtime, penalties; sets with their games. */
  readonly periods: readonly PeriodResult[];
}

/** The final score from a finished match's statistics; null when it has no total score. */
export function finalScoreOf(sportKey: string, statistics: TMatchStatistics): FinalScore | null {
  const total = statistics.total_score;
  if (total === null) return null;
  const periods = statistics.period_scores
    .map((p) => ({
      key: p.period_key,
      type: p.type,
      number: p.number,
      home: p.home_score,
      away: p.away_score,
    }))
    .sort((a, b) => a.number - b.number);
  return { sport: sportKey, home: total.home, away: total.away, periods };
}

/** How one outcome of a market line resulted; null when the score cannot tell (see the module doc). */
export function resultOutcome(
  market: { readonly market_id: number; readonly specifier: string },
  outcomeId: string,
  score: FinalScore,
): OutcomeResult | null {
  const resulter = MARKETS.get(market.market_id);
  const spec = parseSpecifier(market.specifier);
  if (resulter === undefined || spec === null) return null;
  return resulter(spec, outcomeId, score);
}

// Scores ----------------------------------------------------------------------------------------

interface Pair {
  readonly home: number;
  readonly away: number;
}

function sum(periods: readonly PeriodResult[]): Pair {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}

function regularPeriods(score: FinalScore): PeriodResult[] {
  return score.periods.filter((p) => p.type === 'regular_period');
}

/** Regular time: overtime and penalties excluded. */
function regularTime(score: FinalScore): Pair {
  const regular = regularPeriods(score);
  return regular.length === 0 ? score : sum(regular);
}

/** Regular time and overtime (extra innings), penalty shoot-out excluded. */
function withOvertime(score: FinalScore): Pair {
  if (regularPeriods(score).length === 0) return score;
  return sum(score.periods.filter((p) => p.type !== 'penalties'));
}

/** Regular period number n (1st half, 2nd set, 1st innings, …); null if it was not played. */
function period(score: FinalScore, n: number): Pair | null {
  return score.periods.find((p) => p.type === 'regular_period' && p.number === n) ?? null;
}

/** Points of all periods (games of all sets in tennis); null without period scores. */
function allPeriods(score: FinalScore): Pair | null {
  return score.periods.length === 0 ? null : sum(score.periods);
}

const totalOf = (p: Pair): number => p.home + p.away;

/** Who scored goal n of regular time, as far as the score tells; 'none' if fewer were scored. */
function nthGoal(score: FinalScore, n: number): 'home' | 'away' | 'none' | null {
  const regular = regularTime(score);
  if (totalOf(regular) < n) return 'none';
  const one = (p: Pair) => (p.away === 0 ? 'home' : p.home === 0 ? 'away' : null);
  let before = 0;
  for (const p of regularPeriods(score)) {
    if (before + totalOf(p) >= n) return one(p);
    before += totalOf(p);
  }
  return one(regular);
}

// Outcomes --------------------------------------------------------------------------------------

const wins = (won: boolean): OutcomeResult => (won ? 'win' : 'lose');

const MIRROR: Readonly<Record<OutcomeResult, OutcomeResult>> = {
  win: 'lose',
  lose: 'win',
  refund: 'refund',
  half_win: 'half_lose',
  half_lose: 'half_win',
};

/**
 * Whether `value` beats `line` (a multiple of 0.25), with integer values. In quarters q = 4·(value −
 * line): q ≥ 2 clears both halves (win), q = 1 clears one and meets the other (half_win), q = 0 meets
 * a whole line (refund), and mirrored below.
 */
function beats(value: number, line: number): OutcomeResult {
  const q = Math.round(4 * (value - line));
  if (q >= 2) return 'win';
  if (q === 1) return 'half_win';
  if (q === 0) return 'refund';
  if (q === -1) return 'half_lose';
  return 'lose';
}

/** 1 home, 2 draw, 3 away (the outcome ids are the market's). */
function threeWay(
  outcome: string,
  p: Pair,
  [home, draw, away]: readonly [string, string, string],
): OutcomeResult | null {
  switch (outcome) {
    case home:
      return wins(p.home > p.away);
    case draw:
      return wins(p.home === p.away);
    case away:
      return wins(p.home < p.away);
    default:
      return null;
  }
}

const ONE_X_TWO = ['1', '2', '3'] as const;

/** A two-way winner '4' home / '5' away; a level score does not say who won (null). */
function winner(outcome: string, p: Pair | null): OutcomeResult | null {
  if (p === null || p.home === p.away) return null;
  if (outcome === '4') return wins(p.home > p.away);
  if (outcome === '5') return wins(p.away > p.home);
  return null;
}

/** Asian handicap: home '1714' with the line, away '1715' with its opposite. */
function handicap(outcome: string, p: Pair, line: number | null): OutcomeResult | null {
  if (line === null) return null;
  const home = beats(p.home - p.away, -line);
  if (outcome === '1714') return home;
  if (outcome === '1715') return MIRROR[home];
  return null;
}

/** Over '12' / under '13' the line. */
function overUnder(outcome: string, value: number | null, line: number | null): OutcomeResult | null {
  if (value === null || line === null) return null;
  const over = beats(value, line);
  if (outcome === '12') return over;
  if (outcome === '13') return MIRROR[over];
  return null;
}

/** Yes '74' / no '76'. */
function yesNo(outcome: string, yes: boolean): OutcomeResult | null {
  if (outcome === '74') return wins(yes);
  if (outcome === '76') return wins(!yes);
  return null;
}

/** Odd '70' / even '72'. */
function oddEven(outcome: string, total: number): OutcomeResult | null {
  if (outcome === '70') return wins(total % 2 !== 0);
  if (outcome === '72') return wins(total % 2 === 0);
  return null;
}

/** 0 home ahead, 1 level, 2 away ahead: the order of 1X2-based outcome ids. */
function resultIndex(p: Pair): 0 | 1 | 2 {
  return p.home > p.away ? 0 : p.home === p.away ? 1 : 2;
}

/** A numbered outcome `first + index` (HT/FT 418…426, 1X2 & BTTS 78…83); null if out of range. */
function indexOf(outcome: string, first: number, count: number): number | null {
  if (!/^\d+$/.test(outcome)) return null;
  const k = Number(outcome) - first;
  return k >= 0 && k < count ? k : null;
}

// Specifiers ------------------------------------------------------------------------------------

type Specifier = ReadonlyMap<string, string>;

/** "total=2.5", "mapnr=1|total=24.5"; null when a part is not key=value. */
function parseSpecifier(specifier: string): Specifier | null {
  const out = new Map<string, string>();
  if (specifier === '') return out;
  for (const part of specifier.split('|')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    out.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return out;
}

/** A handicap or total line: a multiple of 0.25. */
function lineOf(spec: Specifier, key: string): number | null {
  const text = spec.get(key);
  if (text === undefined || !/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  const line = Number(text);
  return Number.isInteger(line * 4) ? line : null;
}

/** 2.5, not 2 or 2.25: a line no score can meet, not even by half. */
function isHalfLine(line: number): boolean {
  return Number.isInteger(line * 2) && !Number.isInteger(line);
}

/** A period or goal number: 1, 2, … */
function numberOf(spec: Specifier, key: string): number | null {
  const text = spec.get(key);
  return text !== undefined && /^[1-9]\d*$/.test(text) ? Number(text) : null;
}

/** The number in a variant such as 'sr:exact_goals:6+' or 'sr:correct_score:max:4'. */
function variantOf(spec: Specifier, pattern: RegExp): number | null {
  const match = pattern.exec(spec.get('variant') ?? '');
  return match ? Number(match[1]) : null;
}

// Markets ---------------------------------------------------------------------------------------

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

const MARKETS: ReadonlyMap<number, Resulter> = new Map<number, Resulter>([
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
