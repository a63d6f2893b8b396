import { ErrorCode, PlatformErrorKey } from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { clearSessionCookie, sessionCredential } from './http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player once `requirePlayer` or `identifyPlayer` ran; null for a visitor. */
    player: PlayerRow | null;
    /** The player `requirePlayer` admitted; a 401 when the route has no such pre-handler. */
    signedInPlayer(): PlayerRow;
  }
  interface FastifyInstance {
    /** Pre-handler: a signed-in player or 401 (the cookie of a dead session is cleared). */
    requirePlayer: preHandlerAsyncHookHandler;
    /** Pre-handler: the signed-in player or a visitor (null); a dead session's credential is a 401. */
    identifyPlayer: preHandlerAsyncHookHandler;
    /**
     * Looks the session up now, as `requirePlayer` does, for a handler that overlaps the lookup
     * with its own reads instead of waiting for it in a pre-handler.
     */
    lookUpPlayer(request: FastifyRequest, reply: FastifyReply): Promise<PlayerRow>;
  }
}

export interface AuthPluginOptions {
  /** The player of a session token, or null when the session is unknown, expired or revoked. */
  authenticate: (token: string) => Promise<PlayerRow | null>;
}

const unauthorized = () =>
  new AppError(401, ErrorCode.unauthorized, PlatformErrorKey.unauthorized, [
    { path: 'session', message: PlatformErrorKey.unauthorized },
  ]);

/**
 * The one place a request's player comes from. No credential: a visitor. A credential that is no
 * longer valid: 401 and the cookie is cleared, as SPEC §8 signs the web out on a 401.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { authenticate }) => {
    const identify = async (request: FastifyRequest, reply: FastifyReply): Promise<PlayerRow | null> => {
      const credential = sessionCredential(request);
      if (!credential) return null;
      const player = await authenticate(credential.token);
      if (player) return player;
      if (credential.via === 'cookie') clearSessionCookie(request, reply);
      throw unauthorized();
    };
    const lookUpPlayer = async (request: FastifyRequest, reply: FastifyReply): Promise<PlayerRow> => {
      const player = await identify(request, reply);
      if (!player) throw unauthorized();
      request.player = player;
      return player;
    };

    app.decorateRequest('player', null);
    app.decorateRequest('signedInPlayer', function (this: FastifyRequest) {
      if (!this.player) throw unauthorized();
      return this.player;
    });
    app.decorate('lookUpPlayer', lookUpPlayer);
    app.decorate('requirePlayer', async (request: FastifyRequest, reply: FastifyReply) => {
      await lookUpPlayer(request, reply);
    });
    app.decorate('identifyPlayer', async (request: FastifyRequest, reply: FastifyReply) => {
      request.player = await identify(request, reply);
    });
  },
  { name: 'player-auth', fastify: '5.x' },
);
