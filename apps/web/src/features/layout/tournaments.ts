import { api } from '@/shared/api/client';
import { heldRead } from '@/shared/api/held-read';

/** A locale's leagues (of one sport, or all), held briefly: the league widgets can be on every page. */
const read = heldRead(10_000, async (key: string) => {
  const [locale = '', sportKey] = key.split('/');
  const reply = await api('GET /api/sportsbook/tournaments', {
    query: { limit: 500, ...(sportKey && { sport_key: sportKey }) },
    locale,
  });
  return reply.data;
});

export const readTournaments = (locale: string, sportKey?: string) => read(`${locale}/${sportKey ?? ''}`);
