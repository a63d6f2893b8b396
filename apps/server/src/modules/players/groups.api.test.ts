import type { TErrorReply, TPlayerProfile } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import { loadSiteConfig } from '../site-config/load';

// Player groups (SPEC §3 profile `statuses`): set by the operator, read by the deposit reminder and
// the user-group redirect of the site config.

const ADMIN_KEY = 'an-operator-key-of-some-length';

describe.each(testDatabases())('player groups on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await buildApp({
      config: {
        allowedOrigins: ['http://localhost:3000'],
        logLevel: 'silent',
        production: false,
        demo: true,
        adminApiKey: ADMIN_KEY,
      },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => TEST_NOW,
      logger: false,
    });
    app = built.app;
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const setGroups = (id: string, groups: unknown, key: string | null = ADMIN_KEY) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/players/${id}/groups`,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: { groups },
    });

  it("puts a player in groups that the profile's statuses list", async () => {
    const { id, cookie } = await aSignedInPlayer(db, built.services, { now: TEST_NOW });
    const profile = async () =>
      (await app.inject({ url: '/api/platform/player', headers: { cookie } })).json<TPlayerProfile>();
    expect((await profile()).statuses).toEqual([]);
    const set = await setGroups(id, ['spi_test', 'new_players', 'spi_test']);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id, groups: ['spi_test', 'new_players'] });
    expect((await profile()).statuses).toEqual([{ id: 'spi_test' }, { id: 'new_players' }]);
    expect((await setGroups(id, [])).statusCode).toBe(200);
    expect((await profile()).statuses).toEqual([]);
  });

  it('needs the operator key, a known player and group ids', async () => {
    const { id } = await aSignedInPlayer(db, built.services, { now: TEST_NOW });
    expect((await setGroups(id, ['vip'], null)).statusCode).toBe(401);
    expect((await setGroups(id, ['vip'], 'a-wrong-key-of-some-length')).statusCode).toBe(401);
    const unknown = await setGroups('00000000-0000-4000-8000-000000000000', ['vip']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<TErrorReply>().message).toBe('error.request.not_found');
    for (const groups of [['Not A Group'], 'vip', Array.from({ length: 21 }, (_, n) => `g${n}`)])
      expect((await setGroups(id, groups)).statusCode).toBe(400);
  });
});
