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
  let now = TEST_NOW;

  beforeAll(async () => {
    db = await database.create();
    const built = await aBonusApp(db, () => now, { demo: true });
    services = built.services;
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
});
