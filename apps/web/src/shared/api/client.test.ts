import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/render';
import { ApiError, api, routePath } from './client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('routePath: a contract route with its parameters filled in', () => {
  it.each([
    ['GET /api/sportsbook/matches/:id', { id: 7 }, undefined, '/api/sportsbook/matches/7'],
    [
      'GET /api/sportsbook/matches/:id/markets',
      { id: 7 },
      { page: 2, limit: 500 },
      '/api/sportsbook/matches/7/markets?page=2&limit=500',
    ],
    ['GET /api/dev/mailbox', undefined, { to: 'a+b@x.test' }, '/api/dev/mailbox?to=a%2Bb%40x.test'],
    [
      'GET /api/sportsbook/matches',
      undefined,
      { match_status: [0, 1], sort_by: '' },
      '/api/sportsbook/matches?match_status=0%2C1',
    ],
    [
      'GET /api/sportsbook/v3/bets/custom/markets/:matchId',
      { matchId: 'a/b' },
      undefined,
      '/api/sportsbook/v3/bets/custom/markets/a%2Fb',
    ],
  ] as const)('%s', (route, params, query, path) => {
    expect(routePath(route, params, query)).toBe(path);
  });

  it('refuses a route whose placeholder has no value', () => {
    expect(() => routePath('GET /api/sportsbook/matches/:id')).toThrow(':id');
  });
});

describe('api: the method, headers and body come from the route', () => {
  it('sends a GET without a body, with the locale as Accept-Language', async () => {
    const calls = mockFetch(() => json(200, { id: 7 }));
    await expect(
      api('GET /api/sportsbook/matches/:id', { params: { id: 7 }, locale: 'br' }),
    ).resolves.toEqual({
      id: 7,
    });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(url).toMatch(/\/api\/sportsbook\/matches\/7$/);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'accept-language': 'pt-BR' });
  });

  it('sends `{}` as the JSON body of a POST whose route reads none', async () => {
    const calls = mockFetch(() => json(200, { ok: true }));
    await api('POST /api/platform/player/logout');
    const [{ init }] = calls as [(typeof calls)[number]];
    expect([init.method, init.body]).toEqual(['POST', '{}']);
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('on the server, sends a GET again once when the peer closed the pooled connection; never a POST', async () => {
    const closed = () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } }));
    let answers = [closed, () => json(200, { id: 7 })];
    let calls = mockFetch(() => (answers.shift() as () => Promise<Response>)());
    await expect(api('GET /api/sportsbook/matches/:id', { params: { id: 7 } })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(2);

    answers = [closed, closed];
    calls = mockFetch(() => (answers.shift() as () => Promise<Response>)());
    await expect(api('GET /api/sportsbook/matches/:id', { params: { id: 7 } })).rejects.toThrow(
      'fetch failed',
    );
    expect(calls).toHaveLength(2);

    answers = [closed, () => json(200, { ok: true })];
    calls = mockFetch(() => (answers.shift() as () => Promise<Response>)());
    await expect(api('POST /api/platform/player/logout')).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(1);
  });

  it('throws an ApiError carrying the error reply', async () => {
    mockFetch(() => json(409, { code: 409, message: 'error.bet.odds_changed', data: {} }));
    const call = api('POST /api/sportsbook/v3/bets/cashout', { body: { bet_id: 'b', to_cashout: 1 } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 409, body: { message: 'error.bet.odds_changed' } });
  });

  it('an ApiError names the call: its URL, method and request body (SPEC §8 error reports)', async () => {
    mockFetch(() => json(500, { code: 500, message: 'error.internal', data: {} }));
    const error = await api('POST /api/sportsbook/v3/bets/cashout', {
      body: { bet_id: 'b', to_cashout: 1 },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      method: 'POST',
      url: expect.stringMatching(/\/api\/sportsbook\/v3\/bets\/cashout$/),
      requestBody: { bet_id: 'b', to_cashout: 1 },
    });
  });
});
