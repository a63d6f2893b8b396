import {
  MatchStatus,
  type TEventStats,
  type TMatchPreview,
  type TMatchStatFigure,
  type TMatchStatistics,
  type TRaceCard,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';

/** What a feed knows of a match beyond its scoreboard (the demo's scripts, a data provider…). */
export interface MatchInfoSource {
  /**
   * The match's state at `now` with its detailed figures, read at one moment so that they agree; null
   * when the source has nothing for the match.
   */
  figures(
    matchId: number,
    now: number,
  ): Promise<{ status: number; statistics: TMatchStatistics | null; figures: TMatchStatFigure[] } | null>;
  /** Form and head-to-head before the match; null when the source has no past results for it. */
  preview(matchId: number): Promise<TMatchPreview | null>;
  /** A race's card; null when the source has none for it (not a race, or not known). */
  racecard(matchId: number): Promise<TRaceCard | null>;
}

const noPreview = (matchId: number): TMatchPreview => ({
  match_id: matchId,
  form: { home: [], away: [] },
  head_to_head: { meetings: [], home_wins: 0, draws: 0, away_wins: 0 },
});

/**
 * SPEC §7 'GET /matches/{id}/{widget statistics type}': the event-stats and match-preview widgets'
 * data. The match must exist in the catalogue (404 otherwise); without a source, or for a match it
 * does not know, the stats are the scoreboard's period scores and the preview is empty.
 */
export class MatchInfoService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly source: MatchInfoSource | null,
    private readonly clock: () => number = Date.now,
  ) {}

  async eventStats(matchId: number): Promise<TEventStats> {
    const match = await this.catalogue.match(matchId);
    const known =
      match.type === 'match' && this.source ? await this.source.figures(matchId, this.clock()) : null;
    const status = known && match.status !== MatchStatus.prematch ? known.status : match.status;
    const statistics = known ? known.statistics : match.statistics;
    const started = status !== MatchStatus.prematch && statistics !== null;
    return {
      match_id: matchId,
      status: status as TEventStats['status'],
      total_score: started ? statistics.total_score : null,
      period_scores: started ? statistics.period_scores : [],
      figures: started && known ? known.figures : [],
    };
  }

  /** A race's card (horse racing): 404 for a match that is not a race, or one the source does not know. */
  async racecard(matchId: number): Promise<TRaceCard> {
    const match = await this.catalogue.match(matchId);
    const card =
      match.sport.type === 'horse_racing' && this.source ? await this.source.racecard(matchId) : null;
    if (!card) throw AppError.notFound('racecard');
    return card;
  }

  async preview(matchId: number): Promise<TMatchPreview> {
    const match = await this.catalogue.match(matchId);
    if (match.type !== 'match' || !this.source) return noPreview(matchId);
    return (await this.source.preview(matchId)) ?? noPreview(matchId);
  }
}
