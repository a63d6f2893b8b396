import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { matchChannel, playerChannel, publicChannel, type TRealtimeEvent } from '@sportsbook/contract';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TOKEN_SECRET } from './settings';
import { aConfigFile, aHub, nextEvent, RawClient, type TestHub } from './test-support';
import { signToken } from './tokens';

const secret = DEMO_TOKEN_SECRET;
const aToken = (sub: string, options: { channel?: string; ttlSeconds?: number; nowMs?: number } = {}) =>
  signToken(secret, {
    sub,
    ttlSeconds: options.ttlSeconds ?? 600,
    nowMs: options.nowMs ?? Date.now(),
    ...options,
  });

const anEvent = (n: number): TRealtimeEvent => ({ type: 'match_changed', data: { id: 1, markets_count: n } });

/**
 * A WebSocket class for centrifuge-js whose sockets the test can cut, and whose new connections
 * can be held back (sent to a closed port) until the test lets them through.
 */
function aControlledWebSocket() {
  const sockets: WebSocket[] = [];
  const control = { blocked: false, sockets };
  class ControlledWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(control.blocked ? 'ws://127.0.0.1:9/blocked' : url, protocols);
      sockets.push(this);
      // A refused connection reports an error before closing; the client handles the close.
      this.on('error', () => {});
    }
  }
  return { ...control, control, WebSocketClass: ControlledWebSocket };
}

function aClient(url: string, options: Partial<ConstructorParameters<typeof Centrifuge>[1]> = {}) {
  return new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 10,
    maxReconnectDelay: 50,
    ...options,
  });
}

