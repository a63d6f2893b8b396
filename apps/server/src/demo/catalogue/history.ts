import type { TFormEntry, TMatchPreview, TPastMatch } from '@sportsbook/contract';
import { PREVIEW_RESULTS } from '@sportsbook/contract';
import { stateAt } from './progress';
import { catalogueFor } from './reference';
import { EPOCH_MS, matchId, pairing, type Slot, scriptOf, slotsOfTournamentWeek, WEEK_MS } from './schedule';

/** How far back a preview looks for results: a weekly league plays most weeks, a meeting is rarer. */
const FORM_WEEKS = 26;
const HEAD_TO_HEAD_WEEKS = 104;

export interface PreviewAsk {
  matchId: number;
  tournamentId: number;
  homeId: number;
  awayId: number;
  /** Results count only when the match finished before this (the match's start, or now). */
  before: number;
}

/**
 * The match-preview widget of a demo match: each side's last results in the match's tournament and
 * the sides' meetings there, from the demo's own past fixtures. Past weeks are generated again from
 * the seed (a match depends only on the seed and its slot), so a preview is the same whenever it is
 * asked, and a result is what the match's script played.
 */
export function matchPreview(seed: number, ask: PreviewAsk): TMatchPreview {
  const cat = catalogueFor(seed);
  const t = cat.tournaments.find((one) => one.row.id === ask.tournamentId);
  const empty: TMatchPreview = {
    match_id: ask.matchId,
    form: { home: [], away: [] },
    head_to_head: { meetings: [], home_wins: 0, draws: 0, away_wins: 0 },
  };
  // A race has a field, not two sides (its runners' form is on its card); a draw has neither.
  if (!t || t.sport.type === 'horse_racing' || t.sport.type === 'lottery') return empty;
  const name = (id: number) => cat.competitors.get(id)?.name ?? String(id);
  const played = (s: Slot, pair: [number, number]): TPastMatch | null => {
    const script = scriptOf(cat, s, pair, [name(pair[0]), name(pair[1])]);
    if (s.start + script.dur * 1000 > ask.before) return null;
    const end = stateAt(script, script.dur);
    const score: [number, number] =
      end.family === 'clock' ? end.score : end.family === 'sets' ? end.sets : [0, 0];
    return {
      match_id: matchId(cat, s),
      start_time: new Date(s.start).toISOString(),
      home: { id: pair[0], name: name(pair[0]) },
      away: { id: pair[1], name: name(pair[1]) },
      score: { home: score[0], away: score[1] },
    };
  };

  const form: Record<'home' | 'away', TFormEntry[]> = { home: [], away: [] };
  const meetings: TPastMatch[] = [];
  const sides = [
    ['home', ask.homeId],
    ['away', ask.awayId],
  ] as const;
  const lastWeek = Math.floor((ask.before - EPOCH_MS) / WEEK_MS);
  for (let week = lastWeek; week > lastWeek - HEAD_TO_HEAD_WEEKS; week--) {
    const formOpen =
      week > lastWeek - FORM_WEEKS && sides.some(([side]) => form[side].length < PREVIEW_RESULTS);
    if (!formOpen && meetings.length >= PREVIEW_RESULTS) break;
    const found: { slot: Slot; pair: [number, number] }[] = [];
    slotsOfTournamentWeek(cat, t, week, (slot) => {
      if (slot.start >= ask.before) return;
      const pair = pairing(cat, slot);
      const involved = pair.includes(ask.homeId) || pair.includes(ask.awayId);
      const meeting = pair.includes(ask.homeId) && pair.includes(ask.awayId);
      if ((formOpen && involved) || meeting) found.push({ slot, pair });
    });
    // Newest first within the week, as the lists are.
    found.sort((a, b) => b.slot.start - a.slot.start);
    for (const { slot, pair } of found) {
      const past = played(slot, pair);
      if (!past) continue;
      if (pair.includes(ask.homeId) && pair.includes(ask.awayId) && meetings.length < PREVIEW_RESULTS)
        meetings.push(past);
      if (!formOpen) continue;
      for (const [side, id] of sides) {
        if (!pair.includes(id) || form[side].length >= PREVIEW_RESULTS) continue;
        form[side].push({ ...past, result: resultFor(past, id) });
      }
    }
  }
  const tally = { home_wins: 0, draws: 0, away_wins: 0 };
  for (const m of meetings) {
    const r = resultFor(m, ask.homeId);
    if (r === 'win') tally.home_wins++;
    else if (r === 'loss') tally.away_wins++;
    else tally.draws++;
  }
  return { match_id: ask.matchId, form, head_to_head: { meetings, ...tally } };
}

function resultFor(m: TPastMatch, id: number): TFormEntry['result'] {
  const mine = m.home.id === id ? m.score.home : m.score.away;
  const theirs = m.home.id === id ? m.score.away : m.score.home;
  return mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw';
}
