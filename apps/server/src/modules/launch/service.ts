import {
  ErrorCode,
  PROVIDER_APP_UNKNOWN,
  PROVIDER_UNKNOWN,
  type TMatch,
  type TMatchStream,
} from '@sportsbook/contract';
import { AppError } from '../../errors';

/** What a provider is told of a launch: the application to open and for whom. */
export interface LaunchRequest {
  app: string;
  playerId: string;
}

/**
 * An outside provider the sportsbook opens for a signed-in player (SPEC §7 'POST /{provider}/launch'):
 * a stream of a match, a game of the virtual arena. It answers where the player goes, or throws
 * `unknownApp` for an application it does not have.
 */
export interface LaunchProvider {
  readonly key: string;
  readonly name: string;
  launch(request: LaunchRequest): Promise<string>;
  /** The match's streams this provider shows, if it streams matches. */
  streams?(match: TMatch): TMatchStream[];
}

export const unknownApp = () =>
  new AppError(404, ErrorCode.notFound, PROVIDER_APP_UNKNOWN, [
    { path: 'body.app', message: PROVIDER_APP_UNKNOWN },
  ]);

/** The configured providers by key. */
export class Launcher {
  private readonly byKey: Map<string, LaunchProvider>;

  constructor(readonly providers: readonly LaunchProvider[]) {
    this.byKey = new Map(providers.map((provider) => [provider.key, provider]));
  }

  async launch(key: string, request: LaunchRequest): Promise<{ url: string }> {
    const provider = this.byKey.get(key);
    if (!provider)
      throw new AppError(404, ErrorCode.notFound, PROVIDER_UNKNOWN, [
        { path: 'params.provider', message: PROVIDER_UNKNOWN },
      ]);
    return { url: await provider.launch(request) };
  }

  streams(match: TMatch): TMatchStream[] {
    return this.providers.flatMap((provider) => provider.streams?.(match) ?? []);
  }
}
