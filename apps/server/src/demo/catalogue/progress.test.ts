import { ZMatchStatistics } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { progressAt } from './index';
import { aReference, aWindow, DAY, NOW, scriptOf, sportKeyOf } from './test-fixtures';

const ref = aReference();
// Back to the weekend so that every sport has played.
const events = aWindow(NOW - 4 * DAY, NOW);
/** One of each sport, and a few more of the ones with the most structure. */
const sample = (() => {
  const seen = new Map<string, number>();
  return events.filter((e) => {
    const key = sportKeyOf(ref, e.match);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n < 6;
  });
})();

function fractions(n: number): number[] {
  return Array.from({ length: n + 1 }, (_, i) => i / n);
}

describe('progress of a match', () => {
  it('covers every sport in the sample', () => {
    expect(new Set(sample.map((e) => sportKeyOf(ref, e.match))).size).toBe(ref.sports.length);
  });

  it('is prematch without statistics before the start', () => {
    for (const { match } of sample) {
      expect(progressAt(match, match.start_time - 1)).toEqual({
        status: 0,
        statistics: null,
        finished_at: null,
      });
    }
  });

  it('is live from the start until the script ends, then finished', () => {
    for (const { match } of sample) {
      const dur = scriptOf(match).dur * 1000;
      expect(progressAt(match, match.start_time).status).toBe(1);
      expect(progressAt(match, match.start_time + dur - 1000).status).toBe(1);
      const end = progressAt(match, match.start_time + dur);
      expect(end.status).toBe(4);
      expect(end.finished_at).toBe(match.start_time + dur);
    }
  });

  it('produces statistics the contract accepts', () => {
    for (const { match } of sample) {
      const dur = scriptOf(match).dur * 1000;
      for (const f of fractions(12)) {
        const st = progressAt(match, match.start_time + f * dur).statistics;
        expect(() => ZMatchStatistics.parse(st)).not.toThrow();
      }
    }
  });

  it('period scores add up to the total score', () => {
    for (const { match } of sample) {
      const key = sportKeyOf(ref, match);
      const dur = scriptOf(match).dur * 1000;
      for (const f of fractions(20)) {
        const st = progressAt(match, match.start_time + f * dur).statistics;
        if (!st?.total_score) continue;
        const home = st.period_scores.reduce((a, p) => a + p.home_score, 0);
        const away = st.period_scores.reduce((a, p) => a + p.away_score, 0);
        if (scriptOf(match).family === 'clock') {
          expect({ home, away }, key).toEqual(st.total_score);
        } else {
          // Set sports: the total counts sets won, i.e. the completed periods each side won.
          const inPlay = st.current_period !== null && st.current_period !== 'Break';
          const done = inPlay ? st.period_scores.slice(0, -1) : st.period_scores;
          expect(done.filter((p) => p.home_score > p.away_score).length, key).toBe(st.total_score.home);
          expect(done.filter((p) => p.away_score > p.home_score).length, key).toBe(st.total_score.away);
        }
      }
    }
  });

  it('live scores never decrease over time', () => {
    for (const { match } of sample) {
      const dur = scriptOf(match).dur * 1000;
      let prev = { home: 0, away: 0 };
      for (const f of fractions(60)) {
        const total = progressAt(match, match.start_time + f * dur).statistics?.total_score ?? {
          home: 0,
          away: 0,
        };
        expect(total.home).toBeGreaterThanOrEqual(prev.home);
        expect(total.away).toBeGreaterThanOrEqual(prev.away);
        prev = total;
      }
    }
  });

  it('a finished match has final and period scores and no running clock', () => {
    for (const { match } of sample) {
      const p = progressAt(match, match.start_time + scriptOf(match).dur * 1000 + 60_000);
      expect(p.status).toBe(4);
      if (scriptOf(match).family === 'race') {
        // A race has a finishing order instead of a score, a lottery draw its balls.
        expect(p.statistics?.race?.finished).toBe(true);
        continue;
      }
      if (scriptOf(match).family === 'draw') {
        expect(p.statistics?.draw?.finished).toBe(true);
        continue;
      }
      expect(p.statistics?.total_score).not.toBeNull();
      expect(p.statistics?.period_scores.length).toBeGreaterThan(0);
      expect(p.statistics?.current_period).toBeNull();
      expect(p.statistics?.clock).toBeNull();
    }
  });

  it('has realistic final scores by sport', () => {
    for (const { match } of events) {
      const key = sportKeyOf(ref, match);
      const st = progressAt(match, match.start_time + scriptOf(match).dur * 1000).statistics;
      const { home = 0, away = 0 } = st?.total_score ?? {};
      const ps = st?.period_scores ?? [];
      if (key === 'football') {
        expect(home + away).toBeLessThanOrEqual(12);
        expect(ps.length).toBe(2);
      }
      if (key === 'basketball') expect((home + away) / 2).toBeGreaterThan(50);
      if (key === 'ice-hockey') expect(ps.filter((p) => p.type === 'regular_period').length).toBe(3);
      if (key === 'tennis') expect(Math.max(home, away)).toBe(2);
      if (key === 'volleyball') {
        expect(Math.max(home, away)).toBe(3);
        expect(Math.max(...ps.map((p) => Math.max(p.home_score, p.away_score)))).toBeGreaterThanOrEqual(15);
      }
      if (key === 'counter-strike' || key === 'dota-2') expect(Math.max(home, away)).toBe(2);
      if (key === 'cricket') expect(home + away).toBeGreaterThan(100);
    }
  });

  it('cricket keeps a scoreboard of runs, wickets and overs per innings, with the chase', () => {
    const cricket = sample.filter((e) => ['cricket', 'premium-cricket'].includes(sportKeyOf(ref, e.match)));
    expect(cricket.length).toBeGreaterThanOrEqual(6);
    let chases = 0;
    for (const { match } of cricket) {
      const dur = scriptOf(match).dur * 1000;
      let balls = 0;
      let wickets = 0;
      for (const f of fractions(60)) {
        const st = progressAt(match, match.start_time + f * dur).statistics;
        const board = st?.cricket;
        if (!st || !board) continue;
        const [first, second] = board.innings;
        // The innings add up to the score, sides alternate, and nothing goes backwards.
        const bySide = { home: 0, away: 0 };
        for (const inn of board.innings) bySide[inn.side] += inn.runs;
        expect(bySide).toEqual(st.total_score);
        if (second) expect(second.side).not.toBe(first?.side);
        const current = board.innings.at(-1);
        if (!current) continue;
        const [overs = 0, ball = 0] = current.overs.split('.').map(Number);
        const bowled = (board.innings.length - 1) * 120 + overs * 6 + ball;
        const fallen = board.innings.reduce((sum, inn) => sum + inn.wickets, 0);
        expect(bowled).toBeGreaterThanOrEqual(balls);
        expect(fallen).toBeGreaterThanOrEqual(wickets);
        expect(current.wickets).toBeLessThan(10);
        expect(overs * 6 + ball).toBeLessThanOrEqual(120);
        [balls, wickets] = [bowled, fallen];
        if (overs * 6 + ball > 0)
          expect(board.run_rate).toBeCloseTo(current.runs / ((overs * 6 + ball) / 6), 1);
        if (second && first) {
          expect(board.target).toBe(first.runs + 1);
          if (board.batting && board.required_run_rate !== null) {
            chases++;
            const left = 120 - (overs * 6 + ball);
            expect(board.required_run_rate).toBeCloseTo((first.runs + 1 - second.runs) / (left / 6), 1);
          }
        } else {
          expect(board.target).toBeNull();
        }
      }
      // At the end: no one bats, and the first innings went its twenty overs.
      const end = progressAt(match, match.start_time + dur).statistics?.cricket;
      expect(end?.batting).toBeNull();
      expect(end?.innings[0]?.overs).toBe('20.0');
      expect(end?.innings).toHaveLength(2);
      expect(wickets).toBeGreaterThan(0);
    }
    expect(chases).toBeGreaterThan(0);
  });

  it('football shows an elapsed match clock counting up', () => {
    const football = sample.find((e) => sportKeyOf(ref, e.match) === 'football');
    expect(football).toBeDefined();
    if (!football) return;
    const { match } = football;
    const at10 = progressAt(match, match.start_time + 10 * 60_000 + 5_000).statistics;
    expect(at10?.clock?.match_time).toBe('10:05');
    expect(at10?.current_period).toBe('1st half');
    const at20 = progressAt(match, match.start_time + 20 * 60_000).statistics;
    expect(at20?.clock?.match_time).toBe('20:00');
  });

  it('basketball and ice hockey count the remaining time of the period down', () => {
    for (const sport of ['basketball', 'ice-hockey']) {
      const e = sample.find((x) => sportKeyOf(ref, x.match) === sport);
      expect(e).toBeDefined();
      if (!e) continue;
      const a = progressAt(e.match, e.match.start_time + 60_000).statistics?.clock?.remaining_time ?? '';
      const b = progressAt(e.match, e.match.start_time + 10 * 60_000).statistics?.clock?.remaining_time ?? '';
      expect(a).toMatch(/^\d\d:\d\d$/);
      expect(b < a).toBe(true);
    }
  });

  it('tennis shows the point score and the server while live', () => {
    const tennis = sample.filter((e) => sportKeyOf(ref, e.match) === 'tennis');
    const seen = new Set<string>();
    for (const { match } of tennis) {
      const dur = scriptOf(match).dur * 1000;
      for (const f of fractions(200)) {
        const st = progressAt(match, match.start_time + f * dur).statistics;
        if (!st?.game_score) continue;
        seen.add(st.game_score.home);
        expect(st.current_server).not.toBeNull();
      }
    }
    for (const p of ['0', '15', '30', '40']) expect(seen.has(p)).toBe(true);
  });
});
