import { LimitsErrorKey, type TBet, type TErrorReply, type TSessionsInfoReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { aLimitsApp, caller } from './test-support';

// Issue 23 item 3: the reality check (RTS 13) of a session — time played and net result since
// sign-in, due every period of the player's choice, acknowledged by continueSession — and SPEC §8
// 'User is out of limit' when the day's session-time limit is used up.

const MINUTE = 60_000;
const INFO = '/api/platform/player/sessions-info';
const CONTINUE = '/api/platform/player/sessions/continue';
const PERIOD = '/api/platform/player/reality-check';

describe.each(testDatabases())('reality check on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let now = TEST_NOW;
  let send: ReturnType<typeof caller>;
  let prematch: BettableMatch[];

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aLimitsApp(db, () => now);
    app = built.app;
    send = caller(app);
    prematch = await bettablePrematch(app, 100);
  }, 120_000);

  afterEach(() => {
    now = TEST_NOW;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const aPlayer = () => aSignedInPlayer(db, built.services, { balance: 100_000, now: TEST_NOW });
  const info = async (cookie: string) => {
    const reply = await send('GET', INFO, { cookie });
    expect(reply.status).toBe(200);
    return reply.json<TSessionsInfoReply>();
  };

  it('is off until the player chooses a period, then falls due once a period has passed', async () => {
    const { cookie } = await aPlayer();
    expect(await info(cookie)).toEqual({
      period: null,
      started_at: new Date(TEST_NOW).toISOString(),
      played_seconds: 0,
      results: [],
      due: false,
      next_check_at: null,
      poll_ms: 30_000,
    });
    now += 5 * MINUTE;
    const chosen = await send('POST', PERIOD, { cookie, payload: { period: 15 } });
    expect(chosen.status).toBe(200);
    // The period counts from sign-in, not from the choice.
    expect(chosen.json<TSessionsInfoReply>()).toMatchObject({
      period: 15,
      played_seconds: 300,
      due: false,
      next_check_at: new Date(TEST_NOW + 15 * MINUTE).toISOString(),
    });
    now = TEST_NOW + 15 * MINUTE - 1;
    expect((await info(cookie)).due).toBe(false);
    now = TEST_NOW + 15 * MINUTE;
    expect(await info(cookie)).toMatchObject({ due: true, played_seconds: 900 });
  });

  it("'Continue' acknowledges a due check once; the next falls one period later", async () => {
    const { cookie } = await aPlayer();
    await send('POST', PERIOD, { cookie, payload: { period: 30 } });
    // Not due yet: continuing changes nothing.
    now = TEST_NOW + 10 * MINUTE;
    const early = await send('POST', CONTINUE, { cookie });
    expect(early.json<TSessionsInfoReply>().next_check_at).toBe(
      new Date(TEST_NOW + 30 * MINUTE).toISOString(),
    );
    now = TEST_NOW + 31 * MINUTE;
    expect((await info(cookie)).due).toBe(true);
    const continued = await send('POST', CONTINUE, { cookie });
    expect(continued.status).toBe(200);
    expect(continued.json<TSessionsInfoReply>()).toMatchObject({
      due: false,
      next_check_at: new Date(TEST_NOW + 61 * MINUTE).toISOString(),
    });
    // A second tab's 'Continue' a moment later does not push the next check further.
    now += 1_000;
    const second = await send('POST', CONTINUE, { cookie });
    expect(second.json<TSessionsInfoReply>().next_check_at).toBe(
      new Date(TEST_NOW + 61 * MINUTE).toISOString(),
    );
    now = TEST_NOW + 61 * MINUTE;
    expect((await info(cookie)).due).toBe(true);
    // Switched off, no check falls due.
    await send('POST', PERIOD, { cookie, payload: { period: null } });
    expect(await info(cookie)).toMatchObject({ period: null, due: false, next_check_at: null });
  });

  it('shows what the player staked and got back since signing in', async () => {
    const { cookie } = await aPlayer();
    const match = prematch[0] as BettableMatch;
    const bets = match.main_market.outcomes.map((outcome) => ({
      stake: { value: 1_000, currency: 'EUR' },
      selections: [mainMarketPick(match, outcome)],
    }));
    now = TEST_NOW + MINUTE;
    const placed = await send('POST', '/api/sportsbook/v3/bets', {
      cookie,
      payload: { meta: { device_id: 'test-device' }, bets },
    });
    expect(placed.status).toBe(200);
    expect((await info(cookie)).results).toEqual([
      { currency: 'EUR', staked: bets.length * 1_000, returned: 0, net: -bets.length * 1_000 },
    ]);
    now = TEST_NOW + 2 * MINUTE;
    expect((await send('POST', `/api/dev/matches/${match.id}/finish`)).status).toBe(200);
    const settled = (await send('GET', '/api/sportsbook/v3/bets?status=settled', { cookie }))
      .json<{ data: TBet[] }>()
      .data.filter((bet) => bet.selections[0]?.match.id === match.id);
    expect(settled).toHaveLength(bets.length);
    const returned = settled.reduce((sum, bet) => sum + bet.win_amount, 0);
    expect(returned).toBeGreaterThan(0);
    expect((await info(cookie)).results).toEqual([
      { currency: 'EUR', staked: bets.length * 1_000, returned, net: returned - bets.length * 1_000 },
    ]);
  });

  it("answers 'User is out of limit' once the day's session time is used up, and ends the session", async () => {
    const { cookie } = await aPlayer();
    expect(
      (
        await send('POST', '/api/platform/player/limits', {
          cookie,
          payload: { type: 'activity', period: 'day', amount: 2 },
        })
      ).status,
    ).toBe(200);
    const beat = await send('POST', '/api/platform/player/activity', { cookie });
    expect(beat.json()).toEqual({ active_seconds: 60, limit_seconds: 120 });
    now += 30_000;
    // Half a minute left: still in the limit.
    expect((await info(cookie)).due).toBe(false);
    // The next heartbeat would reach it: the session info says so first.
    now += 30_000;
    const out = await send('GET', INFO, { cookie });
    expect(out.status).toBe(403);
    expect(out.json<TErrorReply>()).toMatchObject({ code: 403, message: LimitsErrorKey.outOfLimit });
    expect(String(out.setCookie)).toContain('sb_session=;');
    expect((await send('GET', INFO, { cookie })).status).toBe(401);
  });

  it('refuses a period that is not offered, a visitor, and works only with the feature on', async () => {
    const { cookie } = await aPlayer();
    const odd = await send('POST', PERIOD, { cookie, payload: { period: 20 } });
    expect(odd.status).toBe(400);
    expect(odd.json<TErrorReply>().message).toMatch(/^error\./);
    expect((await send('GET', INFO)).status).toBe(401);
    expect((await send('POST', CONTINUE)).status).toBe(401);
    const off = await aLimitsApp(db, () => now, { on: false, catalogue: false });
    try {
      for (const [method, url] of [
        ['GET', INFO],
        ['POST', CONTINUE],
      ] as const) {
        const reply = await caller(off.app)(method, url, { cookie });
        expect(reply.status).toBe(403);
        expect(reply.json<TErrorReply>().message).toBe(LimitsErrorKey.disabled);
      }
    } finally {
      await off.app.close();
    }
  });
});
