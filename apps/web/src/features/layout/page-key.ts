import type { TPageKey } from '@sportsbook/contract';
import { getSport, resolveSlug } from '@/features/catalogue/server';
import { resolveSitePage } from '@/features/pages';
import { getSiteConfig } from '@/shared/api/site-config';

/**
 * The SPEC §2 page key of a path under the locale (its segments), or null for a page without one
 * (live, search, a category…). The lookups are the page's own, cached per request.
 */
export async function pageKeyOf(locale: string, path: readonly string[]): Promise<TPageKey | null> {
  const [first, second, ...more] = path;
  if (first === undefined) return 'sports';
  if (more.length > 0) return null;
  if (second === undefined) {
    if (first === 'cybersport') return 'e_sports';
    if (first === 'bets') return 'bets_history';
    // One segment is a custom page when the site config has one there, else a sport (as [sport]/page.tsx).
    if (resolveSitePage(await getSiteConfig(), first, locale)) return `custom:${first}`;
    return (await getSport(locale, first)) ? 'sport' : null;
  }
  const target = await resolveSlug(locale, first, second);
  if (target?.kind === 'match') return 'match';
  return target?.kind === 'tournament' ? 'league' : null;
}
