import { type TPlayerBonus, ZBonusesReply, ZBonusListReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import {
  aBonusApp,
  aCampaign,
  admin,
  COMBOBOOST,
  created,
  FREEBET,
  HOUR,
  LOOTBOX,
  WEB,
} from './test-support';

// Issue 22 item 1: what a signed-in player sees of bonus campaigns (SPEC §4 statuses and time
// filter, §6 country and verified-only rules, §7 lists, §5 marking as seen).

const HUNTING = {
  kind: 'hunting',
  min_stake: 100,
  currency: 'EUR',
  farm_once_per_event: true,
  uses_count: 1,
  points_per_freebet: 10,
  freebet: { variant: 'only_win', amount: 300, currency: 'EUR' },
};
const TOURNAMENT = {
  kind: 'hunting_tournament',
  min_stake: 100,
  currency: 'EUR',
  farm_once_per_event: false,
  uses_count: 1,
  initial_pool: 100_000,
  prizes_bp: [5000, 3000, 2000],
};
const AMB = {
  kind: 'amb_freebet',
  min_stake: 500,
  currency: 'EUR',
  ranges: [{ bets_count: 3, freebets_count: 1, amount: 500 }],
  freebet_variant: 'all_win',
  uses_count: 1,
};
const at = (ms: number) => new Date(ms).toISOString();

describe.each(testDatabases())('player bonus API on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let services: Services;
  let now = TEST_NOW;
  const aPlayer = (options: { country?: string; verified?: boolean } = {}) =>
    aSignedInPlayer(db, services, { now, ...options });
  const get = async (cookie: string, url: string, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/sportsbook${url}`, headers: { cookie }, query });
  const bonuses = async (cookie: string, query: Record<string, string> = {}) => {
    const reply = await get(cookie, '/bonuses', query);
    expect(reply.statusCode).toBe(200);
    return ZBonusesReply.parse(reply.json()).data;
  };
  const markSeen = (cookie: string, items: { id: string; type: string }[]) =>
    app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/mark-as-seen',
      headers: { cookie, origin: WEB },
      payload: { bonuses: items },
    });
  const issue = async (campaign: string, player: string, extra: object = {}) => {
    const reply = await admin(app).issue(campaign, { player_id: player, ...extra });
    expect(reply.statusCode).toBe(201);
    return (reply.json() as { id: string }).id;
  };

  beforeAll(async () => {
    db = await database.create();
    ({ app, services } = await aBonusApp(db, () => now));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers only signed-in players', async () => {
    for (const url of ['/bonuses', '/bonuses/freebets', '/bonuses/freebets/amb', '/bonuses/tournaments']) {
      const reply = await app.inject({ method: 'GET', url: `/api/sportsbook${url}` });
      expect(reply.statusCode).toBe(401);
      expect((reply.json() as { message: string }).message).toBe('error.platform.unauthorized');
    }
    const seen = await markSeen('sb_session=not-a-live-session-token-at-all', [{ id: 'x', type: 'lootbox' }]);
    expect(seen.statusCode).toBe(401);
  });

  it('computes each status for the player (SPEC §4) with the reason of not_available', async () => {
    const later = (hours: number) => at(now + hours * HOUR);
    const open = await created(app, aCampaign(now, COMBOBOOST));
    const brazil = await created(app, aCampaign(now, COMBOBOOST, { country_codes: ['BR'] }));
    const verified = await created(app, aCampaign(now, HUNTING, { only_verified: true }));
    const upcoming = await created(
      app,
      aCampaign(now, LOOTBOX, { valid_from: later(3), valid_to: later(9) }),
    );
    const expired = await created(
      app,
      aCampaign(now, LOOTBOX, { valid_from: later(-9), valid_to: later(-2) }),
    );
    const paused = await created(app, aCampaign(now, AMB));
    await admin(app).act(paused.id, 'pause');
    const freebet = await created(app, aCampaign(now, FREEBET));
    const unissued = await created(app, aCampaign(now, FREEBET));
    const player = await aPlayer();
    const [available, active, over, overridden, expiring] = [
      await issue(freebet.id, player.id),
      await issue(freebet.id, player.id),
      await issue(freebet.id, player.id),
      await issue(freebet.id, player.id),
      await issue(freebet.id, player.id, { expires_at: later(1) }),
    ];
    // Activation and use come with later parts of the issue; here the stored states are set directly.
    const set = (id: string, values: { state?: 'active' | 'overridden'; uses_left?: number }) =>
      db.kysely.updateTable('player_bonuses').set(values).where('id', '=', id).execute();
    await set(active, { state: 'active' });
    await set(over, { uses_left: 0 });
    await set(overridden, { state: 'overridden' });
    now += 2 * HOUR;

    const items = await bonuses(player.cookie);
    const of = (id: string, bonusId: string | null = null) => {
      const item = items.find((i) => i.id === id && i.bonus_id === bonusId);
      return item && [item.status, item.not_available_reason, item.time];
    };
    expect(of(open.id)).toEqual(['available', null, 'valid']);
    expect(of(brazil.id)).toEqual(['not_available', 'country', 'valid']);
    expect(of(verified.id)).toEqual(['not_available', 'verification', 'valid']);
    expect(of(upcoming.id)).toEqual(['not_available', 'not_started', 'upcoming']);
    expect(of(expired.id)).toEqual(['expired', null, 'past']);
    expect(of(paused.id)).toEqual(['deactivated', null, 'valid']);
    expect(of(freebet.id, available)).toEqual(['available', null, 'valid']);
    expect(of(freebet.id, active)).toEqual(['active', null, 'valid']);
    expect(of(freebet.id, over)).toEqual(['bonus_over', null, 'valid']);
    expect(of(freebet.id, overridden)).toEqual(['overridden', null, 'valid']);
    expect(of(freebet.id, expiring)).toEqual(['expired', null, 'valid']);
    // A freebet is listed to the players it was issued to, never as an open campaign.
    expect(items.some((i) => i.id === unissued.id)).toBe(false);
    expect(items.find((i) => i.bonus_id === available)).toMatchObject({
      type: 'freebet',
      bonus_type: 'freebet_all_win',
      issued: { amount: 500, currency: 'EUR', uses_left: 1, times_used: 0 },
    });

    // The country and verified-only rules follow the player (the players module's country and state).
    const verifiedInBrazil = await aPlayer({ country: 'BR', verified: true });
    const theirs = await bonuses(verifiedInBrazil.cookie);
    expect(theirs.find((i) => i.id === brazil.id)?.status).toBe('available');
    expect(theirs.find((i) => i.id === verified.id)?.status).toBe('available');
    expect(theirs.some((i) => i.id === freebet.id)).toBe(false);

    // Resuming the campaign brings its bonuses back; ending it expires them.
    await admin(app).act(paused.id, 'resume');
    expect((await bonuses(player.cookie)).find((i) => i.id === paused.id)?.status).toBe('available');
    await admin(app).act(open.id, 'end');
    const ended = (await bonuses(player.cookie)).find((i) => i.id === open.id);
    expect([ended?.status, ended?.time]).toEqual(['expired', 'past']);
  });

  it('filters GET /bonuses by status, availability, type, time and seen state, capped per type', async () => {
    const player = await aPlayer();
    const ids = new Set<string>();
    const mine = (items: TPlayerBonus[]) => items.filter((i) => ids.has(i.id)).map((i) => i.id);
    const freebet = await created(app, aCampaign(now, { ...FREEBET, variant: 'no_risk' }));
    const [first, second] = [await issue(freebet.id, player.id), await issue(freebet.id, player.id)];
    const upcoming = await created(app, aCampaign(now, HUNTING, { valid_from: at(now + HOUR) }));
    for (const id of [freebet.id, upcoming.id]) ids.add(id);

    expect(mine(await bonuses(player.cookie, { type: 'freebet_no_risk' }))).toEqual([freebet.id, freebet.id]);
    const capped = await bonuses(player.cookie, { type: 'freebet_no_risk', limit_per_type: '1' });
    // Bonuses issued in the same instant come in id order: either one may be the first.
    expect(capped).toHaveLength(1);
    expect([first, second]).toContain(capped[0]?.bonus_id);
    expect(mine(await bonuses(player.cookie, { time: 'upcoming' }))).toEqual([upcoming.id]);
    expect(mine(await bonuses(player.cookie, { status: 'not_available' }))).toEqual([upcoming.id]);
    expect(mine(await bonuses(player.cookie, { available: 'true' }))).toEqual([freebet.id, freebet.id]);
    expect(mine(await bonuses(player.cookie, { available: 'false' }))).toEqual([upcoming.id]);
    await markSeen(player.cookie, [{ id: freebet.id, type: 'freebet' }]);
    expect(mine(await bonuses(player.cookie, { unseen: 'true' }))).toEqual([upcoming.id]);
    expect((await bonuses(player.cookie, { unseen: 'false' })).map((i) => i.bonus_id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    const refused: Record<string, string>[] = [
      { status: 'gone' },
      { type: 'jackpot' },
      { limit_per_type: '0' },
      { time: 'later' },
    ];
    for (const query of refused) {
      const reply = await get(player.cookie, '/bonuses', query);
      expect(reply.statusCode).toBe(400);
      expect((reply.json() as { message: string }).message).toBe('error.request.invalid');
    }
  });

  it('pages the per-kind lists, 4 by default, with status, available and active filters', async () => {
    const player = await aPlayer();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await created(app, aCampaign(now - i * HOUR, TOURNAMENT, { name: `Cup ${i}` }))).id);
    await admin(app).act(ids[4] as string, 'pause');
    const list = async (query: Record<string, string> = {}) => {
      const reply = await get(player.cookie, '/bonuses/tournaments', query);
      expect(reply.statusCode).toBe(200);
      return ZBonusListReply.parse(reply.json());
    };
    const first = await list();
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 4, last_page: 2 });
    expect(first.data.map((i) => i.id)).toEqual(ids.slice(0, 4));
    expect(first.data.every((i) => i.type === 'hunting_tournament' && i.bonus_type === 'tournament')).toBe(
      true,
    );
    const second = await list({ page: '2' });
    expect([second.data.map((i) => i.id), second.pagination.page]).toEqual([[ids[4]], 2]);
    expect((await list({ status: 'deactivated' })).data.map((i) => i.id)).toEqual([ids[4]]);
    expect((await list({ available: 'false' })).data.map((i) => i.id)).toEqual([ids[4]]);
    expect((await list({ available: 'true', limit: '10' })).pagination.total).toBe(4);
    expect((await list({ active: 'true' })).pagination).toMatchObject({ total: 0, last_page: 1 });
    expect((await list({ page: '3' })).data).toEqual([]);
    // Each list holds its own kind only.
    const freebets = ZBonusListReply.parse((await get(player.cookie, '/bonuses/freebets')).json());
    expect(freebets.data.some((i) => ids.includes(i.id))).toBe(false);
    const bad = await get(player.cookie, '/bonuses/tournaments', { limit: '501' });
    expect(bad.statusCode).toBe(400);
  });

  it('marks bonuses seen once: only unseen ones change, for this player only', async () => {
    const player = await aPlayer();
    const other = await aPlayer();
    const lootbox = await created(app, aCampaign(now, LOOTBOX));
    const freebet = await created(app, aCampaign(now, FREEBET));
    await issue(freebet.id, player.id);
    await issue(freebet.id, other.id);
    const items = [
      { id: lootbox.id, type: 'lootbox' },
      { id: freebet.id, type: 'freebet' },
    ];
    const first = await markSeen(player.cookie, [...items, { id: 'no-such-campaign', type: 'lootbox' }]);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { data: unknown[] }).data).toEqual(expect.arrayContaining(items));
    expect((first.json() as { data: unknown[] }).data).toHaveLength(2);
    const again = await markSeen(player.cookie, items);
    expect(again.json()).toEqual({ data: [] });
    const seen = (await bonuses(player.cookie)).filter((i) => i.id === lootbox.id || i.id === freebet.id);
    expect(seen.map((i) => [i.id, i.seen, i.status])).toEqual(
      expect.arrayContaining([
        [lootbox.id, true, 'available'],
        [freebet.id, true, 'available'],
      ]),
    );
    // The other player's bonuses are untouched; a type that is not the campaign's changes nothing.
    const wrongType = await markSeen(other.cookie, [{ id: freebet.id, type: 'lootbox' }]);
    expect(wrongType.json()).toEqual({ data: [] });
    const theirs = (await bonuses(other.cookie, { unseen: 'true' })).map((i) => i.id);
    expect(theirs).toEqual(expect.arrayContaining([lootbox.id, freebet.id]));
    const empty = await markSeen(player.cookie, []);
    expect(empty.statusCode).toBe(400);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/mark-as-seen',
      headers: { cookie: other.cookie, origin: 'https://evil.example' },
      payload: { bonuses: items },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
