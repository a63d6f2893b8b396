import type { TBet, TLootbox, TPlaceBet, TPlaceSelection, TPlayerBonus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { lootboxDraw } from './lootboxes';
import { ADMIN_KEY, aCampaign, created, LOOTBOX } from './test-support';

// Issue 22 item 5: qualifying bets earn lootboxes; the player opens one and the server draws its
// reward (a freebet through the ledger, or a boost of a combo's odds), the draw stored so it can be
// repeated; however many opens race, one reward is issued.

const BETS = '/api/sportsbook/v3/bets';
const FREEBET_REWARD = {
  weight: 1,
  reward: { type: 'freebet', variant: 'all_win', amount: 250, currency: 'EUR' },
};
const BOOST_REWARD = { weight: 1, reward: { type: 'boost', odds: 1100 } };

describe.each(testDatabases())('lootboxes on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let send: ReturnType<typeof webRequests>['send'];
  let cash: ReturnType<typeof webRequests>['cash'];
  let prematch: BettableMatch[];
  let nextMatch = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db, TEST_NOW, { adminApiKey: ADMIN_KEY });
    app = built.app;
    ({ send, cash } = webRequests(app));
    prematch = (await bettablePrematch(app)).filter(
      (m) => m.sport.key === 'football' && m.main_market.outcomes.every((o) => o.odds >= 1100),
    );
    expect(prematch.length).toBeGreaterThan(6);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance = 0) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const audit = async () => (await built.services.accounts.wallet.audit()).total;
  const pick = (): TPlaceSelection => {
    const m = prematch[nextMatch++];
    if (!m) throw new Error('out of matches');
    return mainMarketPick(m, m.main_market.outcomes[0] as never);
  };
  const bet = (selections: TPlaceSelection[], stake = 100, bonus?: TPlaceBet['bonus']): TPlaceBet => ({
    stake: { value: stake, currency: 'EUR' },
    selections,
    ...(bonus && { bonus }),
  });
  const place = async (cookie: string, bets: TPlaceBet[]) => {
    const reply = await send('POST', BETS, cookie, { meta: { device_id: 'test-device' }, bets });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as TBet[];
  };
  const boxes = async (cookie: string, campaignId: string) => {
    const reply = await send('GET', '/api/sportsbook/bonuses/lootboxes?limit=50', cookie);
    const item = (reply.json() as { data: TPlayerBonus[] }).data.find((i) => i.id === campaignId);
    return item?.progress?.lootboxes ?? [];
  };
  const open = (cookie: string | undefined, id: string) =>
    send('POST', `/api/sportsbook/bonuses/lootboxes/${id}/open`, cookie);
  /** A lootbox campaign of these rewards, and a player who earned one box of it. */
  const earned = async (rewards: object[]) => {
    const campaign = await created(app, aCampaign(TEST_NOW, { ...LOOTBOX, rewards }));
    const p = await player(10_000);
    const s = pick();
    await place(p.cookie, [bet([s]), bet([s])]);
    expect(await boxes(p.cookie, campaign.id)).toEqual([]);
    await place(p.cookie, [bet([s], 50), bet([s])]);
    const [box] = await boxes(p.cookie, campaign.id);
    expect(box).toMatchObject({ status: 'active', reward: null, opened_at: null });
    return { campaign, p, box: box as TLootbox };
  };

  it('opens an earned box once: a freebet through the ledger, with the draw stored for audit', async () => {
    const { campaign, p, box } = await earned([FREEBET_REWARD, { ...BOOST_REWARD, weight: 1 }]);
    const reply = await open(p.cookie, box.id);
    expect(reply.statusCode, reply.body).toBe(200);
    const opened = (reply.json() as { data: TLootbox }).data;
    expect(opened).toMatchObject({ id: box.id, status: 'inactive' });
    // The stored draw repeats from the stored seed, and names the reward the player got.
    const row = await db.kysely
      .selectFrom('lootboxes')
      .selectAll()
      .where('id', '=', box.id)
      .executeTakeFirstOrThrow();
    const draw = lootboxDraw(row.seed, row.id, [FREEBET_REWARD, BOOST_REWARD] as never);
    expect(JSON.parse(row.draw ?? 'null')).toEqual(draw);
    expect(opened.reward?.type).toBe(draw.index === 0 ? 'freebet' : 'boost');
    // Opening again answers the same box and reward.
    expect((await open(p.cookie, box.id)).json()).toEqual({ data: opened });
    expect(await boxes(p.cookie, campaign.id)).toEqual([opened]);
    expect(await audit()).toBe(0);
  });

  it('issues the freebet a box holds, spendable on a bet', async () => {
    const { campaign, p, box } = await earned([FREEBET_REWARD]);
    const opened = ((await open(p.cookie, box.id)).json() as { data: TLootbox }).data;
    expect(opened.reward).toMatchObject({
      type: 'freebet',
      variant: 'all_win',
      amount: 250,
      currency: 'EUR',
    });
    const freebets = (
      (await send('GET', '/api/sportsbook/bonuses/freebets?limit=50', p.cookie)).json() as {
        data: TPlayerBonus[];
      }
    ).data.filter((i) => i.id === campaign.id);
    expect(freebets).toMatchObject([
      { bonus_id: opened.reward?.bonus_id, issued: { amount: 250, uses_left: 1 } },
    ]);
    const before = await cash(p.cookie);
    const [placed] = await place(p.cookie, [
      bet([pick()], 250, { id: String(opened.reward?.bonus_id), type: 'freebet_all_win' }),
    ]);
    expect(placed?.bonus).toMatchObject({ type: 'freebet_all_win' });
    expect(await cash(p.cookie)).toBe(before);
    expect(await audit()).toBe(0);
  });

  it("issues a box's boost as a one-use comboboost of its odds", async () => {
    const { p, box } = await earned([BOOST_REWARD]);
    const opened = ((await open(p.cookie, box.id)).json() as { data: TLootbox }).data;
    expect(opened.reward).toMatchObject({ type: 'boost', odds: 1100 });
    const boost = { id: String(opened.reward?.bonus_id), type: 'comboboost' as const };
    const [placed] = await place(p.cookie, [bet([pick(), pick()], 100, boost)]);
    expect(placed).toMatchObject({ bonus: { type: 'comboboost', odds: 1100 }, bonus_odds: 1100 });
    const again = await send('POST', BETS, p.cookie, {
      meta: { device_id: 'test-device' },
      bets: [bet([pick(), pick()], 100, boost)],
    });
    expect(again.statusCode).toBe(400);
    expect(await audit()).toBe(0);
  });

  it('gives one reward to 20 simultaneous opens of one box', async () => {
    const { campaign, p, box } = await earned([FREEBET_REWARD]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => open(p.cookie, box.id)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rewards = new Set(replies.map((r) => (r.json() as { data: TLootbox }).data.reward?.bonus_id));
    expect(rewards.size).toBe(1);
    const held = await db.kysely
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', p.id)
      .where('campaign_id', '=', campaign.id)
      .where('kind', '=', 'freebet')
      .execute();
    expect(held).toHaveLength(1);
    expect(await audit()).toBe(0);
  });

  it("refuses unknown boxes, another player's, and visitors", async () => {
    const { box } = await earned([FREEBET_REWARD]);
    const other = await player();
    for (const reply of [await open(other.cookie, box.id), await open(other.cookie, 'no-such-box')]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ message: 'error.bonus.lootbox_not_found' });
    }
    expect((await open(undefined, box.id)).statusCode).toBe(401);
  });
});
