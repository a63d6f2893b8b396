import {
  LimitsErrorKey,
  PlaceBetCode,
  type TErrorReply,
  type TPlaceSelection,
  type TUserLimit,
  type TUserLimitsReply,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import { hashPassword } from '../players/passwords';
import { aLimitsApp, aSelection, caller } from './test-support';

const DAY = 86_400_000;
const LIMITS = '/api/platform/player/limits';
const PASSWORD = 'a-good-password';

describe.each(testDatabases())('responsible gambling on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let now = TEST_NOW;
  let selection: TPlaceSelection;
  let send: ReturnType<typeof caller>;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aLimitsApp(db, () => now);
    app = built.app;
    send = caller(app);
    selection = await aSelection(app);
  }, 120_000);

  afterEach(() => {
    now = TEST_NOW;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const aPlayer = async (balance = 100_000) => {
    const player = await aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
    const { email } = await db.kysely
      .selectFrom('players')
      .select('email')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('players')
      .set({ password_hash: await hashPassword(PASSWORD), first_name: 'Ada', last_name: 'Lovelace' })
      .where('id', '=', player.id)
      .execute();
    // Alive across the clock moves of the cooling-off.
    await db.kysely
      .updateTable('sessions')
      .set({ expires_at: TEST_NOW + 30 * DAY })
      .where('player_id', '=', player.id)
      .execute();
    return { ...player, email };
  };
  const setLimit = (cookie: string, type: string, period: string, amount: number | null) =>
    send('POST', LIMITS, { cookie, payload: { type, period, amount } });
  const limitOf = async (cookie: string, type: string, period: string) => {
    const reply = await send('GET', LIMITS, { cookie });
    expect(reply.status).toBe(200);
    return reply.json<TUserLimitsReply>().data.find((l) => l.type === type && l.period === period);
  };
  const bet = (cookie: string, stake: number) =>
    send('POST', '/api/sportsbook/v3/bets', {
      cookie,
      payload: {
        meta: { device_id: 'test-device' },
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [selection] }],
      },
    });
  const balance = async (cookie: string) =>
    (await send('GET', '/api/platform/player/accounts', { cookie }))
      .json<{ currency: string; balance: number }[]>()
      .find((a) => a.currency === 'EUR')?.balance;
  const startDeposit = (cookie: string, amount: number) =>
    send('POST', '/api/platform/deposits', { cookie, payload: { currency: 'EUR', amount } });
  const answerCard = (redirectUrl: string) =>
    send('POST', new URL(redirectUrl).pathname, { payload: { outcome: 'success' }, origin: null });
  const expectBetRefused = (reply: Awaited<ReturnType<typeof send>>, key: string) => {
    expect(reply.status).toBe(400);
    const body = reply.json<TErrorReply>();
    expect(body).toMatchObject({ code: PlaceBetCode.limitExceeded, message: key });
    expect(body.data.errors_by_bet?.['0']).toMatchObject({ code: PlaceBetCode.limitExceeded, message: key });
  };

  describe('raising and lowering a limit (RTS 12)', () => {
    it('applies a new or lower limit at once, a higher one only after 24 hours and a confirmation', async () => {
      const { cookie } = await aPlayer();
      expect((await setLimit(cookie, 'stake', 'day', 3_000)).status).toBe(200);
      expect(await limitOf(cookie, 'stake', 'day')).toMatchObject({
        status: 'active',
        amount: 3_000,
        currency: 'EUR',
        pending: null,
      });
      const raised = await setLimit(cookie, 'stake', 'day', 10_000);
      const pending = raised.json<TUserLimitsReply>().data[0] as TUserLimit;
      expect(pending).toMatchObject({
        amount: 3_000,
        pending: { amount: 10_000, effective_from: new Date(now + DAY).toISOString(), confirmable: false },
      });
      // Until confirmed the old limit holds.
      expectBetRefused(await bet(cookie, 4_000), LimitsErrorKey.stakeExceeded);
      const early = await send('POST', `${LIMITS}/confirm`, {
        cookie,
        payload: { type: 'stake', period: 'day' },
      });
      expect(early.status).toBe(403);
      expect(early.json<TErrorReply>().message).toBe(LimitsErrorKey.coolingOff);
      now = TEST_NOW + DAY - 1;
      expect((await limitOf(cookie, 'stake', 'day'))?.pending?.confirmable).toBe(false);
      now = TEST_NOW + DAY;
      expect((await limitOf(cookie, 'stake', 'day'))?.pending?.confirmable).toBe(true);
      // The cooling-off alone changes nothing: the player's confirmation does.
      expect((await limitOf(cookie, 'stake', 'day'))?.amount).toBe(3_000);
      const confirmed = await send('POST', `${LIMITS}/confirm`, {
        cookie,
        payload: { type: 'stake', period: 'day' },
      });
      expect(confirmed.status).toBe(200);
      expect(await limitOf(cookie, 'stake', 'day')).toMatchObject({ amount: 10_000, pending: null });
      expect((await setLimit(cookie, 'stake', 'day', 2_000)).status).toBe(200);
      expect(await limitOf(cookie, 'stake', 'day')).toMatchObject({ amount: 2_000, status: 'active' });
    });

    it('removes a limit only after the cooling-off and a confirmation; a pending change can be cancelled', async () => {
      const { cookie } = await aPlayer();
      await setLimit(cookie, 'loss', 'week', 5_000);
      await setLimit(cookie, 'loss', 'week', null);
      expect(await limitOf(cookie, 'loss', 'week')).toMatchObject({
        status: 'unconfirmed_disabled',
        amount: 5_000,
        pending: { amount: null, confirmable: false },
      });
      // Still in force while unconfirmed.
      expectBetRefused(await bet(cookie, 6_000), LimitsErrorKey.lossExceeded);
      const cancelled = await send('POST', `${LIMITS}/cancel`, {
        cookie,
        payload: { type: 'loss', period: 'week' },
      });
      expect(cancelled.status).toBe(200);
      expect(await limitOf(cookie, 'loss', 'week')).toMatchObject({ status: 'active', pending: null });
      const nothing = await send('POST', `${LIMITS}/cancel`, {
        cookie,
        payload: { type: 'loss', period: 'week' },
      });
      expect(nothing.status).toBe(400);
      expect(nothing.json<TErrorReply>().message).toBe(LimitsErrorKey.nothingPending);
      await setLimit(cookie, 'loss', 'week', null);
      now = TEST_NOW + DAY;
      await send('POST', `${LIMITS}/confirm`, { cookie, payload: { type: 'loss', period: 'week' } });
      expect(await limitOf(cookie, 'loss', 'week')).toMatchObject({
        status: 'confirmed_disabled',
        pending: null,
      });
      now = TEST_NOW;
      expect((await bet(cookie, 6_000)).status).toBe(200);
    });

    it('refuses an activity limit by week with a message key', async () => {
      const { cookie } = await aPlayer();
      const reply = await setLimit(cookie, 'activity', 'week', 60);
      expect(reply.status).toBe(400);
      expect(reply.json<TErrorReply>().message).toBe(LimitsErrorKey.activityPeriod);
    });
  });

  describe('each limit refuses the movement that would break it', () => {
    it('a stake limit refuses the bet that would take the stakes of the day above it', async () => {
      const { cookie } = await aPlayer();
      await setLimit(cookie, 'stake', 'day', 3_000);
      expect((await bet(cookie, 2_000)).status).toBe(200);
      const before = await balance(cookie);
      expectBetRefused(await bet(cookie, 1_500), LimitsErrorKey.stakeExceeded);
      expect(await balance(cookie)).toBe(before);
      expect((await bet(cookie, 1_000)).status).toBe(200);
    });

    it('a loss limit counts an open stake as lost', async () => {
      const { cookie } = await aPlayer();
      await setLimit(cookie, 'loss', 'month', 1_000);
      expect((await bet(cookie, 600)).status).toBe(200);
      expectBetRefused(await bet(cookie, 600), LimitsErrorKey.lossExceeded);
      expect((await bet(cookie, 400)).status).toBe(200);
    });

    it('a deposit limit refuses a deposit at its start and at its approval', async () => {
      const { cookie } = await aPlayer(0);
      await setLimit(cookie, 'deposit', 'day', 5_000);
      const first = await startDeposit(cookie, 3_000);
      const second = await startDeposit(cookie, 3_000);
      expect([first.status, second.status]).toEqual([201, 201]);
      await answerCard(first.json<{ redirect_url: string }>().redirect_url);
      expect(await balance(cookie)).toBe(3_000);
      // Started while it fitted, the second breaks the limit once the first is in: declined.
      const back = await answerCard(second.json<{ redirect_url: string }>().redirect_url);
      expect(back.location).toContain('deposit_status=error');
      expect(await balance(cookie)).toBe(3_000);
      const third = await startDeposit(cookie, 2_001);
      expect(third.status).toBe(403);
      expect(third.json<TErrorReply>().message).toBe(LimitsErrorKey.depositExceeded);
      expect((await startDeposit(cookie, 2_000)).status).toBe(201);
    });
  });

  describe('self-exclusion', () => {
    it('blocks sign-in, bets and deposits until it ends, and cannot be ended early', async () => {
      const { cookie, email } = await aPlayer();
      const started = await startDeposit(cookie, 1_000);
      const excluded = await send('POST', '/api/platform/player/self-exclusion', {
        cookie,
        payload: { period: '7d' },
      });
      expect(excluded.status).toBe(200);
      expect(String(excluded.setCookie)).toContain('sb_session=;');
      expect((await bet(cookie, 100)).status).toBe(401);
      expect((await startDeposit(cookie, 100)).status).toBe(401);
      const signIn = () =>
        send('POST', '/api/platform/users/sign-in', { payload: { email, password: PASSWORD } });
      const refused = await signIn();
      expect(refused.status).toBe(403);
      expect(refused.json<TErrorReply>().message).toBe(LimitsErrorKey.selfExcluded);
      // A deposit started before is declined at its approval.
      const back = await answerCard(started.json<{ redirect_url: string }>().redirect_url);
      expect(back.location).toContain('deposit_status=error');
      now = TEST_NOW + 7 * DAY - 1;
      expect((await signIn()).status).toBe(403);
      now = TEST_NOW + 7 * DAY;
      expect((await signIn()).status).toBe(200);
    });

    it('a permanent exclusion never ends', async () => {
      const { cookie, email } = await aPlayer();
      await send('POST', '/api/platform/player/self-exclusion', { cookie, payload: { period: 'permanent' } });
      now = TEST_NOW + 3650 * DAY;
      const reply = await send('POST', '/api/platform/users/sign-in', {
        payload: { email, password: PASSWORD },
      });
      expect(reply.status).toBe(403);
    });
  });

  describe('activity heartbeat', () => {
    it('counts the time between heartbeats and ends the session with 401 at the limit', async () => {
      const { cookie, email } = await aPlayer();
      await setLimit(cookie, 'activity', 'day', 2);
      const beat = () => send('POST', '/api/platform/player/activity', { cookie });
      expect((await beat()).json()).toEqual({ active_seconds: 60, limit_seconds: 120 });
      now += 30_000;
      expect((await beat()).json()).toEqual({ active_seconds: 90, limit_seconds: 120 });
      // A gap (a hidden tab) counts one period at most.
      now += 10 * 60_000;
      const reached = await beat();
      expect(reached.status).toBe(401);
      expect(reached.json<TErrorReply>().message).toBe(LimitsErrorKey.activityReached);
      expect(String(reached.setCookie)).toContain('sb_session=;');
      expect((await send('GET', LIMITS, { cookie })).status).toBe(401);
      // Signing in again does not reset the day: the next day does.
      const signIn = () =>
        send('POST', '/api/platform/users/sign-in', { payload: { email, password: PASSWORD } });
      const again = await signIn();
      expect(again.status).toBe(403);
      expect(again.json<TErrorReply>().message).toBe(LimitsErrorKey.activityReached);
      now = TEST_NOW + DAY;
      expect((await signIn()).status).toBe(200);
    });

    it('answers without a limit and counts nothing twice for heartbeats at once', async () => {
      const { cookie } = await aPlayer();
      const beat = () => send('POST', '/api/platform/player/activity', { cookie });
      expect((await beat()).json()).toEqual({ active_seconds: 60, limit_seconds: null });
      expect((await beat()).json()).toEqual({ active_seconds: 60, limit_seconds: null });
    });
  });

  describe('with the features off in the site configuration', () => {
    it('refuses the limits and the heartbeat with message keys, and still enforces limits set before', async () => {
      const { cookie } = await aPlayer();
      await setLimit(cookie, 'stake', 'day', 500);
      const off = await aLimitsApp(db, () => now, { on: false, catalogue: false });
      try {
        const sendOff = caller(off.app);
        const list = await sendOff('GET', LIMITS, { cookie });
        expect(list.status).toBe(403);
        expect(list.json<TErrorReply>().message).toBe(LimitsErrorKey.disabled);
        const set = await sendOff('POST', LIMITS, {
          cookie,
          payload: { type: 'loss', period: 'day', amount: 1 },
        });
        expect(set.json<TErrorReply>().message).toBe(LimitsErrorKey.disabled);
        const excluded = await sendOff('POST', '/api/platform/player/self-exclusion', {
          cookie,
          payload: { period: '24h' },
        });
        expect(excluded.json<TErrorReply>().message).toBe(LimitsErrorKey.disabled);
        const beat = await sendOff('POST', '/api/platform/player/activity', { cookie });
        expect(beat.status).toBe(403);
        expect(beat.json<TErrorReply>().message).toBe(LimitsErrorKey.activityTrackingDisabled);
        // A switch of the site configuration does not drop a limit the player set.
        const placed = await sendOff('POST', '/api/sportsbook/v3/bets', {
          cookie,
          payload: {
            meta: { device_id: 'test-device' },
            bets: [{ stake: { value: 600, currency: 'EUR' }, selections: [selection] }],
          },
        });
        expect(placed.json<TErrorReply>().message).toBe(LimitsErrorKey.stakeExceeded);
      } finally {
        await off.app.close();
      }
    });
  });

  it('50 simultaneous bets against a loss limit of 10 units never exceed it', async () => {
    const { cookie } = await aPlayer();
    await setLimit(cookie, 'loss', 'day', 1_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => bet(cookie, 100)));
    const placed = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reply of refused) expect(reply.json<TErrorReply>().message).toBe(LimitsErrorKey.lossExceeded);
    expect(await balance(cookie)).toBe(100_000 - 1_000);
  });
});
