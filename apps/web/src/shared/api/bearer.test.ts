// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { json } from '@/test/render';
import { api, bearerSession, setBearerToken } from './client';

it('inside a host frame, sends the bearer token and no cookie; signed out, neither', async () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ok: true }));
  vi.stubGlobal('fetch', fetch);
  await api('GET /api/platform/player');
  expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  expect(fetch.mock.calls[0]?.[1].headers).not.toHaveProperty('authorization');

  setBearerToken('t'.repeat(43));
  expect(bearerSession()).toEqual({ token: 't'.repeat(43) });
  await api('GET /api/platform/player');
  expect(fetch.mock.calls[1]?.[1]).toMatchObject({
    credentials: 'omit',
    headers: { authorization: `Bearer ${'t'.repeat(43)}` },
  });

  setBearerToken(null);
  await api('POST /api/platform/player/logout');
  expect(fetch.mock.calls[2]?.[1].credentials).toBe('omit');
  expect(fetch.mock.calls[2]?.[1].headers).not.toHaveProperty('authorization');
});