/** Collects a subscription's publications; resolves `until(n)` once n have arrived. */
function collect(subscription: { on(event: 'publication', fn: (ctx: PublicationContext) => void): unknown }) {
  const received: PublicationContext[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  subscription.on('publication', (ctx) => {
    received.push(ctx);
    for (const waiter of waiters.filter((w) => received.length >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    received,
    until: (n: number) =>
      received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
  };
}

describe('real-time hub with the centrifuge-js client', () => {
  let hub: TestHub;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    hub = await aHub();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await hub.close();
  });

  const publish = (channel: string, event: TRealtimeEvent) => hub.realtime.publisher.publish(channel, event);

  it('an anonymous client connects, subscribes to a public channel and receives its publications in order', async () => {
    const client = aClient(hub.url, { token: await aToken('') });
    clients.push(client);
    const subscription = client.newSubscription(publicChannel('en'));
    const publications = collect(subscription);
    subscription.subscribe();
    client.connect();
    const subscribed = await nextEvent<SubscribedContext>(subscription, 'subscribed');
    expect(subscribed.recoverable).toBe(true);
    expect(subscribed.positioned).toBe(true);

    for (let n = 1; n <= 3; n++) await publish(publicChannel('en'), anEvent(n));
    await publications.until(3);
    expect(publications.received.map((p) => p.data)).toEqual([anEvent(1), anEvent(2), anEvent(3)]);
    expect(publications.received.map((p) => p.offset)).toEqual([1, 2, 3]);
  });

  it('publications made together reach the client as one frame of several lines, each with its offset', async () => {
    const client = aClient(hub.url, { token: await aToken('') });
    clients.push(client);
    const channel = matchChannel('en', 3);
    const subscription = client.newSubscription(channel);
    const publications = collect(subscription);
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');
    await Promise.all(Array.from({ length: 20 }, (_, n) => publish(channel, anEvent(n))));
    await publish(channel, anEvent(20));
    await publications.until(21);
    expect(publications.received.map((p) => p.data)).toEqual(
      Array.from({ length: 21 }, (_, n) => anEvent(n)),
    );
    expect(publications.received.map((p) => p.offset)).toEqual(Array.from({ length: 21 }, (_, n) => n + 1));
  });

  it('a client that lost its connection gets every publication it missed, in order, with recovered: true', async () => {
    const ws = aControlledWebSocket();
    const client = aClient(hub.url, { token: await aToken(''), websocket: ws.WebSocketClass });
    clients.push(client);
    const channel = matchChannel('en', 7);
    const subscription = client.newSubscription(channel);
    const publications = collect(subscription);
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');
    await publish(channel, anEvent(0));
    await publications.until(1);

    // The connection drops and cannot come back while 150 publications are made.
    ws.control.blocked = true;
    const connecting = nextEvent(client, 'connecting');
    ws.sockets.at(-1)?.terminate();
    await connecting;
    for (let n = 1; n <= 150; n++) await publish(channel, anEvent(n));
    expect(publications.received).toHaveLength(1);

    const resubscribed = nextEvent<SubscribedContext>(subscription, 'subscribed');
    ws.control.blocked = false;
    const ctx = await resubscribed;
    expect(ctx.wasRecovering).toBe(true);
    expect(ctx.recovered).toBe(true);
    await publications.until(151);
    expect(publications.received.map((p) => p.data)).toEqual(
      Array.from({ length: 151 }, (_, n) => anEvent(n)),
    );
    expect(publications.received.map((p) => p.offset)).toEqual(Array.from({ length: 151 }, (_, n) => n + 1));
  });

  it.each([
    ['', undefined],
    [' (fan-out sweeps spread over many turns, publications arriving mid-sweep)', 3],
  ])(
    'with many subscribers in step, one that lost its connection recovers what it missed while the others go on%s',
    async (_, slice) => {
      if (slice !== undefined && hub.realtime.hub) hub.realtime.hub.sweepSlice = slice;
      const channel = matchChannel('en', 11);
      const token = await aToken('');
      const others = Array.from({ length: 20 }, () => aClient(hub.url, { token }));
      const ws = aControlledWebSocket();
      const dropped = aClient(hub.url, { token, websocket: ws.WebSocketClass });
      const all = [...others, dropped].map((client) => {
        clients.push(client);
        const subscription = client.newSubscription(channel);
        const publications = collect(subscription);
        const subscribed = nextEvent(subscription, 'subscribed');
        subscription.subscribe();
        client.connect();
        return { publications, subscribed };
      });
      await Promise.all(all.map((c) => c.subscribed));
      await Promise.all(Array.from({ length: 10 }, (_, n) => publish(channel, anEvent(n))));
      await Promise.all(all.map((c) => c.publications.until(10)));

      const resubscribed = nextEvent<SubscribedContext>(
        dropped.getSubscription(channel) as object,
        'subscribed',
      );
      ws.control.blocked = true;
      const connecting = nextEvent(dropped, 'connecting');
      ws.sockets.at(-1)?.terminate();
      await connecting;
      for (let n = 10; n < 60; n++) await publish(channel, anEvent(n));
      ws.control.blocked = false;
      expect((await resubscribed).recovered).toBe(true);
      await Promise.all(Array.from({ length: 20 }, (_, n) => publish(channel, anEvent(60 + n))));
      for (const { publications } of all) {
        await publications.until(80);
        expect(publications.received.map((p) => p.data)).toEqual(
          Array.from({ length: 80 }, (_, n) => anEvent(n)),
        );
        expect(publications.received.map((p) => p.offset)).toEqual(
          Array.from({ length: 80 }, (_, n) => n + 1),
        );
      }
    },
  );

  it("a private channel refuses another player's subscription token: the connection is closed with 3500", async () => {
    const client = aClient(hub.url, { token: await aToken('alice') });
    clients.push(client);
    const bobs = playerChannel('en', 'bob');
    const subscription = client.newSubscription(bobs, { getToken: () => aToken('bob', { channel: bobs }) });
    const received = collect(subscription);
    const disconnected = nextEvent<{ code: number; reason: string }>(client, 'disconnected');
    client.connect();
    subscription.subscribe();
    const ctx = await disconnected;
    expect(ctx.code).toBe(3500);
    expect(ctx.reason).toBe('invalid token');
    expect(received.received).toHaveLength(0);
  });

  it.each([
    ['a private channel without a subscription token', 'alice', playerChannel('en', 'alice'), 103],
    ['an unknown namespace', '', 'casino:en', 102],
  ])('%s is refused with the error code %i', async (_what, user, channel, code) => {
    const client = aClient(hub.url, { token: await aToken(user) });
    clients.push(client);
    const subscription = client.newSubscription(channel);
    const unsubscribed = nextEvent<{ code: number }>(subscription, 'unsubscribed');
    client.connect();
    subscription.subscribe();
    expect((await unsubscribed).code).toBe(code);
  });

  it('a player subscribes to their own private channel with a token for it', async () => {
    const client = aClient(hub.url, { token: await aToken('alice') });
    clients.push(client);
    const channel = playerChannel('pt-BR', 'alice');
    expect(channel).toBe('$player:pt:alice');
    const [{ token } = { token: '' }] = await hub.realtime.tokens.authorize({ userId: 'alice' }, [channel]);
    const subscription = client.newSubscription(channel, { token });
    const publications = collect(subscription);
    client.connect();
    subscription.subscribe();
    await nextEvent(subscription, 'subscribed');
    await publish(channel, anEvent(5));
    await publications.until(1);
    expect(publications.received[0]?.data).toEqual(anEvent(5));
  });

  it('an expired connection token gets 109 and the client connects again with a fresh one', async () => {
    let calls = 0;
    const expired = await aToken('', { ttlSeconds: 1, nowMs: Date.now() - 60_000 });
    const client = aClient(hub.url, {
      token: expired,
      getToken: async () => {
        calls++;
        return aToken('');
      },
    });
    clients.push(client);
    const errors: number[] = [];
    client.on('error', (ctx) => errors.push(ctx.error.code));
    // Not events.once: it rejects on the 'error' event this test expects.
    const connected = new Promise((resolve) => client.on('connected', resolve));
    client.connect();
    await connected;
    expect(errors).toEqual([109]);
    expect(calls).toBe(1);
  });

  it('an invalid connection token closes the connection for good with 3500', async () => {
    const client = aClient(hub.url, { token: `${await aToken('')}x` });
    clients.push(client);
    const disconnected = nextEvent<{ code: number }>(client, 'disconnected');
    client.connect();
    expect((await disconnected).code).toBe(3500);
  });

  it('a subscriber reads history and presence of a public channel', async () => {
    const client = aClient(hub.url, { token: await aToken('alice') });
    clients.push(client);
    const channel = matchChannel('en', 3);
    const subscription = client.newSubscription(channel);
    client.connect();
    subscription.subscribe();
    await nextEvent(subscription, 'subscribed');
    for (let n = 1; n <= 5; n++) await publish(channel, anEvent(n));

    const history = await subscription.history({ limit: 2, since: { offset: 2, epoch: '' } });
    expect(history.publications.map((p) => p.data)).toEqual([anEvent(3), anEvent(4)]);
    expect(history.offset).toBe(5);
    const latest = await subscription.history({ limit: 1, reverse: true });
    expect(latest.publications.map((p) => p.offset)).toEqual([5]);

    const presence = await subscription.presence();
    expect(Object.values(presence.clients).map((info) => info.user)).toEqual(['alice']);
    expect(await subscription.presenceStats()).toEqual({ numClients: 1, numUsers: 1 });
  });

  it.each([
    // Where the channel does not allow it: 103 permission denied.
    ['a client publish', (client: Centrifuge) => client.publish(publicChannel('en'), { hello: 1 }), 103],
    // As Centrifugo without an RPC proxy: 108 not available.
    ['rpc', (client: Centrifuge) => client.rpc('anything', {}), 108],
  ])('%s is answered with the error code %i', async (_what, call, code) => {
    const client = aClient(hub.url, { token: await aToken('alice') });
    clients.push(client);
    client.connect();
    await expect(call(client)).rejects.toMatchObject({ code });
  });
});

describe('real-time hub protocol details', () => {
  let hub: TestHub;

  afterEach(async () => {
    await hub.close();
  });

  it('answers several newline-separated commands of one frame, each by its id', async () => {
    hub = await aHub();
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('') } },
      { id: 2, subscribe: { channel: publicChannel('en') } },
      { id: 3, presence_stats: { channel: publicChannel('en') } },
    );
    const connect = await raw.reply(1);
    expect(connect.connect).toMatchObject({ ping: 25, pong: true, expires: true });
    expect((connect.connect as { client: string }).client).toMatch(/^[0-9a-f-]{36}$/);
    expect((await raw.reply(2)).subscribe).toMatchObject({ recoverable: true, positioned: true, offset: 0 });
    expect((await raw.reply(3)).presence_stats).toEqual({ num_clients: 1, num_users: 1 });
    raw.close();
  });

  it('a command before connect closes the connection with 3501 bad request', async () => {
    hub = await aHub();
    const raw = await RawClient.open(hub.url);
    raw.send({ id: 1, subscribe: { channel: publicChannel('en') } });
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('a connection without a token is refused unless client.insecure is on', async () => {
    hub = await aHub();
    const refused = await RawClient.open(hub.url);
    refused.send({ id: 1, connect: {} });
    expect((await refused.closed).code).toBe(3501);
    await hub.close();

    hub = await aHub({ configPath: aConfigFile({ client: { insecure: true } }) });
    const allowed = await RawClient.open(hub.url);
    allowed.send({ id: 1, connect: {} });
    expect((await allowed.reply(1)).connect).toMatchObject({ pong: true });
    allowed.close();
  });

  it('sends pings ({}) that a client answers with a pong ({}), and stays connected', async () => {
    hub = await aHub({ configPath: aConfigFile({ client: { ping_interval: '50ms', pong_timeout: '30s' } }) });
    const polite = await RawClient.open(hub.url);
    polite.send({ id: 1, connect: { token: await aToken('') } });
    expect((await polite.reply(1)).connect).toMatchObject({ ping: 1, pong: true });
    for (let n = 1; n <= 3; n++) {
      await polite.until(() => polite.pings >= n);
      polite.send({});
    }
    polite.send({ id: 2, subscribe: { channel: publicChannel('en') } });
    expect((await polite.reply(2)).subscribe).toBeDefined();
    polite.close();
  });

  it('closes a connection that does not answer a ping with 3012 no pong', async () => {
    hub = await aHub({
      configPath: aConfigFile({ client: { ping_interval: '50ms', pong_timeout: '50ms' } }),
    });
    const silent = await RawClient.open(hub.url);
    silent.send({ id: 1, connect: { token: await aToken('') } });
    expect(await silent.closed).toEqual({ code: 3012, reason: 'no pong' });
    expect(silent.pings).toBeGreaterThan(0);
  });

  it('send without a message handler closes the connection with 3508, as Centrifugo does', async () => {
    hub = await aHub();
    const raw = await RawClient.open(hub.url);
    raw.send({ id: 1, connect: { token: await aToken('') } }, { send: { data: { hello: 1 } } });
    expect((await raw.closed).code).toBe(3508);
  });

  it('refresh and sub_refresh extend the connection and the subscription with new tokens', async () => {
    hub = await aHub();
    const channel = playerChannel('en', 'alice');
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('alice', { ttlSeconds: 60 }) } },
      { id: 2, subscribe: { channel, token: await aToken('alice', { channel, ttlSeconds: 60 }) } },
    );
    expect((await raw.reply(2)).subscribe).toMatchObject({ expires: true });
    raw.send(
      { id: 3, refresh: { token: await aToken('alice', { ttlSeconds: 3600 }) } },
      { id: 4, sub_refresh: { channel, token: await aToken('alice', { channel, ttlSeconds: 3600 }) } },
      {
        id: 5,
        sub_refresh: { channel, token: await aToken('alice', { channel, nowMs: Date.now() - 7200_000 }) },
      },
    );
    const refresh = (await raw.reply(3)).refresh as { expires: boolean; ttl: number };
    expect(refresh.expires).toBe(true);
    expect(refresh.ttl).toBeGreaterThan(60);
    expect(((await raw.reply(4)).sub_refresh as { ttl: number }).ttl).toBeGreaterThan(60);
    expect((await raw.reply(5)).error).toEqual({ code: 110, message: 'expired' });
    // A refresh token of another user is a forgery: the connection is closed.
    raw.send({ id: 6, refresh: { token: await aToken('bob') } });
    expect((await raw.closed).code).toBe(3500);
  });

  it('a subscribe that cannot recover its position fails with 112 when the client asks so', async () => {
    hub = await aHub();
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('') } },
      {
        id: 2,
        subscribe: { channel: publicChannel('en'), recover: true, offset: 4, epoch: 'gone', flag: 3 },
      },
      { id: 3, subscribe: { channel: publicChannel('de'), recover: true, offset: 4, epoch: 'gone' } },
    );
    expect((await raw.reply(2)).error).toEqual({ code: 112, message: 'unrecoverable position' });
    expect((await raw.reply(3)).subscribe).toMatchObject({ was_recovering: true, recovered: false });
    raw.close();
  });

  /** A hub with a namespace where subscribers may publish. */
  const aChatHub = () =>
    aHub({
      configPath: aConfigFile({
        channel: {
          namespaces: [
            {
              name: 'chat',
              history_size: 10,
              history_ttl: '60s',
              allow_subscribe_for_client: true,
              allow_publish_for_subscriber: true,
              allow_history_for_subscriber: true,
            },
          ],
        },
      }),
    });

  it('a client publish without data closes the connection with 3501 bad request and is never stored', async () => {
    hub = await aChatHub();
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('alice') } },
      { id: 2, subscribe: { channel: 'chat:1' } },
    );
    expect((await raw.reply(2)).subscribe).toBeDefined();
    raw.send({ id: 3, publish: { channel: 'chat:1' } });
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
    const reader = await RawClient.open(hub.url);
    reader.send(
      { id: 1, connect: { token: await aToken('bob') } },
      { id: 2, subscribe: { channel: 'chat:1' } },
      { id: 3, history: { channel: 'chat:1', limit: 10 } },
    );
    expect((await reader.reply(3)).history).toMatchObject({ publications: [] });
    reader.close();
  });

  it('refuses map and shared-poll subscription types with 107 bad request instead of serving a stream', async () => {
    hub = await aChatHub();
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('alice') } },
      { id: 2, subscribe: { channel: 'chat:1', type: 1 } },
      { id: 3, subscribe: { channel: 'chat:2', type: 2 } },
      { id: 4, subscribe: { channel: 'chat:3', type: 0 } },
    );
    expect((await raw.reply(2)).error).toMatchObject({ code: 107 });
    expect((await raw.reply(3)).error).toMatchObject({ code: 107 });
    expect((await raw.reply(4)).subscribe).toBeDefined();
    raw.close();
  });

  it('client publish, history and presence follow the namespace options of the configuration file', async () => {
    hub = await aHub({
      configPath: aConfigFile({
        channel: {
          namespaces: [
            {
              name: 'chat',
              history_size: 10,
              history_ttl: '60s',
              force_recovery: true,
              presence: true,
              allow_subscribe_for_client: true,
              allow_publish_for_subscriber: true,
              allow_history_for_subscriber: true,
              allow_presence_for_subscriber: true,
            },
          ],
        },
      }),
    });
    const raw = await RawClient.open(hub.url);
    raw.send(
      { id: 1, connect: { token: await aToken('alice') } },
      { id: 2, publish: { channel: 'chat:1', data: { text: 'too early' } } },
      { id: 3, subscribe: { channel: 'chat:1' } },
      { id: 4, publish: { channel: 'chat:1', data: { text: 'hi' } } },
      { id: 5, history: { channel: 'chat:1', limit: 10 } },
      { id: 6, presence: { channel: 'chat:1' } },
      { id: 7, subscribe: { channel: 'public:en' } },
      { id: 8, subscribe: { channel: 'chat:1' } },
    );
    expect((await raw.reply(2)).error).toMatchObject({ code: 103 });
    expect((await raw.reply(4)).publish).toEqual({});
    const history = (await raw.reply(5)).history as { publications: { data: unknown; info: unknown }[] };
    expect(history.publications).toEqual([
      { data: { text: 'hi' }, offset: 1, info: { user: 'alice', client: expect.any(String) } },
    ]);
    const presence = (await raw.reply(6)).presence as { presence: Record<string, { user: string }> };
    expect(Object.values(presence.presence).map((info) => info.user)).toEqual(['alice']);
    expect((await raw.reply(7)).error).toMatchObject({ code: 102 });
    expect((await raw.reply(8)).error).toMatchObject({ code: 105 });
    expect(raw.pushes).toEqual([{ channel: 'chat:1', pub: history.publications[0] }]);
    raw.close();
  });

  it.each([3, 20])(
    'sends the publications of one turn to each of %i subscribers as one frame, lines in stream order',
    async (count) => {
      // 3 get their own frames; 20 (≥ 16) one frame built once and written to each of them.
      hub = await aHub();
      const channel = publicChannel('en');
      const raws = await Promise.all(Array.from({ length: count }, () => RawClient.open(hub.url)));
      for (const raw of raws)
        raw.send({ id: 1, connect: { token: await aToken('') } }, { id: 2, subscribe: { channel } });
      for (const raw of raws) await raw.reply(2);
      const framesBefore = raws.map((raw) => raw.frames);
      await Promise.all([1, 2, 3, 4].map((n) => hub.realtime.publisher.publish(channel, anEvent(n))));
      for (const [i, raw] of raws.entries()) {
        await raw.until(() => raw.pushes.length >= 4);
        expect(raw.frames).toBe((framesBefore[i] ?? 0) + 1);
        expect(raw.pushes).toEqual(
          [1, 2, 3, 4].map((n) => ({ channel, pub: { data: anEvent(n), offset: n } })),
        );
        raw.close();
      }
    },
  );

  it('client.write_delay holds publications back to send them together', async () => {
    hub = await aHub({ configPath: aConfigFile({ client: { write_delay: '300ms' } }) });
    const channel = publicChannel('en');
    const raw = await RawClient.open(hub.url);
    raw.send({ id: 1, connect: { token: await aToken('') } }, { id: 2, subscribe: { channel } });
    await raw.reply(2);
    const framesBefore = raw.frames;
    await hub.realtime.publisher.publish(channel, anEvent(1));
    await raw.until(() => raw.pushes.length >= 1); // the first one after a quiet spell goes at once
    expect(raw.frames).toBe(framesBefore + 1);
    await hub.realtime.publisher.publish(channel, anEvent(2));
    // Later turns of the event loop, in which a sweep without the delay would already have sent it.
    for (let i = 0; i < 5; i++) await nextTurn();
    await hub.realtime.publisher.publish(channel, anEvent(3));
    await raw.until(() => raw.pushes.length >= 3);
    expect(raw.frames).toBe(framesBefore + 2);
    expect(raw.pushes.map((push) => (push.pub as { offset: number }).offset)).toEqual([1, 2, 3]);
    raw.close();
  });

  it('refuses a browser origin that is not allowed', async () => {
    hub = await aHub({ allowedOrigins: ['http://localhost:3000'] });
    const allowed = await RawClient.open(hub.url, { origin: 'http://localhost:3000' });
    allowed.close();
    const socket = new WebSocket(hub.url, { headers: { origin: 'http://evil.example' } });
    const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(403);
  });
});
