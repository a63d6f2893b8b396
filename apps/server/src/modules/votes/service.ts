import {
  EngagementErrorKey,
  ErrorCode,
  FINISHED_STATUSES,
  matchChannel,
  type TPrediction,
  type TPredictionChangedData,
  type TVoteChoice,
  VOTE_CHOICES,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';
import type { Publisher } from '../realtime/publisher';
import type { VotesRepo } from './repo';
import { percents } from './split';

const refusal = (status: number, code: number, key: string, path: string) =>
  new AppError(status, code, key, [{ path, message: key }]);

/**
 * Predictions (SPEC §3 'Vote'): a match's 'Who will win?' poll, its id the match's. A player votes
 * once (the primary key refuses a second vote, so two requests at once cannot both count);
 * everyone sees the split, and a vote publishes the new split on the match's channels.
 */
export class VotesService {
  constructor(
    private readonly repo: VotesRepo,
    private readonly catalogue: CatalogueService,
    private readonly publisher: Publisher,
    private readonly langs: readonly string[],
    private readonly clock: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async prediction(predictionId: number, playerId: string | null): Promise<TPrediction> {
    await this.pollOf(predictionId);
    return this.read(predictionId, playerId);
  }

  async vote(playerId: string, predictionId: number, data: TVoteChoice): Promise<TPrediction> {
    const match = await this.pollOf(predictionId);
    if (FINISHED_STATUSES.includes(match.status))
      throw refusal(400, ErrorCode.invalidRequest, EngagementErrorKey.predictionClosed, 'body.prediction_id');
    const stored = await this.repo.insert(playerId, predictionId, data, this.clock());
    if (!stored)
      throw refusal(409, ErrorCode.conflict, EngagementErrorKey.alreadyVoted, 'body.prediction_id');
    const prediction = await this.read(predictionId, playerId);
    const { my_vote: _mine, ...split } = prediction;
    await this.publish(split);
    return prediction;
  }

  /** The match a prediction asks about: a match with two sides (outrights have no poll). */
  private async pollOf(predictionId: number) {
    const match = await this.catalogue.match(predictionId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (match?.type !== 'match')
      throw refusal(404, ErrorCode.notFound, EngagementErrorKey.predictionNotFound, 'prediction_id');
    return match;
  }

  private async read(predictionId: number, playerId: string | null): Promise<TPrediction> {
    const [counts, mine] = await Promise.all([
      this.repo.counts(predictionId),
      playerId ? this.repo.mine(playerId, predictionId) : undefined,
    ]);
    const votes = { home: counts.home ?? 0, draw: counts.draw ?? 0, away: counts.away ?? 0 };
    return {
      prediction_id: predictionId,
      total: VOTE_CHOICES.reduce((sum, choice) => sum + votes[choice], 0),
      votes,
      percents: percents(votes),
      my_vote: mine ? { data: mine.data, created_at: new Date(Number(mine.created_at)).toISOString() } : null,
    };
  }

  private async publish(split: TPredictionChangedData): Promise<void> {
    try {
      await this.publisher.broadcast(
        [...new Set(this.langs)].map((lang) => matchChannel(lang, split.prediction_id)),
        { type: 'prediction_changed', data: split },
      );
    } catch (error) {
      this.onError(error);
    }
  }
}
