import { existsSync } from 'node:fs';
import { matchChannel, type TRealtimeEvent } from '@sportsbook/contract';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { aRedisServer, REDIS_SERVER } from '../../test/redis';
import { DEMO_TOKEN_SECRET } from './settings';
import { aHub, nextEvent, RawClient, type TestHub } from './test-support';
import { signToken } from './tokens';

const anEvent = (n: number): TRealtimeEvent => ({ type: 'match_changed', data: { id: 2, markets_count: n } });
const aToken = () => signToken(DEMO_TOKEN_SECRET, { sub: '', ttlSeconds: 600, nowMs: Date.now() });

describe.skipIf(!existsSync(REDIS_SERVER))('real-time hubs sharing Redis', () => {
  let redis: { url: string; stop(): Promise<void> };
  let a: TestHub;
  let b: TestHub;

  beforeAll(async () => {
    redis = await aRedisServer();
    const prefix = `test${Date.now()}`;
    a = await aHub({ redisUrl: redis.url, redisPrefix: prefix });
    b = await aHub({ redisUrl: redis.url, redisPrefix: prefix });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('a client of hub A receives what hub B publishes, and recovers on hub A what B published while it was away', async () => {
    const channel = matchChannel('en', 2);
    let target = a.url;
    const sockets: WebSocket[] = [];
    class Switchable extends WebSocket {
      constructor(_url: string, protocols?: string | string[]) {
        super(target, protocols);
        sockets.push(this);
        this.on('error', () => {});
      }
    }
    const client = new Centrifuge(a.url, {
      websocket: Switchable,
      token: await aToken(),
      minReconnectDelay: 10,
      maxReconnectDelay: 50,
    });
    const subscription = client.newSubscription(channel);
    const received: PublicationContext[] = [];
    let wake = () => {};
    subscription.on('publication', (ctx) => {
      received.push(ctx);
      wake();
    });
    const until = async (n: number) => {
      while (received.length < n) await new Promise<void>((resolve) => (wake = resolve));
    };
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');

    await b.realtime.publisher.publish(channel, anEvent(1));
    await until(1);
    expect(received[0]?.data).toEqual(anEvent(1));

    // Away from A while B publishes 120 more; then back through hub B.
    target = 'ws://127.0.0.1:9/closed';
    const connecting = nextEvent(client, 'connecting');
    sockets.at(-1)?.terminate();
    await connecting;
    for (let n = 2; n <= 121; n++) await b.realtime.publisher.publish(channel, anEvent(n));
    const resubscribed = nextEvent<SubscribedContext>(subscription, 'subscribed');
    target = b.url;
    const ctx = await resubscribed;
    expect(ctx.recovered).toBe(true);
    await until(121);
    expect(received.map((p) => p.data)).toEqual(Array.from({ length: 121 }, (_, n) => anEvent(n + 1)));
    expect(received.map((p) => p.offset)).toEqual(Array.from({ length: 121 }, (_, n) => n + 1));

    await a.realtime.publisher.publish(channel, anEvent(122));
    await until(122);
    client.disconnect();
  });

  it('presence is shared: a client of B sees the subscriber of A', async () => {
    const channel = matchChannel('en', 9);
    const onA = await RawClient.open(a.url);
    onA.send({ id: 1, connect: { token: await aToken() } }, { id: 2, subscribe: { channel } });
    await onA.reply(2);
    const onB = await RawClient.open(b.url);
    onB.send(
      { id: 1, connect: { token: await aToken() } },
      { id: 2, subscribe: { channel } },
      { id: 3, presence_stats: { channel } },
    );
    expect((await onB.reply(3)).presence_stats).toEqual({ num_clients: 2, num_users: 1 });
    onA.close();
    onB.close();
  });

  it('keeps a stream in Redis with offset and epoch', async () => {
    const position = await a.realtime.publisher.publish(matchChannel('en', 11), anEvent(1));
    expect(position.offset).toBe(1);
    const redisClient = new Redis(redis.url);
    const keys = await redisClient.keys('*{match:en:11}');
    await redisClient.quit();
    expect(keys.sort()).toEqual(
      expect.arrayContaining([expect.stringContaining(':meta:'), expect.stringContaining(':stream:')]),
    );
  });
});
