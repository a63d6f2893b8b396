import type { TPlayerBonus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { DEMO_CAMPAIGNS } from './demo';
import { aBonusApp, HOUR } from './test-support';

// Issue 22 item 1: the demo seeds one campaign of every kind for the demo player, and one each
// that is country-restricted, verified-only, over and not started; seeding again changes nothing.

describe.each(testDatabases())('demo bonus campaigns on $name', (database) => {
  let db: Db;
  let services: Services;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    db = await database.create();
    const built = await aBonusApp(db, () => now, { demo: true });
    services = built.services;
    app = built.app;
    close = () => built.app.close();
  });
  afterAll(async () => {
    await close?.();
    await db?.close();
  });

  it('seeds every kind for the demo player, once however often it runs', async () => {
    const player = await services.accounts.players.seedDemoPlayer();
    await services.bonuses.seedDemo(player.id);
    now += HOUR;
    await services.bonuses.seedDemo(player.id);
    const campaigns = await db.kysely.selectFrom('bonus_campaigns').select(['id', 'kind']).execute();
    expect(campaigns.map((c) => c.id).sort()).toEqual(DEMO_CAMPAIGNS.map((c) => c.id).sort());
    expect(new Set(campaigns.map((c) => c.kind))).toEqual(
      new Set([
        'comboboost',
        'freebet',
        'amb_freebet',
        'hunting',
        'hunting_tournament',
        'lootbox',
        'promo_code',
      ]),
    );
    const held = await db.kysely.selectFrom('player_bonuses').selectAll().execute();
    expect(held.map((b) => [b.campaign_id, b.amount, b.currency]).sort()).toEqual([
      ['demo-freebet-all-win', 500, 'EUR'],
      ['demo-freebet-no-risk', 1000, 'EUR'],
      ['demo-freebet-only-win', 1000, 'EUR'],
    ]);

    const items = await services.bonuses.playerBonuses(player, {});
    const status = (id: string) =>
      items.filter((i) => i.id === id).map((i) => [i.status, i.not_available_reason, i.time]);
    for (const id of [
      'demo-comboboost',
      'demo-freebet-all-win',
      'demo-freebet-only-win',
      'demo-freebet-no-risk',
      'demo-amb',
      'demo-hunting',
      'demo-tournament',
      'demo-lootbox',
    ])
      expect(status(id), id).toEqual([['available', null, 'valid']]);
    expect(status('demo-comboboost-brazil')).toEqual([['not_available', 'country', 'valid']]);
    expect(status('demo-hunting-verified')).toEqual([['not_available', 'verification', 'valid']]);
    expect(status('demo-lootbox-past')).toEqual([['expired', null, 'past']]);
    expect(status('demo-comboboost-upcoming')).toEqual([['not_available', 'not_started', 'upcoming']]);
    // The promo code is redeemed, never listed; its code is stored upper-cased.
    expect(status('demo-promo-welcome')).toEqual([]);
    const promo = await db.kysely
      .selectFrom('bonus_campaigns')
      .select('promo_code')
      .where('id', '=', 'demo-promo-welcome')
      .executeTakeFirst();
    expect(promo?.promo_code).toBe('WELCOME');
  });
  it('the promotions page lists the campaigns of betting that run or will, to a visitor too', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/sportsbook/promotions' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=30');
    const listed = (reply.json() as { data: TPlayerBonus[] }).data;
    expect(listed.map((b) => [b.id, b.status, b.time]).sort()).toEqual([
      ['demo-amb', 'available', 'valid'],
      ['demo-comboboost', 'available', 'valid'],
      // A visitor has no country: a campaign for some countries waits for the player to sign in.
      ['demo-comboboost-brazil', 'not_available', 'valid'],
      ['demo-comboboost-upcoming', 'not_available', 'upcoming'],
      ['demo-hunting', 'available', 'valid'],
      ['demo-hunting-verified', 'not_available', 'valid'],
      ['demo-lootbox', 'available', 'valid'],
      ['demo-tournament', 'available', 'valid'],
    ]);
    // Each opens its details and terms without a session.
    const detail = await app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/comboboosts/demo-comboboost',
    });
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as { data: TPlayerBonus }).data).toMatchObject({
      id: 'demo-comboboost',
      seen: false,
    });
    const terms = await app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/comboboosts/demo-comboboost/terms',
    });
    expect(terms.statusCode).toBe(200);
    // A player's freebet is theirs alone: a visitor finds none.
    const freebet = await app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/freebets/demo-freebet-all-win',
    });
    expect(freebet.statusCode).toBe(404);
  });
});
