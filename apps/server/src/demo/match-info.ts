import type { TMatchPreview, TRaceCard } from '@sportsbook/contract';
import type { MatchRow } from '../db/schema';
import type { MatchInfoSource } from '../modules/match-info/service';
import { matchFigures, matchPreview, progressAt } from './catalogue/index';
import { eachWayTerms } from './catalogue/markets/race';
import { parseScript } from './catalogue/progress';
import type { RaceScript } from './catalogue/script';

/** Previews kept: the matches being looked at now (a preview never changes). */
const PREVIEWS_KEPT = 256;

/**
 * The demo feed's match information: figures from the match's script at the moment asked (with the
 * score of that same moment), previews from the past fixtures the seed generates.
 */
export class DemoMatchInfo implements MatchInfoSource {
  private readonly previews = new Map<number, TMatchPreview>();

  constructor(
    private readonly repo: { match(id: number): Promise<MatchRow | undefined> },
    /** The seed of the catalogue the database holds (the feed stores it). */
    private readonly seed: () => Promise<string | undefined>,
  ) {}

  async figures(matchId: number, now: number) {
    const row = await this.repo.match(matchId);
    if (!row?.script) return null;
    const progress = progressAt({ start_time: row.start_time, script: row.script }, now);
    const script = parseScript(row.script);
    const x = Math.min(script.dur, (now - row.start_time) / 1000);
    return {
      status: progress.status,
      statistics: progress.statistics,
      figures: matchFigures(matchId, script, x),
    };
  }

  async racecard(matchId: number): Promise<TRaceCard | null> {
    const row = await this.repo.match(matchId);
    if (!row?.script) return null;
    const script = parseScript(row.script);
    return script.family === 'race' ? raceCardOf(matchId, script) : null;
  }

  async preview(matchId: number): Promise<TMatchPreview | null> {
    const kept = this.previews.get(matchId);
    if (kept) return kept;
    const [row, seed] = await Promise.all([this.repo.match(matchId), this.seed()]);
    if (!row?.script || row.home_id === null || row.away_id === null || seed === undefined) return null;
    const preview = matchPreview(Number(seed), {
      matchId,
      tournamentId: row.tournament_id,
      homeId: row.home_id,
      awayId: row.away_id,
      before: row.start_time,
    });
    if (this.previews.size >= PREVIEWS_KEPT) this.previews.clear();
    this.previews.set(matchId, preview);
    return preview;
  }
}

/** A race's card from its script: the runners in number order, and the each-way terms. */
export function raceCardOf(matchId: number, script: RaceScript): TRaceCard {
  return {
    match_id: matchId,
    distance_furlongs: script.dist,
    going: script.going,
    race_class: script.cls,
    each_way: eachWayTerms(script.runners.length),
    runners: script.runners.map((r) => ({
      number: r.n,
      competitor_id: r.c,
      name: r.name,
      draw: r.draw,
      age: r.age,
      weight_lbs: r.wt,
      jockey: r.jockey,
      trainer: r.trainer,
      form: r.form,
      silks: r.silks,
    })),
  };
}
