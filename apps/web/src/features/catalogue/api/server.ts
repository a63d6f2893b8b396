import type { TCategory, TMatch, TTournament } from '@sportsbook/contract';
import { cache } from 'react';
import { ApiError, api } from '@/shared/api/client';

/** Server-side lookups of the catalogue, deduplicated per request (metadata and page share them). */
export const getSports = cache((locale: string) =>
  api('GET /api/sportsbook/sports', { locale }).then((r) => r.data),
);

export const getSport = cache(
  async (locale: string, key: string) => (await getSports(locale)).find((s) => s.key === key) ?? null,
);

export const getCategories = cache((locale: string, sportKey: string) =>
  api('GET /api/sportsbook/categories', { query: { sport_key: sportKey, limit: 500 }, locale }).then(
    (r) => r.data,
  ),
);

export const getTournaments = cache((locale: string, sportKey: string) =>
  api('GET /api/sportsbook/tournaments', { query: { sport_key: sportKey, limit: 500 }, locale }).then(
    (r) => r.data,
  ),
);

export const getMatch = cache(async (locale: string, id: number): Promise<TMatch | null> => {
  try {
    return await api('GET /api/sportsbook/matches/:id', { params: { id }, locale });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

export type SlugTarget =
  | { kind: 'category'; category: TCategory }
  | { kind: 'tournament'; tournament: TTournament }
  | { kind: 'match'; match: TMatch };

/**
 * `/[sport]/[slug]` is one dynamic segment (issue 3): a category, a tournament or a match of the
 * sport, told apart by the slug on the server. Match slugs end in the match id. Any two-segment
 * path lands here, so a sport that does not exist is not found (the API refuses its lists).
 */
export const resolveSlug = cache(
  async (locale: string, sportKey: string, slug: string): Promise<SlugTarget | null> => {
    if (!(await getSport(locale, sportKey))) return null;
    const matchId = /-(\d{1,15})$/.exec(slug)?.[1];
    if (matchId) {
      const match = await getMatch(locale, Number(matchId));
      if (match && match.slug === slug && match.sport.key === sportKey) return { kind: 'match', match };
    }
    const [categories, tournaments] = await Promise.all([
      getCategories(locale, sportKey),
      getTournaments(locale, sportKey),
    ]);
    const tournament = tournaments.find((t) => t.slug === slug);
    if (tournament) return { kind: 'tournament', tournament };
    const category = categories.find((c) => c.slug === slug);
    if (category) return { kind: 'category', category };
    return null;
  },
);
