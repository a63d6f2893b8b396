import { ErrorCode, type TMatchVideo, type TVideoSource, VIDEO_UNAVAILABLE } from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';

/**
 * SPEC §7 GET /matches/{id}/video: a match's live picture where the site has video on
 * (`video_enabled`) and the match has it (`has_video`). The sources come from the configured
 * provider (the demo clip in demo mode); without one no match has a picture.
 */
export class MatchVideoService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly options: { enabled: boolean; sources: TVideoSource[] },
  ) {}

  async video(matchId: number): Promise<TMatchVideo> {
    const match = await this.catalogue.match(matchId);
    const [first, ...rest] = this.options.sources;
    if (!this.options.enabled || !match.has_video || !first)
      throw new AppError(404, ErrorCode.notFound, VIDEO_UNAVAILABLE, [
        { path: 'params.id', message: VIDEO_UNAVAILABLE },
      ]);
    return { match_id: matchId, sources: [first, ...rest] };
  }
}
