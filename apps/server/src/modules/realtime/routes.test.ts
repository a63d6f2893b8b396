import { ZWebsocketAuthorizeReply, ZWebsocketTokenReply } from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../errors';
import { createRealtime, realtimeModule } from './index';
import { DEMO_TOKEN_SECRET } from './settings';
import { verifyConnectionToken, verifySubscriptionToken } from './tokens';

/** The module on a bare API server whose viewer is named by a test header. */
async function anApi(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(realtimeModule, {
    realtime: createRealtime(),
    viewer: (request) => ({ userId: (request.headers['x-test-player'] as string | undefined) ?? null }),
  });
  await app.ready();
  return app;
}

describe('real-time token routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await anApi();
  });
  afterAll(() => app?.close());

  const post = (url: string, payload?: object, player?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/sportsbook${url}`,
      payload,
      headers: player ? { 'x-test-player': player } : {},
    });

  it('gives an anonymous visitor a connection token with an empty sub', async () => {
    const reply = await post('/websocket/token');
    expect(reply.statusCode).toBe(200);
    const { token } = ZWebsocketTokenReply.parse(reply.json());
    const claims = await verifyConnectionToken(DEMO_TOKEN_SECRET, token);
    expect(claims.sub).toBe('');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("gives a player a connection token with the player's id", async () => {
    const { token } = ZWebsocketTokenReply.parse((await post('/websocket/token', undefined, '42')).json());
    expect((await verifyConnectionToken(DEMO_TOKEN_SECRET, token)).sub).toBe('42');
  });

  it('gives a player subscription tokens for their own private channels only', async () => {
    const own = await post('/websocket/authorize', { channels: ['$player:en:42', '$player:pt:42'] }, '42');
    expect(own.statusCode).toBe(200);
    const { channels } = ZWebsocketAuthorizeReply.parse(own.json());
    expect(channels.map((c) => c.channel)).toEqual(['$player:en:42', '$player:pt:42']);
    const claims = await verifySubscriptionToken(DEMO_TOKEN_SECRET, channels[0]?.token ?? '');
    expect(claims).toMatchObject({ sub: '42', channel: '$player:en:42' });

    const other = await post('/websocket/authorize', { channels: ['$player:en:43'] }, '42');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 403, message: 'error.realtime.channel_forbidden' });
  });

  it('refuses subscription tokens to an anonymous visitor with 401', async () => {
    const reply = await post('/websocket/authorize', { channels: ['$player:en:42'] });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: 401, message: 'error.realtime.unauthorized' });
  });

  it('refuses a malformed authorize body with 400', async () => {
    expect((await post('/websocket/authorize', { channels: [] }, '42')).statusCode).toBe(400);
  });
});
