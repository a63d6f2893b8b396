import { playerChannel, publicChannel } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CentrifugoError, CentrifugoPublisher } from './publisher';
import { DEMO_API_KEY } from './settings';
import { aHub, type TestHub } from './test-support';

describe("the hub's Centrifugo server API: POST /api/publish", () => {
  let hub: TestHub;
  beforeAll(async () => {
    hub = await aHub({ apiKey: 'secret-key' });
  });
  afterAll(() => hub?.close());

  const publish = (headers: Record<string, string>, payload: object) =>
    hub.app.inject({ method: 'POST', url: '/api/publish', headers, payload });

  it('requires the API key: none or a wrong one is 401', async () => {
    const body = { channel: publicChannel('en'), data: { type: 'x' } };
    expect((await publish({}, body)).statusCode).toBe(401);
    expect((await publish({ 'x-api-key': DEMO_API_KEY }, body)).statusCode).toBe(401);
    expect((await publish({ authorization: 'apikey wrong' }, body)).statusCode).toBe(401);
  });

  it('publishes with the key and replies with the stream position', async () => {
    const first = await publish(
      { 'x-api-key': 'secret-key' },
      { channel: publicChannel('en'), data: { n: 1 } },
    );
    expect(first.statusCode).toBe(200);
    const { result } = first.json() as { result: { offset: number; epoch: string } };
    expect(result.offset).toBe(1);
    expect(result.epoch).toMatch(/\S/);
    const second = await publish(
      { authorization: 'apikey secret-key' },
      { channel: publicChannel('en'), data: { n: 2 } },
    );
    expect(second.json()).toEqual({ result: { offset: 2, epoch: result.epoch } });
  });

  it('answers API errors in the body as Centrifugo does: 102 unknown channel, 107 bad request', async () => {
    const unknown = await publish({ 'x-api-key': 'secret-key' }, { channel: 'casino:en', data: {} });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ error: { code: 102, message: 'unknown channel' } });
    const bad = await publish({ 'x-api-key': 'secret-key' }, { data: {} });
    expect(bad.json()).toEqual({ error: { code: 107, message: 'bad request' } });
  });

  const broadcast = (headers: Record<string, string>, payload: object) =>
    hub.app.inject({ method: 'POST', url: '/api/broadcast', headers, payload });

  it('broadcasts one event into several channels: each channel’s position or error in its place', async () => {
    const body = { channels: [playerChannel('en', 'p-1'), playerChannel('de', 'p-1')], data: { n: 1 } };
    expect((await broadcast({}, body)).statusCode).toBe(401);
    const reply = await broadcast({ 'x-api-key': 'secret-key' }, body);
    expect(reply.statusCode).toBe(200);
    const { responses } = (reply.json() as { result: { responses: { result: { offset: number } }[] } })
      .result;
    expect(responses.map((r) => r.result.offset)).toEqual([1, 1]);
    const mixed = await broadcast(
      { 'x-api-key': 'secret-key' },
      { channels: [playerChannel('en', 'p-1'), 'casino:en'], data: { n: 2 } },
    );
    expect(mixed.json()).toMatchObject({
      result: {
        responses: [{ result: { offset: 2 } }, { error: { code: 102, message: 'unknown channel' } }],
      },
    });
    const hubOf = hub.realtime.hub as NonNullable<typeof hub.realtime.hub>;
    const publish = hubOf.publish.bind(hubOf);
    const brokerDown = vi
      .spyOn(hubOf, 'publish')
      .mockImplementation((channel, data) =>
        channel.endsWith(':p-down') ? Promise.reject(new Error('broker down')) : publish(channel, data),
      );
    const partial = await broadcast(
      { 'x-api-key': 'secret-key' },
      { channels: [playerChannel('en', 'p-down'), '', playerChannel('en', 'p-1')], data: { n: 3 } },
    );
    brokerDown.mockRestore();
    expect(partial.json()).toMatchObject({
      result: {
        responses: [
          { error: { code: 100, message: 'internal server error' } },
          { error: { code: 107, message: 'bad request' } },
          { result: { offset: 3 } },
        ],
      },
    });
    for (const bad of [{ channels: [], data: {} }, { channels: ['x', 7], data: {} }, { channels: ['x'] }])
      expect((await broadcast({ 'x-api-key': 'secret-key' }, bad)).json()).toEqual({
        error: { code: 107, message: 'bad request' },
      });
  });

  it('is what CentrifugoPublisher speaks: publish and broadcast, API errors thrown', async () => {
    const throughHub: typeof fetch = async (input, init) => {
      const reply = await hub.app.inject({
        method: 'POST',
        url: new URL(String(input)).pathname,
        headers: init?.headers as Record<string, string>,
        payload: String(init?.body),
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    };
    const publisher = new CentrifugoPublisher('http://centrifugo.test/', 'secret-key', throughHub);
    const event = { type: 'balance_changed', data: { currency: 'EUR', balance: 100 } } as const;
    const first = await publisher.publish(playerChannel('en', 'p-2'), event);
    expect(first.offset).toBe(1);
    const both = await publisher.broadcast([playerChannel('en', 'p-2'), playerChannel('ar', 'p-2')], event);
    expect(both).toEqual([
      { offset: 2, epoch: first.epoch },
      { offset: 1, epoch: expect.any(String) },
    ]);
    expect(await publisher.broadcast([], event)).toEqual([]);
    await expect(publisher.broadcast([playerChannel('es', 'p-2'), 'casino:en'], event)).rejects.toEqual(
      new CentrifugoError(102, 'unknown channel'),
    );
    await expect(publisher.publish('casino:en', event)).rejects.toBeInstanceOf(CentrifugoError);
    const wrongKey = new CentrifugoPublisher('http://centrifugo.test', 'wrong', throughHub);
    await expect(wrongKey.broadcast([playerChannel('en', 'p-2')], event)).rejects.toMatchObject({
      code: 401,
    });
  });
});
