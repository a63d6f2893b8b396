import type { TTournament } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/shared/ui/intent-link';
import { readTournaments } from './tournaments';

/**
 * SPEC §2 'leagues': every league of one sport, under its country or region, each a link to its
 * page, server-rendered. An API that does not answer, or a sport without leagues, leaves it out.
 */
export async function Leagues({
  locale,
  sportKey,
  href,
}: {
  locale: string;
  sportKey: string;
  href: (path: string) => string;
}) {
  const [t, tournaments] = await Promise.all([
    getTranslations('layout'),
    readTournaments(locale, sportKey).catch((): TTournament[] => []),
  ]);
  const sport = tournaments[0]?.sport;
  if (!sport) return null;
  // A country or region ranks by its best league, so the one with the top league comes first.
  const byCategory = new Map<number, { name: string; priority: number; leagues: TTournament[] }>();
  for (const tournament of tournaments) {
    const { id, name } = tournament.category;
    const group = byCategory.get(id) ?? { name, priority: tournament.priority, leagues: [] };
    group.priority = Math.max(group.priority, tournament.priority);
    group.leagues.push(tournament);
    byCategory.set(id, group);
  }
  const groups = [...byCategory.values()].sort(
    (a, b) => b.priority - a.priority || a.name.localeCompare(b.name, locale),
  );
  const title = t('leaguesOf', { sport: sport.name });
  return (
    <nav aria-label={title} className="grid gap-3 rounded-md border border-border bg-surface p-3">
      <h2 className="font-semibold">{title}</h2>
      {groups.map((group) => (
        <section key={group.name} className="grid gap-1">
          <h3 className="font-semibold text-muted text-xs uppercase">{group.name}</h3>
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {[...group.leagues]
              .sort((a, b) => b.priority - a.priority || a.id - b.id)
              .map((league) => (
                <li key={league.id}>
                  <IntentLink
                    href={href(`/${league.sport.key}/${league.slug}`)}
                    className="flex min-h-10 items-center rounded px-2 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {league.name}
                  </IntentLink>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
