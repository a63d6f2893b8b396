import type {
  TCricketInnings,
  TCricketScoreboard,
  TMatchStatistics,
  TPeriodScore,
} from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { ClockScript, MatchScript, SetsScript } from './script';
import { ordinal } from './script';
import { drawnBy } from './script/draw';
import { runningOrder } from './script/race';

/** What the script says the match looks like `x` seconds after the start. */
export type MatchState = ClockState | SetsState | RaceState | DrawState;

export interface DrawState {
  family: 'draw';
  x: number;
  finished: boolean;
  /** Balls out so far, in the order drawn. */
  drawn: number[];
}

export interface RaceState {
  family: 'race';
  x: number;
  finished: boolean;
  /** Runner numbers in running order (the finishing order once run). */
  order: number[];
}

export interface ClockState {
  family: 'clock';
  x: number;
  finished: boolean;
  score: [number, number];
  /** Score per period that has started. */
  periods: [number, number][];
  /** Index of the period being played, or -1 in a break / before / after. */
  current: number;
  /** Regulation periods' remaining share of playing time (1 not started … 0 over). */
  remaining: number[];
}

export interface SetsState {
  family: 'sets';
  x: number;
  finished: boolean;
  sets: [number, number];
  /** Points (games in tennis, legs in darts, kills/rounds in esports) per started set. */
  setScores: [number, number][];
  /** Index of the set in play, or of the next set during a break. */
  setIndex: number;
  inBreak: boolean;
  /** Tennis: points of the game in play and whether it is a tie-break. */
  game: [number, number];
  tiebreak: boolean;
  server: 0 | 1 | null;
  /** Points played so far in the match (for totals). */
  played: number;
}

const scriptCache = new Map<string, MatchScript>();

export function parseScript(json: string): MatchScript {
  let s = scriptCache.get(json);
  if (!s) {
    s = JSON.parse(json) as MatchScript;
    if (scriptCache.size > 2000) scriptCache.clear();
    scriptCache.set(json, s);
  }
  return s;
}

export function stateAt(script: MatchScript, x: number): MatchState {
  if (script.family === 'draw')
    return { family: 'draw', x, finished: x >= script.dur, drawn: drawnBy(script, x) };
  if (script.family === 'race')
    return { family: 'race', x, finished: x >= script.dur, order: runningOrder(script, x) };
  return script.family === 'clock' ? clockState(script, x) : setsState(script, x);
}

function clockState(s: ClockScript, x: number): ClockState {
  const score: [number, number] = [0, 0];
  const periods: [number, number][] = [];
  let current = -1;
  s.periods.forEach((p, i) => {
    if (x >= p.s) periods.push([0, 0]);
    if (x >= p.s && x < p.e) current = i;
  });
  for (const [t, side, pts, pi] of s.ev) {
    if (t > x) break;
    score[side] += pts;
    const ps = periods[pi];
    if (ps) ps[side] += pts;
  }
  const remaining = s.w.map((_, i) => {
    const p = s.periods[i];
    if (!p) return 0;
    return Math.min(1, Math.max(0, (p.e - x) / (p.e - p.s)));
  });
  return { family: 'clock', x, finished: x >= s.dur, score, periods, current, remaining };
}

function setsState(s: SetsScript, x: number): SetsState {
  const sets: [number, number] = [0, 0];
  const setScores: [number, number][] = [];
  let setIndex = s.sets.length;
  let inBreak = false;
  let game: [number, number] = [0, 0];
  let tiebreak = false;
  let server: 0 | 1 | null = null;
  let played = 0;
  let gamesBefore = 0;
  const tennis = s.sport === 'tennis';
  for (let i = 0; i < s.sets.length; i++) {
    const set = s.sets[i];
    if (!set) break;
    if (x < set.s) {
      setIndex = i;
      inBreak = true;
      break;
    }
    const points = set.p.replace(/\./g, '');
    const done = x >= set.e ? points.length : Math.floor(((x - set.s) * points.length) / (set.e - set.s));
    played += done;
    if (tennis) {
      const games = set.p.split('.');
      let used = 0;
      const sc: [number, number] = [0, 0];
      let gi = 0;
      for (; gi < games.length; gi++) {
        const g = games[gi] as string;
        if (used + g.length > done) break;
        used += g.length;
        sc[g.charAt(g.length - 1) === '0' ? 0 : 1]++;
      }
      setScores.push(sc);
      if (done < points.length) {
        const g = (games[gi] ?? '').slice(0, done - used);
        game = [count(g, '0'), count(g, '1')];
        tiebreak = sc[0] === 6 && sc[1] === 6;
        const gameServer = ((s.fs + gamesBefore + gi) % 2) as 0 | 1;
        server = tiebreak ? (((gameServer + Math.floor((g.length + 1) / 2)) % 2) as 0 | 1) : gameServer;
        setIndex = i;
        return {
          family: 'sets',
          x,
          finished: false,
          sets,
          setScores,
          setIndex,
          inBreak: false,
          game,
          tiebreak,
          server,
          played,
        };
      }
      gamesBefore += games.length;
    } else {
      const g = points.slice(0, done);
      const sc: [number, number] = [count(g, '0'), count(g, '1')];
      setScores.push(sc);
      if (done < points.length) {
        setIndex = i;
        server = serverOf(s, i, g);
        return {
          family: 'sets',
          x,
          finished: false,
          sets,
          setScores,
          setIndex,
          inBreak: false,
          game,
          tiebreak,
          server,
          played,
        };
      }
    }
    sets[set.w]++;
  }
  return {
    family: 'sets',
    x,
    finished: x >= s.dur,
    sets,
    setScores,
    setIndex,
    inBreak,
    game,
    tiebreak,
    server: null,
    played,
  };
}

