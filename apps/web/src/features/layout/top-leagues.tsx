import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/shared/ui/intent-link';
import { readTournaments } from './tournaments';

/**
 * SPEC §2 'top leagues navigation': links to the leagues of highest priority, of one sport or of
 * all, server-rendered. An API that does not answer leaves the widget out rather than the page.
 */
export async function TopLeagues({
  locale,
  limit,
  sportKey,
  href,
}: {
  locale: string;
  limit: number;
  sportKey?: string;
  href: (path: string) => string;
}) {
  const [t, tournaments] = await Promise.all([
    getTranslations('layout'),
    readTournaments(locale, sportKey).catch(() => []),
  ]);
  const top = [...tournaments].sort((a, b) => b.priority - a.priority || a.id - b.id).slice(0, limit);
  if (top.length === 0) return null;
  return (
    <nav aria-label={t('topLeagues')} className="grid gap-2 rounded-md border border-border bg-surface p-3">
      <h2 className="font-semibold">{t('topLeagues')}</h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {top.map((tournament) => (
          <li key={tournament.id}>
            <IntentLink
              href={href(`/${tournament.sport.key}/${tournament.slug}`)}
              className="flex min-h-10 items-center gap-2 rounded px-2 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span className="font-semibold">{tournament.name}</span>
              <span className="text-muted text-xs">
                {tournament.sport.name} · {tournament.category.name}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
