import type { TBet, TJackpot, TJackpotHit, TPlaceSelection } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { drawRoll } from './draw';

// Issue 22 item 8: qualifying stakes feed the levels' pools through the ledger; a level that hits
// pays its whole pool to the player and starts again from its seed; hits are listed, the player's
// own marked seen once; the ledger sums to zero after each move, however many bets race.

const BETS = '/api/sportsbook/v3/bets';

/** Mini hits any bet that feeds it (its must-drop is just above its seed); Grand never does. */
const JACKPOT = {
  id: 'test-jackpot',
  name: 'Test Jackpot',
  currency: 'EUR',
  contribution_bp: 50,
  min_stake: 1_000,
  levels: [
    { id: 'test-mini', name: 'Mini', share_bp: 6000, seed: 1_000, must_drop: 1_010, probability_ppm: 0 },
    { id: 'test-grand', name: 'Grand', share_bp: 4000, seed: 50_000, must_drop: null, probability_ppm: 0 },
  ],
};

describe.each(testDatabases())('jackpots on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let send: ReturnType<typeof webRequests>['send'];
  let cash: ReturnType<typeof webRequests>['cash'];
  let picks: TPlaceSelection[];
  let nextPick = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db, TEST_NOW);
    app = built.app;
    ({ send, cash } = webRequests(app));
    await built.services.jackpots?.ensure(JACKPOT);
    // Created again (a restart): nothing changes, the pools are not funded twice.
    await built.services.jackpots?.ensure(JACKPOT);
    picks = (await bettablePrematch(app)).map((m: BettableMatch) =>
      mainMarketPick(m, m.main_market.outcomes[0] as BettableMatch['main_market']['outcomes'][number]),
    );
    expect(picks.length).toBeGreaterThan(30);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance: number) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const bet = async (cookie: string, stake: number) => {
    const reply = await send('POST', BETS, cookie, {
      meta: {},
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [picks[nextPick++ % picks.length]] }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as TBet[])[0] as TBet;
  };
  const jackpot = async () =>
    ((await send('GET', `/api/sportsbook/jackpots/${JACKPOT.id}`)).json() as { data: TJackpot }).data;
  const pools = async () => Object.fromEntries((await jackpot()).levels.map((l) => [l.id, l.pool]));
  const hits = async (query: string, cookie?: string) =>
    ((await send('GET', `/api/sportsbook/jackpot-hits?${query}`, cookie)).json() as { data: TJackpotHit[] })
      .data;
  const audit = async () => (await built.services.accounts.wallet.audit()).total;

  it('lists the jackpot with its seeded pools; an unknown one is a 404', async () => {
    const list = (await send('GET', '/api/sportsbook/jackpots')).json() as { data: TJackpot[] };
    const found = list.data.find((j) => j.id === JACKPOT.id);
    expect(found).toMatchObject({
      name: 'Test Jackpot',
      currency: 'EUR',
      status: 'active',
      contribution_bp: 50,
    });
    expect(await pools()).toEqual({ 'test-mini': 1_000, 'test-grand': 50_000 });
    expect((await send('GET', '/api/sportsbook/jackpots/nope')).statusCode).toBe(404);
    expect(await audit()).toBe(0);
  });

  it('a qualifying bet feeds the pools; the level that hits pays its pool and starts again', async () => {
    const p = await player(20_000);
    const small = await bet(p.cookie, 999);
    expect(small.used_in_jackpot).toBe(false);
    const before = await pools();

    const placed = await bet(p.cookie, 10_000);
    expect(placed.used_in_jackpot).toBe(true);
    expect(placed.jackpots).toEqual([{ id: JACKPOT.id }]);
    // 0.5 % of 100.00 is 0.50: 0.30 to Mini (which then holds 10.30, over its must-drop), 0.20 to Grand.
    const mine = await hits('for_user=true&unseen=true', p.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      jackpot_id: JACKPOT.id,
      jackpot_name: 'Test Jackpot',
      level_id: 'test-mini',
      level_name: 'Mini',
      status: 'paid',
      amount: (before['test-mini'] ?? 0) + 30,
      currency: 'EUR',
      seen: false,
    });
    expect(await pools()).toEqual({ 'test-mini': 1_000, 'test-grand': (before['test-grand'] ?? 0) + 20 });
    expect(await cash(p.cookie)).toBe(20_000 - 999 - 10_000 + (mine[0]?.amount ?? 0));
    expect((await jackpot()).hits_amount).toBeGreaterThanOrEqual(mine[0]?.amount ?? 0);
    expect(await audit()).toBe(0);

    // The bet list says which bets fed the jackpot.
    const listed = ((await send('GET', `${BETS}?status=open`, p.cookie)).json() as { data: TBet[] }).data;
    expect(listed.find((b) => b.id === placed.id)?.used_in_jackpot).toBe(true);
    expect(listed.find((b) => b.id === small.id)?.used_in_jackpot).toBe(false);

    // The hit's draw is stored: its cause and the inputs anyone holding the seed can check.
    const row = await db.kysely
      .selectFrom('jackpot_hits')
      .selectAll()
      .where('id', '=', mine[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.draw)).toMatchObject({ by: 'must_drop', level: 'test-mini', bet: placed.id });
    const { draw_seed } = await db.kysely
      .selectFrom('jackpots')
      .select('draw_seed')
      .where('id', '=', JACKPOT.id)
      .executeTakeFirstOrThrow();
    expect(drawRoll(draw_seed, 'test-mini', placed.id).digest).toMatch(/^[0-9a-f]{64}$/);

    // Seen once: the modal is not shown again; another player cannot mark it.
    const other = await player(0);
    expect(
      (await send('POST', `/api/sportsbook/jackpot-hits/${mine[0]?.id}/seen`, other.cookie)).statusCode,
    ).toBe(404);
    const seen = await send('POST', `/api/sportsbook/jackpot-hits/${mine[0]?.id}/seen`, p.cookie);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as { data: TJackpotHit }).data.seen).toBe(true);
    expect(await hits('for_user=true&unseen=true', p.cookie)).toEqual([]);
    // Everyone sees hits under a pseudonym, never the player's id; their own need a session.
    const everyone = await hits(`jackpot_id=${JACKPOT.id}&limit=50`);
    expect(everyone.some((h) => h.id === mine[0]?.id && h.user_hash.length === 12 && !h.seen)).toBe(true);
    expect(JSON.stringify(everyone)).not.toContain(p.id);
    expect((await send('GET', '/api/sportsbook/jackpot-hits?for_user=true')).statusCode).toBe(401);
  });

  it('keeps the ledger whole when twenty players’ bets feed and hit it at once', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => player(5_000)));
    const before = await pools();
    const placed = await Promise.all(players.map((p) => bet(p.cookie, 2_000)));
    expect(placed.every((b) => b.used_in_jackpot)).toBe(true);
    // Each bet gives Mini 0.06 and Grand 0.04; Mini (10.00 + 0.06 < 10.10) waits for its second bet.
    const won = await Promise.all(players.map((p) => hits('for_user=true', p.cookie)));
    const paid = won.flat();
    expect(paid.length).toBe(10);
    expect(paid.every((h) => h.amount === 1_012)).toBe(true);
    expect(await pools()).toEqual({ 'test-mini': 1_000, 'test-grand': (before['test-grand'] ?? 0) + 20 * 4 });
    for (const [i, p] of players.entries())
      expect(await cash(p.cookie)).toBe(5_000 - 2_000 + (won[i]?.reduce((sum, h) => sum + h.amount, 0) ?? 0));
    expect(await audit()).toBe(0);
  });
  it('the operator starts a jackpot, a bet reaching its must-drop hits it, and ends it', async () => {
    const body = {
      id: 'admin-jackpot',
      name: 'Operator Jackpot',
      currency: 'EUR',
      contribution_bp: 100,
      min_stake: 50_000,
      levels: [
        { id: 'admin-drop', name: 'Drop', share_bp: 10_000, seed: 200, must_drop: 200, probability_ppm: 0 },
      ],
    };
    const wrong = await send('POST', '/api/admin/jackpots', undefined, {
      ...body,
      levels: [{ ...body.levels[0], share_bp: 5_000 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('body.levels');
    const taken = await send('POST', '/api/admin/jackpots', undefined, {
      ...body,
      id: 'admin-other',
      levels: [{ ...body.levels[0], id: 'test-mini' }],
    });
    expect(taken.statusCode).toBe(409);

    const created = await send('POST', '/api/admin/jackpots', undefined, body);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: TJackpot }).data).toMatchObject({ status: 'active', amount: 200 });
    // Sent again (a retry): the same jackpot, its seed not paid twice.
    const again = await send('POST', '/api/admin/jackpots', undefined, body);
    expect((again.json() as { data: TJackpot }).data.amount).toBe(200);

    // Only a stake of its minimum feeds it; the first that does reaches the must-drop.
    const p = await player(110_000);
    const small = await bet(p.cookie, 1_000);
    expect(small.jackpots.map((j) => j.id)).not.toContain('admin-jackpot');
    const big = await bet(p.cookie, 50_000);
    expect(big.jackpots.map((j) => j.id)).toContain('admin-jackpot');
    const mine = await hits('jackpot_id=admin-jackpot&for_user=true&unseen=true', p.cookie);
    expect(mine).toMatchObject([{ level_id: 'admin-drop', amount: 700 }]);
    expect(await audit()).toBe(0);

    const ended = await send('POST', '/api/admin/jackpots/admin-jackpot/end', undefined, {});
    expect((ended.json() as { data: TJackpot }).data.status).toBe('finished');
    expect((await send('POST', '/api/admin/jackpots/nope/end', undefined, {})).statusCode).toBe(404);
    const after = await bet(p.cookie, 50_000);
    expect(after.jackpots.map((j) => j.id)).not.toContain('admin-jackpot');
    const listed = (await send('GET', '/api/sportsbook/jackpots')).json() as { data: TJackpot[] };
    expect(listed.data.map((j) => j.id)).not.toContain('admin-jackpot');
  });
});
