import { publicChannel } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
