import {
  ErrorCode,
  type TMatch,
  type TMatchStreams,
  type TMatchVideo,
  type TVideoSource,
  VIDEO_UNAVAILABLE,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';
import type { Launcher } from '../launch/index';

const unavailable = () =>
  new AppError(404, ErrorCode.notFound, VIDEO_UNAVAILABLE, [
    { path: 'params.id', message: VIDEO_UNAVAILABLE },
  ]);

/**
 * SPEC §7 GET /matches/{id}/video and /streams: a match's live picture where the site has video
 * on (`video_enabled`) and the match has it (`has_video`), and the outside providers that show it.
 * The sources come from the configured provider (the demo's test cards in demo mode); without one
 * no match has a picture.
 */
export class MatchVideoService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly options: {
      enabled: boolean;
      /** The match's sources, in order of preference. */
      sources: (match: TMatch) => Promise<TVideoSource[]>;
      launcher: Launcher;
    },
  ) {}

  async video(matchId: number): Promise<TMatchVideo> {
    const match = await this.catalogue.match(matchId);
    if (!this.options.enabled || !match.has_video) throw unavailable();
    const [first, ...rest] = await this.options.sources(match);
    if (!first) throw unavailable();
    return { match_id: matchId, sources: [first, ...rest] };
  }

  async streams(matchId: number): Promise<TMatchStreams> {
    const match = await this.catalogue.match(matchId);
    if (!this.options.enabled) throw unavailable();
    return { match_id: matchId, streams: this.options.launcher.streams(match) };
  }
}
