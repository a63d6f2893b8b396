import type { TMatchPreview } from '@sportsbook/contract';
import type { MatchRow } from '../db/schema';
import type { MatchInfoSource } from '../modules/match-info/service';
import { matchFigures, matchPreview, progressAt } from './catalogue/index';
import { parseScript } from './catalogue/progress';

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