function serverOf(s: SetsScript, setIndex: number, played: string): 0 | 1 | null {
  const first = ((s.fs + setIndex) % 2) as 0 | 1;
  if (s.sport === 'volleyball')
    return played.length === 0 ? first : (Number(played.charAt(played.length - 1)) as 0 | 1);
  if (s.sport === 'table-tennis') {
    const n = played.length;
    // Two serves each, one each from 10–10.
    const turns = n < 20 ? Math.floor(n / 2) : 10 + (n - 20);
    return ((first + turns) % 2) as 0 | 1;
  }
  return null;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charAt(i) === ch) n++;
  return n;
}

function mmss(seconds: number): string {
  const v = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

function tennisPoints(a: number, b: number): { home: string; away: string } {
  if (a >= 3 && b >= 3) {
    if (a === b) return { home: '40', away: '40' };
    return a > b ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: TENNIS_POINTS[a] ?? '40', away: TENNIS_POINTS[b] ?? '40' };
}

const BREAK_NAME: Partial<Record<string, string>> = {
  football: 'Halftime',
  handball: 'Halftime',
  rugby: 'Halftime',
  'ice-hockey': 'Intermission',
  cricket: 'Innings break',
};

const SET_WORD: Partial<Record<string, string>> = {
  tennis: 'set',
  volleyball: 'set',
  'table-tennis': 'game',
  darts: 'set',
};

function setWord(sport: string): string {
  return SET_WORD[sport] ?? 'map';
}

const OVERS = 20;
const BALLS_PER_OVER = 6;
const rate = (runs: number, balls: number) => Math.round((runs / (balls / BALLS_PER_OVER)) * 100) / 100;

/**
 * The cricket scoreboard `x` seconds after the start: each innings begun with its runs, wickets and
 * overs (the script credits an over's runs when it ends), the run rate, and in a chase the target
 * and the rate it still needs.
 */
function cricketScoreboard(script: ClockScript, x: number): TCricketScoreboard {
  const first: 0 | 1 = script.fmt === 'home-bats-first' ? 0 : 1;
  const opening = script.periods[0];
  const overLength = opening ? (opening.e - opening.s) / OVERS : 1;
  const innings: TCricketInnings[] = [];
  const board: TCricketScoreboard = {
    innings,
    batting: null,
    run_rate: null,
    target: null,
    required_run_rate: null,
    max_overs: OVERS,
  };
  script.periods.forEach((p, inn) => {
    if (x < p.s) return;
    const side = inn === 0 ? first : 1 - first;
    const over = x >= p.e;
    // A finished innings is whole overs (a chase ends with the over that wins it).
    const balls = Math.min(
      OVERS * BALLS_PER_OVER,
      over
        ? Math.round((p.e - p.s) / overLength) * BALLS_PER_OVER
        : Math.floor(((x - p.s) / overLength) * BALLS_PER_OVER),
    );
    const runs = script.ev.reduce((sum, e) => (e[3] === inn && e[0] <= x ? sum + e[2] : sum), 0);
    const wickets = (script.wk ?? []).filter((w) => w[2] === inn && w[0] <= x).length;
    innings.push({
      side: side === 0 ? 'home' : 'away',
      runs,
      wickets,
      overs: `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`,
    });
    board.run_rate = balls > 0 ? rate(runs, balls) : null;
    if (!over) board.batting = side === 0 ? 'home' : 'away';
    if (inn === 1) {
      board.target = (innings[0]?.runs ?? 0) + 1;
      const needed = board.target - runs;
      const left = OVERS * BALLS_PER_OVER - balls;
      board.required_run_rate = !over && needed > 0 && left > 0 ? rate(needed, left) : null;
    }
  });
  return board;
}

/** The statistics of an event with neither score nor clock (a race, a lottery draw). */
const NO_SCOREBOARD: TMatchStatistics = {
  clock: null,
  total_score: null,
  game_score: null,
  period_scores: [],
  current_period: null,
  current_server: null,
  max_period_number: null,
};

/** Contract statistics of a started match. */
export function statistics(script: MatchScript, st: MatchState): TMatchStatistics {
  if (script.family === 'clock' && st.family === 'clock') {
    const period_scores: TPeriodScore[] = st.periods.map(([h, a], i) => {
      const p = script.periods[i];
      return {
        period_key: p?.key ?? `period_${i + 1}`,
        name: p?.name ?? `Period ${i + 1}`,
        number: p?.no ?? i + 1,
        type: p?.type ?? 'regular_period',
        home_score: h,
        away_score: a,
      };
    });
    let clock: TMatchStatistics['clock'] = null;
    let current_period: string | null = null;
    const cur = script.periods[st.current];
    if (!st.finished) {
      if (cur) {
        current_period = cur.name;
        const el = st.x - cur.s;
        if (cur.clock === 'up') {
          const game = Math.min(el, cur.gl);
          clock = {
            match_time: mmss(cur.g0 + game),
            stoppage_time: el > cur.gl ? mmss(el - cur.gl) : null,
            remaining_time: null,
            stopped: false,
          };
        } else if (cur.clock === 'down') {
          const left = cur.gl - (el * cur.gl) / (cur.e - cur.s);
          clock = {
            match_time: null,
            stoppage_time: null,
            remaining_time: mmss(Math.ceil(left)),
            stopped: false,
          };
        }
      } else {
        const prev = [...script.periods].reverse().find((p) => p.e <= st.x);
        const half = script.periods.length >= 4 && prev?.no === 2 && script.sport !== 'baseball';
        current_period = half ? 'Halftime' : (BREAK_NAME[script.sport] ?? 'Break');
        if (prev && prev.clock === 'up')
          clock = {
            match_time: mmss(prev.g0 + prev.gl),
            stoppage_time: null,
            remaining_time: null,
            stopped: true,
          };
        if (prev && prev.clock === 'down')
          clock = { match_time: null, stoppage_time: null, remaining_time: '00:00', stopped: true };
      }
    }
    const regulation = script.periods.filter((p) => p.type === 'regular_period').length;
    return {
      ...(script.sport === 'cricket' ? { cricket: cricketScoreboard(script, st.x) } : {}),
      clock,
      total_score: { home: st.score[0], away: st.score[1] },
      game_score: null,
      period_scores,
      current_period,
      current_server: null,
      max_period_number: script.sport === 'baseball' ? 9 : regulation,
    };
  }
  if (script.family === 'sets' && st.family === 'sets') {
    const word = setWord(script.sport);
    const period_scores: TPeriodScore[] = st.setScores.map(([h, a], i) => ({
      period_key: `${ordinal(i + 1).toLowerCase()}_${word}`,
      name: `${ordinal(i + 1)} ${word}`,
      number: i + 1,
      type: 'regular_period',
      home_score: h,
      away_score: a,
    }));
    let game_score: TMatchStatistics['game_score'] = null;
    const live = !st.finished && !st.inBreak;
    if (live && script.sport === 'tennis') {
      game_score = st.tiebreak
        ? { home: String(st.game[0]), away: String(st.game[1]) }
        : tennisPoints(st.game[0], st.game[1]);
    } else if (live && (script.sport === 'volleyball' || script.sport === 'table-tennis')) {
      const sc = st.setScores[st.setIndex] ?? [0, 0];
      game_score = { home: String(sc[0]), away: String(sc[1]) };
    }
    return {
      clock: null,
      total_score: { home: st.sets[0], away: st.sets[1] },
      game_score,
      period_scores,
      current_period: st.finished ? null : st.inBreak ? 'Break' : `${ordinal(st.setIndex + 1)} ${word}`,
      current_server: live && st.server !== null ? (st.server === 0 ? 'home' : 'away') : null,
      max_period_number: script.bestOf,
    };
  }
  // A race and a draw have no score and no clock: a running order, or the balls drawn.
  if (script.family === 'race' && st.family === 'race') {
    const covered = Math.min(1, Math.max(0, st.x / script.dur));
    return { ...NO_SCOREBOARD, race: { order: st.order, covered, finished: st.finished } };
  }
  if (script.family === 'draw' && st.family === 'draw') {
    const { balls, pool } = script;
    return { ...NO_SCOREBOARD, draw: { drawn: st.drawn, balls, pool, finished: st.finished } };
  }
  throw new Error('script and state disagree');
}

export interface Progress {
  status: typeof MatchStatus.prematch | typeof MatchStatus.live | typeof MatchStatus.finished;
  statistics: TMatchStatistics | null;
  finished_at: number | null;
}

export function progressAt(match: { start_time: number; script?: string | null }, nowMs: number): Progress {
  if (!match.script || nowMs < match.start_time)
    return { status: MatchStatus.prematch, statistics: null, finished_at: null };
  const script = parseScript(match.script);
  const x = (nowMs - match.start_time) / 1000;
  const finishedAt = match.start_time + script.dur * 1000;
  const st = stateAt(script, Math.min(x, script.dur));
  const stats = statistics(script, st);
  if (nowMs >= finishedAt)
    return { status: MatchStatus.finished, statistics: stats, finished_at: finishedAt };
  return { status: MatchStatus.live, statistics: stats, finished_at: null };
}
