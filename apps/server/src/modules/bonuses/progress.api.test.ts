import type {
  TBet,
  TPlaceBet,
  TPlaceSelection,
  TPlayerBonus,
  TTournamentRatingReply,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { ADMIN_KEY, aCampaign, created } from './test-support';

// Issue 22 items 2 and 4: qualifying cash bets count in amb campaigns (N bets → M freebets) and
// farm hunting points (once per event where set) that convert into freebets, all through the
// ledger; a hunting tournament ranks players by farmed amount and announces its pool.

const BETS = '/api/sportsbook/v3/bets';
const AMB = {
  kind: 'amb_freebet',
  min_stake: 100,
  currency: 'EUR',
  ranges: [
    { bets_count: 3, freebets_count: 1, amount: 200 },
    { bets_count: 20, freebets_count: 2, amount: 300 },
  ],
  freebet_variant: 'all_win',
  uses_count: 1,
};
const HUNTING = {
  kind: 'hunting',
  min_stake: 100,
  currency: 'EUR',
  farm_once_per_event: true,
  uses_count: 1,
  points_per_freebet: 4,
  freebet: { variant: 'only_win', amount: 150, currency: 'EUR' },
};
const TOURNAMENT = {
  kind: 'hunting_tournament',
  min_stake: 100,
  currency: 'EUR',
  farm_once_per_event: false,
  uses_count: 1,
  initial_pool: 10_000,
  pool_share_bp: 1_000,
  prizes_bp: [6_000, 4_000],
};

describe.each(testDatabases())('campaigns of betting on $name', (database) => {
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
      (m) => m.main_market.outcomes.length >= 2 && m.main_market.outcomes.every((o) => o.odds >= 1100),
    );
    expect(prematch.length).toBeGreaterThan(8);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance = 0) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const audit = async () => (await built.services.accounts.wallet.audit()).total;
  const match = () => {
    const m = prematch[nextMatch++];
    if (!m) throw new Error('out of matches');
    return m;
  };
  const pick = (m: BettableMatch, i = 0) => mainMarketPick(m, m.main_market.outcomes[i] as never);
  const single = (selection: TPlaceSelection, stake = 100, bonus?: TPlaceBet['bonus']): TPlaceBet => ({
    stake: { value: stake, currency: 'EUR' },
    selections: [selection],
    ...(bonus && { bonus }),
  });
  const place = async (cookie: string, bets: TPlaceBet[]) => {
    const reply = await send('POST', BETS, cookie, { meta: { device_id: 'test-device' }, bets });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as TBet[];
  };
  const list = async (cookie: string, path: string) =>
    (
      (await send('GET', `/api/sportsbook/bonuses/${path}?limit=50`, cookie)).json() as {
        data: TPlayerBonus[];
      }
    ).data;
  const progressIn = async (cookie: string, path: string, campaignId: string) =>
    (await list(cookie, path)).find((item) => item.id === campaignId && item.type !== 'freebet')?.progress;
  const rewards = async (cookie: string, campaignId: string) =>
    (await list(cookie, 'freebets')).filter((item) => item.id === campaignId);

  it('counts qualifying cash bets towards amb ranges and issues their freebets through the ledger', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, AMB));
    const p = await player(10_000);
    const m = match();
    await place(p.cookie, [single(pick(m)), single(pick(m, 1)), single(pick(m), 50)]);
    expect(await progressIn(p.cookie, 'freebets/amb', campaign.id)).toMatchObject({
      progress_count: 2,
      possible_progress_count: 20,
      freebets_issued: 0,
    });
    expect(await rewards(p.cookie, campaign.id)).toEqual([]);
    const publish = vi.spyOn(built.services.realtime.publisher, 'publish');
    await place(p.cookie, [single(pick(m))]);
    const [freebet] = await rewards(p.cookie, campaign.id);
    expect(freebet).toMatchObject({
      type: 'freebet',
      bonus_type: 'freebet_all_win',
      status: 'available',
      issued: { amount: 200, currency: 'EUR', uses_left: 1 },
    });
    expect(publish).toHaveBeenCalledWith(`$player:en:${p.id}`, {
      type: 'bonus_issued',
      data: { id: freebet?.bonus_id, type: 'freebet_all_win', name: 'amb_freebet campaign' },
    });
    publish.mockRestore();
    expect(await progressIn(p.cookie, 'freebets/amb', campaign.id)).toMatchObject({
      progress_count: 3,
      freebets_issued: 1,
    });
    expect(await audit()).toBe(0);

    // The freebet stakes a bet of its own (not counted: its stake is no cash) and settles through the ledger.
    const other = match();
    const [bet] = await place(p.cookie, [
      single(pick(other), 200, { id: String(freebet?.bonus_id), type: 'freebet_all_win' }),
    ]);
    expect(bet?.bonus).toMatchObject({ type: 'freebet_all_win' });
    expect(await cash(p.cookie)).toBe(10_000 - 350);
    expect((await progressIn(p.cookie, 'freebets/amb', campaign.id))?.progress_count).toBe(3);
    for (const finished of [m, other])
      expect((await send('POST', `/api/dev/matches/${finished.id}/finish`)).statusCode).toBe(200);
    const settled = (
      (await send('GET', `${BETS}?status=settled&limit=50`, p.cookie)).json() as { data: TBet[] }
    ).data;
    expect(settled).toHaveLength(5);
    const won = settled.reduce((sum, b) => sum + b.win_amount, 0);
    expect(await cash(p.cookie)).toBe(10_000 - 350 + won);
    expect(await audit()).toBe(0);
  });

  it('counts 20 simultaneous qualifying bets as 20 and issues the range they reach once', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, AMB));
    const p = await player(100_000);
    const m = match();
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(p.cookie, [single(pick(m))])));
    expect(replies.flat()).toHaveLength(20);
    expect(await progressIn(p.cookie, 'freebets/amb', campaign.id)).toMatchObject({
      progress_count: 20,
      freebets_issued: 2,
    });
    const issued = await rewards(p.cookie, campaign.id);
    expect(issued.map((item) => item.issued?.amount).sort()).toEqual([200, 300]);
    expect(issued.find((item) => item.issued?.amount === 300)?.issued?.uses_left).toBe(2);
    expect(await audit()).toBe(0);
  });

  it('farms hunting points once per event and converts them into freebets at the campaign rate', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, HUNTING));
    const p = await player(10_000);
    const [a, b] = [match(), match()];
    // 250 on a: two points; again on a: farmed already; 200 on b: two more, which convert.
    await place(p.cookie, [single(pick(a), 250)]);
    await place(p.cookie, [single(pick(a, 1), 300)]);
    expect(await progressIn(p.cookie, 'huntings', campaign.id)).toMatchObject({
      progress_count: 1,
      points: 2,
      available_points: 2,
      potential_points: 2,
      potential_freebet_amount: 150,
      farmed_event_ids: [a.id],
    });
    await place(p.cookie, [single(pick(b), 200)]);
    expect(await progressIn(p.cookie, 'huntings', campaign.id)).toMatchObject({
      progress_count: 2,
      points: 4,
      available_points: 0,
      freebets_issued: 1,
      farmed_event_ids: [a.id, b.id].sort((x, y) => x - y),
    });
    const [freebet] = await rewards(p.cookie, campaign.id);
    expect(freebet).toMatchObject({ bonus_type: 'freebet_only_win', issued: { amount: 150, uses_left: 1 } });
    expect(await audit()).toBe(0);
    for (const finished of [a, b])
      expect((await send('POST', `/api/dev/matches/${finished.id}/finish`)).statusCode).toBe(200);
    expect(await audit()).toBe(0);
  });

  it("ranks a tournament's players by farmed amount, marks the asker and announces the pool", async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, TOURNAMENT));
    const [p1, p2, p3] = [await player(10_000), await player(10_000), await player(10_000)];
    const m = match();
    const publish = vi.spyOn(built.services.realtime.publisher, 'publish');
    await place(p1.cookie, [single(pick(m), 300)]);
    expect(publish).toHaveBeenCalledWith('public:en', {
      type: 'tournament_pool_changed',
      data: { id: campaign.id, pool: 10_030, currency: 'EUR' },
    });
    publish.mockRestore();
    await place(p2.cookie, [single(pick(m), 500)]);
    await place(p3.cookie, [single(pick(m), 100), single(pick(m, 1), 100)]);
    const rating = async (cookie: string | undefined, limit = 10) => {
      const reply = await send(
        'GET',
        `/api/sportsbook/bonuses/tournaments/${campaign.id}/rating?limit=${limit}`,
        cookie,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as TTournamentRatingReply;
    };
    const seen = await rating(p3.cookie);
    expect(seen.pool).toBe(10_000 + 100);
    expect(seen.data.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([
      [1, 500, false],
      [2, 300, false],
      [3, 200, true],
    ]);
    // Below the shown rows, the asker's own row follows them.
    expect((await rating(p3.cookie, 1)).data.map((row) => [row.position, row.current_user])).toEqual([
      [1, false],
      [3, true],
    ]);
    expect((await rating(undefined)).data.some((row) => row.current_user)).toBe(false);
    expect(await progressIn(p2.cookie, 'tournaments', campaign.id)).toMatchObject({
      farmed_amount: 500,
      pool: 10_100,
      initial_pool: 10_000,
    });
    const missing = await send('GET', '/api/sportsbook/bonuses/tournaments/no-such/rating');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'error.bonus.tournament_not_found' });
  });
});
