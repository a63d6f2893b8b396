import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerRow } from '../../db/schema';
import { installErrorHandling } from '../../errors';
import { authPlugin } from './auth-plugin';

const TOKEN = 'a'.repeat(32);
const alice = { id: 'p-alice' } as PlayerRow;

async function anApp() {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(authPlugin, { authenticate: async (token) => (token === TOKEN ? alice : null) });
  // Registered in a child scope, as the modules' routes are: the decorators must reach them.
  await app.register(async (routes) => {
    routes.get('/required', { preHandler: routes.requirePlayer }, async (req) => ({
      id: req.signedInPlayer().id,
    }));
    routes.get('/optional', { preHandler: routes.identifyPlayer }, async (req) => ({
      id: req.player?.id ?? null,
    }));
    routes.get('/overlapped', async (req, reply) => ({ id: (await routes.lookUpPlayer(req, reply)).id }));
    routes.get('/unguarded', async (req) => ({ id: req.signedInPlayer().id }));
  });
  return app;
}

let app: Awaited<ReturnType<typeof anApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the auth plugin', () => {
  it.each([
    ['a cookie', { cookie: `sb_session=${TOKEN}` }],
    ['a bearer token', { authorization: `Bearer ${TOKEN}` }],
  ])('admits the player of a live session sent as %s', async (_how, headers) => {
    app = await anApp();
    for (const url of ['/required', '/optional', '/overlapped']) {
      const reply = await app.inject({ url, headers });
      expect({ url, status: reply.statusCode, body: reply.json() }).toEqual({
        url,
        status: 200,
        body: { id: 'p-alice' },
      });
    }
  });

  it('lets a visitor through identifyPlayer only', async () => {
    app = await anApp();
    expect((await app.inject({ url: '/optional' })).json()).toEqual({ id: null });
    for (const url of ['/required', '/overlapped', '/unguarded']) {
      const reply = await app.inject({ url });
      expect({ url, status: reply.statusCode, key: reply.json().message }).toEqual({
        url,
        status: 401,
        key: 'error.platform.unauthorized',
      });
    }
  });

  it.each(['/required', '/optional'])(
    'answers a dead session cookie on %s with 401 and clears it',
    async (url) => {
      app = await anApp();
      const reply = await app.inject({ url, headers: { cookie: `sb_session=${'b'.repeat(32)}` } });
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['set-cookie']).toMatch(/^sb_session=;.*Max-Age=0/);
    },
  );

  it('answers a dead bearer token with 401 and sets no cookie', async () => {
    app = await anApp();
    const reply = await app.inject({
      url: '/optional',
      headers: { authorization: `Bearer ${'b'.repeat(32)}` },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
