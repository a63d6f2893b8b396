import { PREVIEW_RESULTS, type TMatchStatFigure, ZMatchPreview } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { matchFigures, matchPreview } from './index';
import { parseScript, stateAt } from './progress';
import { aReference, aWindow, DAY, NOW, SEED, sportKeyOf } from './test-fixtures';

const ref = aReference();
const events = aWindow(NOW - 3 * DAY, NOW);
const ofSport = (key: string, n: number) =>
  events.filter((e) => e.match.type === 'match' && sportKeyOf(ref, e.match) === key).slice(0, n);

const figure = (figures: TMatchStatFigure[], key: string) => {
  const found = figures.find((f) => f.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};
/** Moments through a match, the end included. */
const moments = (dur: number) => Array.from({ length: 41 }, (_, i) => (i * dur) / 40);

describe('match figures of the demo feed', () => {
  it('has none before the start, and the same figures for the same match and moment', () => {
    const [{ match }] = ofSport('football', 1) as [(typeof events)[number]];
    const script = parseScript(match.script as string);
    expect(matchFigures(Number(match.id), script, 0)).toEqual([]);
    expect(matchFigures(Number(match.id), script, 3000)).toEqual(
      matchFigures(Number(match.id), script, 3000),
    );
  });

  it('football: shots ≥ shots on target ≥ goals, counts never fall, possession sums to 100', () => {
    for (const { match } of ofSport('football', 12)) {
      const script = parseScript(match.script as string);
      let before: TMatchStatFigure[] = [];
      for (const x of moments(script.dur)) {
        const figures = matchFigures(Number(match.id), script, x);
        if (x === 0) continue;
        const st = stateAt(script, x);
        if (st.family !== 'clock') throw new Error('football is a clock sport');
        const shots = figure(figures, 'shots');
        const onTarget = figure(figures, 'shots_on_target');
        const possession = figure(figures, 'possession');
        expect(possession.home + possession.away).toBe(100);
        for (const side of [0, 1] as const) {
          const key = side === 0 ? 'home' : 'away';
          expect(onTarget[key]).toBeGreaterThanOrEqual(st.score[side]);
          expect(shots[key]).toBeGreaterThanOrEqual(onTarget[key]);
        }
        for (const f of figures.filter((one) => one.unit === 'count')) {
          const old = before.find((one) => one.key === f.key);
          if (old) expect([f.home >= old.home, f.away >= old.away]).toEqual([true, true]);
        }
        before = figures;
      }
    }
  });

  it('basketball: assists never exceed the field goals scored', () => {
    for (const { match } of ofSport('basketball', 20)) {
      const script = parseScript(match.script as string);
      if (script.family !== 'clock') throw new Error('basketball is a clock sport');
      for (const x of moments(script.dur)) {
        if (x === 0) continue;
        const assists = figure(matchFigures(Number(match.id), script, x), 'assists');
        const goals = [0, 0];
        for (const [t, side, pts] of script.ev) if (t <= x && pts >= 2) goals[side] = (goals[side] ?? 0) + 1;
        expect(assists.home).toBeLessThanOrEqual(goals[0] as number);
        expect(assists.away).toBeLessThanOrEqual(goals[1] as number);
      }
    }
  });

  it('tennis: breaks won are break points converted, and a finished match has some break points', () => {
    let points = 0;
    for (const { match } of ofSport('tennis', 20)) {
      const script = parseScript(match.script as string);
      for (const x of moments(script.dur)) {
        if (x === 0) continue;
        const figures = matchFigures(Number(match.id), script, x);
        const chances = figure(figures, 'break_points');
        const won = figure(figures, 'break_points_won');
        expect(won.home).toBeLessThanOrEqual(chances.home);
        expect(won.away).toBeLessThanOrEqual(chances.away);
      }
      const end = figure(matchFigures(Number(match.id), script, script.dur), 'break_points');
      points += end.home + end.away;
    }
    expect(points).toBeGreaterThan(0);
  });
});

describe('match preview of the demo feed', () => {
  it('lists each side’s last results before the match, newest first, and their meetings', () => {
    const football = events.filter((e) => sportKeyOf(ref, e.match) === 'football').slice(-10);
    let withForm = 0;
    for (const { match } of football) {
      const ask = {
        matchId: Number(match.id),
        tournamentId: match.tournament_id,
        homeId: match.home_id as number,
        awayId: match.away_id as number,
        before: match.start_time,
      };
      const preview = matchPreview(SEED, ask);
      expect(ZMatchPreview.parse(preview)).toEqual(preview);
      expect(matchPreview(SEED, ask)).toEqual(preview);
      for (const [side, id] of [
        ['home', ask.homeId],
        ['away', ask.awayId],
      ] as const) {
        const form = preview.form[side];
        expect(form.length).toBeLessThanOrEqual(PREVIEW_RESULTS);
        const times = form.map((f) => Date.parse(f.start_time));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        for (const f of form) {
          expect([f.home.id, f.away.id]).toContain(id);
          expect(Date.parse(f.start_time)).toBeLessThan(match.start_time);
          const mine = f.home.id === id ? f.score.home : f.score.away;
          const theirs = f.home.id === id ? f.score.away : f.score.home;
          expect(f.result).toBe(mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw');
        }
        if (form.length === PREVIEW_RESULTS) withForm++;
      }
      const h2h = preview.head_to_head;
      for (const m of h2h.meetings)
        expect([m.home.id, m.away.id].sort()).toEqual([ask.homeId, ask.awayId].sort());
      expect(h2h.home_wins + h2h.draws + h2h.away_wins).toBe(h2h.meetings.length);
    }
    expect(withForm).toBeGreaterThan(0);
  });
});
