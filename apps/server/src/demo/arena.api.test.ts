import type { TErrorReply, TLaunchReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index';
import { loadSiteConfig } from '../modules/site-config/load';
import { aSeededApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { aSignedInPlayer } from '../test/players';

// Issue 27 item 3: the virtual gaming arena's launch (POST /virtual-gaming-arena/launch) and the
// demo arena's lobby, behind is_virtual_gaming_arena_enabled.

describe.each(testDatabases())('virtual gaming arena launch on $name', (database) => {
  let db: Db;
  let on: FastifyInstance;
  let off: FastifyInstance;
  let player: { id: string; cookie: string };

  beforeAll(async () => {
    db = await database.createSeeded();
    const siteConfig = loadSiteConfig({ demo: true });
    expect(siteConfig.is_virtual_gaming_arena_enabled).toBe(false);
    const built = await aSeededApp(
      db,
      undefined,
      {},
      { siteConfig: { ...siteConfig, is_virtual_gaming_arena_enabled: true } },
    );
    on = built.app;
    player = await aSignedInPlayer(db, built.services);
    off = (await aSeededApp(db, undefined, {}, { siteConfig })).app;
  }, 120_000);

  afterAll(async () => {
    await on?.close();
    await off?.close();
    await db?.close();
  });

  const launch = (app: FastifyInstance, body: object, cookie: string | null = player.cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/sportsbook/virtual-gaming-arena/launch',
      payload: body,
      headers: cookie ? { cookie } : {},
    });

  it("opens the arena's lobby for a signed-in player, who is greeted there", async () => {
    const reply = await launch(on, { app: 'lobby' });
    expect(reply.statusCode).toBe(200);
    const { url } = reply.json<TLaunchReply>();
    expect(url).toMatch(/^\/api\/dev\/providers\/virtual-gaming-arena\/lobby\?ticket=[0-9a-f-]{36}$/);
    const page = await on.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Virtual Gaming Arena</h1>');
    expect(page.body).toContain(`data-player="${player.id}"`);
    expect(page.body).toContain('Penalty Shoot-out');
  });

  it('refuses a visitor, an application the arena has not, and a forged ticket', async () => {
    expect((await launch(on, { app: 'lobby' }, null)).statusCode).toBe(401);
    const other = await launch(on, { app: 'casino' });
    expect(other.statusCode).toBe(404);
    expect(other.json<TErrorReply>().message).toBe('error.provider.app_unknown');
    const forged = await on.inject({
      url: '/api/dev/providers/virtual-gaming-arena/lobby?ticket=00000000-0000-0000-0000-000000000000',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('data-player');
  });

  it('has no arena while the flag is off: no provider, no lobby', async () => {
    const reply = await launch(off, { app: 'lobby' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json<TErrorReply>().message).toBe('error.provider.unknown');
    expect(
      (await off.inject({ url: '/api/dev/providers/virtual-gaming-arena/lobby?ticket=x' })).statusCode,
    ).toBe(404);
  });
});
