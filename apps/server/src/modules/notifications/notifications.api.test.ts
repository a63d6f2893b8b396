import type { TBet, TNotification, TNotificationCounters, TRealtimeEvent } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';

// Issue 24 item 1: notifications are raised once per bet result and per deposit outcome, counted
// unread, marked read one by one or all at once, and announced on the player's private channel.

const WEB = 'http://localhost:3000';

describe.each(testDatabases())('notifications API on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let prematch: BettableMatch[];
  let nextMatch = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db);
    app = built.app;
    prematch = await bettablePrematch(app);
    expect(prematch.length).toBeGreaterThan(10);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = () => aSignedInPlayer(db, built.services, { balance: 100_000, now: TEST_NOW });
  const send = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
    const reply = await app.inject({
      method,
      url,
      headers: { ...(method === 'POST' && { origin: WEB }), ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });
    return { status: reply.statusCode, json: <T>() => reply.json() as T };
  };
  const counters = async (cookie: string) =>
    (await send('GET', '/api/sportsbook/notifications/counters', cookie)).json<TNotificationCounters>()
      .unread;
  const list = async (cookie: string, query = '') =>
    (await send('GET', `/api/sportsbook/notifications${query}`, cookie)).json<{
      data: TNotification[];
      pagination: { total: number; last_page: number };
    }>();

  /** Places one single on each outcome of a fresh match's main market, then finishes the match. */
  const settledBets = async (cookie: string): Promise<TBet[]> => {
    const match = prematch[nextMatch++] as BettableMatch;
    const bets = match.main_market.outcomes.map((o) => ({
      stake: { value: 1_000, currency: 'EUR' },
      selections: [mainMarketPick(match, o)],
    }));
    const placed = await send('POST', '/api/sportsbook/v3/bets', cookie, {
      meta: { device_id: 'test-device' },
      bets,
    });
    expect(placed.status).toBe(200);
    expect((await send('POST', `/api/dev/matches/${match.id}/finish`)).status).toBe(200);
    return (await send('GET', '/api/sportsbook/v3/bets?status=settled', cookie))
      .json<{ data: TBet[] }>()
      .data.filter((bet) => bet.selections[0]?.match.id === match.id);
  };

  it('refuses visitors', async () => {
    expect((await send('GET', '/api/sportsbook/notifications')).status).toBe(401);
    expect((await send('GET', '/api/sportsbook/notifications/counters')).status).toBe(401);
    expect((await send('POST', '/api/sportsbook/notifications/read-all')).status).toBe(401);
  });

  it('raises one notification per settled bet, with its result and amount, and announces it', async () => {
    const { id, cookie } = await player();
    expect(await counters(cookie)).toBe(0);
    const publisher = built.services.realtime.publisher;
    const broadcast = vi.spyOn(publisher, 'broadcast');
    const bets = await settledBets(cookie);
    const events = broadcast.mock.calls
      .filter(([channels]) => channels.some((channel) => channel.endsWith(`:${id}`)))
      .map(([, event]) => event as TRealtimeEvent);
    broadcast.mockRestore();
    expect(bets.length).toBeGreaterThanOrEqual(2);
    expect(await counters(cookie)).toBe(bets.length);

    const { data } = await list(cookie);
    expect(data).toHaveLength(bets.length);
    const won = bets.find((bet) => bet.result === 'win_entire') as TBet;
    const lost = bets.find((bet) => bet.result === 'lose_entire') as TBet;
    const ofBet = (bet: TBet) => data.find((n) => n.object_id === bet.id);
    expect(ofBet(won)).toMatchObject({
      type: 'bet_won',
      object_type: 'bet',
      title: won.ref,
      read: false,
      amount: { value: won.win_amount, currency: 'EUR', subunits: 2 },
    });
    expect(ofBet(lost)).toMatchObject({ type: 'bet_lost', amount: { value: 1_000, currency: 'EUR' } });
    expect(ofBet(won)?.body).toContain(won.selections[0]?.match.name);

    const raised = events.filter((event) => event.type === 'notification');
    expect(raised.map((event) => event.data.object_id).sort()).toEqual(bets.map((bet) => bet.id).sort());
    const unread = events.flatMap((event) =>
      event.type === 'unread_counters_changed' ? [event.data.unread] : [],
    );
    expect(unread.at(-1)).toBe(bets.length);

    // The same result published again (a retry, another process) raises nothing new.
    await built.services.notifications.onBet(id, won);
    expect(await counters(cookie)).toBe(bets.length);
  });

  it('marks some read, then all, announcing each change of the count', async () => {
    const { id, cookie } = await player();
    const bets = await settledBets(cookie);
    const { data } = await list(cookie);
    const first = data[0] as TNotification;
    const broadcast = vi.spyOn(built.services.realtime.publisher, 'broadcast');
    const read = await send('POST', '/api/sportsbook/notifications/read', cookie, { ids: [first.id] });
    expect(read.status).toBe(200);
    expect(read.json<TNotificationCounters>()).toEqual({ unread: bets.length - 1 });
    // Reading it again changes nothing and announces nothing.
    await send('POST', '/api/sportsbook/notifications/read', cookie, { ids: [first.id] });
    const all = await send('POST', '/api/sportsbook/notifications/read-all', cookie);
    expect(all.json<TNotificationCounters>()).toEqual({ unread: 0 });
    const announced = broadcast.mock.calls
      .filter(([channels]) => channels.some((channel) => channel.endsWith(`:${id}`)))
      .map(([, event]) => event as TRealtimeEvent)
      .flatMap((event) => (event.type === 'unread_counters_changed' ? [event.data.unread] : []));
    broadcast.mockRestore();
    expect(announced).toEqual([bets.length - 1, 0]);
    expect((await list(cookie)).data.every((n) => n.read)).toBe(true);
    expect(await counters(cookie)).toBe(0);
  });

  it("pages newest first and never shows or marks another player's", async () => {
    const one = await player();
    const other = await player();
    const bets = await settledBets(one.cookie);
    const page1 = await list(one.cookie, '?limit=1');
    expect(page1.pagination).toMatchObject({ total: bets.length, last_page: bets.length });
    const page2 = await list(one.cookie, '?limit=1&page=2');
    expect(page2.data[0]?.id).not.toBe(page1.data[0]?.id);
    expect((await list(other.cookie)).data).toEqual([]);
    const foreign = await send('POST', '/api/sportsbook/notifications/read', other.cookie, {
      ids: [page1.data[0]?.id],
    });
    expect(foreign.json<TNotificationCounters>()).toEqual({ unread: 0 });
    expect(await counters(one.cookie)).toBe(bets.length);
    const empty = await send('POST', '/api/sportsbook/notifications/read', one.cookie, { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('error.request.invalid');
  });

  it('raises a notification when a deposit is approved', async () => {
    const { cookie } = await player();
    // The demo provider asks for the player's name before a deposit.
    await app.inject({
      method: 'PUT',
      url: '/api/platform/player/profile',
      headers: { origin: WEB, cookie },
      payload: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    const created = await send('POST', '/api/platform/deposits', cookie, { amount: 2_500, currency: 'EUR' });
    expect(created.status).toBe(201);
    const payment = created.json<{ id: string }>();
    const answer = () => send('POST', `/api/dev/payments/${payment.id}`, undefined, { outcome: 'success' });
    expect((await answer()).status).toBe(303);
    // A second answer of the card page raises nothing new.
    expect((await answer()).status).toBe(303);
    const { data } = await list(cookie);
    expect(data).toEqual([
      expect.objectContaining({
        type: 'deposit_approved',
        object_type: 'payment',
        object_id: payment.id,
        amount: { value: 2_500, currency: 'EUR', subunits: 2 },
      }),
    ]);
  });
});
