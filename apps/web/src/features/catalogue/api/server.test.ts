import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSlug } from './server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as it answers: one sport; lists of an unknown sport_key are refused with 400. */
function stubApi() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      requested.push(url.pathname + url.search);
      if (url.pathname === '/api/sportsbook/sports') return json(200, { data: [{ key: 'football' }] });
      const sport = url.searchParams.get('sport_key');
      if (sport !== 'football') return json(400, { code: 400, message: 'error.request.invalid' });
      const item = { id: 1, slug: 'england', name: 'England', category: { name: 'England' } };
      return json(200, {
        data: url.pathname.endsWith('/tournaments') ? [{ ...item, slug: 'premier-league' }] : [item],
      });
    }),
  );
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('resolveSlug', () => {
  it('finds nothing under a sport that does not exist, without asking for its lists', async () => {
    const requested = stubApi();
    await expect(resolveSlug('en', 'foo', 'bar')).resolves.toBeNull();
    await expect(resolveSlug('en', 'users', 'sign-in')).resolves.toBeNull();
    expect(requested.filter((path) => !path.startsWith('/api/sportsbook/sports'))).toEqual([]);
  });

  it('tells a tournament from a category of a known sport, and an unknown slug from both', async () => {
    stubApi();
    await expect(resolveSlug('en', 'football', 'premier-league')).resolves.toMatchObject({
      kind: 'tournament',
    });
    await expect(resolveSlug('en', 'football', 'england')).resolves.toMatchObject({ kind: 'category' });
    await expect(resolveSlug('en', 'football', 'nope')).resolves.toBeNull();
  });
});
