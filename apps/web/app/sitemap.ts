import { BETTABLE_STATUSES } from '@sportsbook/contract/light';
import type { MetadataRoute } from 'next';
import { LOCALES } from '@/i18n/locales';
import { api } from '@/shared/api/client';
import { getSiteConfig } from '@/shared/api/site-config';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { siteOrigin } from '@/shared/seo';

export const dynamic = 'force-dynamic';

/** Static sections, the site's pages, sports, leagues and the next upcoming matches, each with its locale alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getSiteConfig();
  const { localePrefix } = runtimeConfig();
  const origin = siteOrigin();
  const [sports, tournaments, matches] = await Promise.all([
    api('GET /api/sportsbook/sports'),
    api('GET /api/sportsbook/tournaments', { query: { limit: 500 } }),
    api('GET /api/sportsbook/matches', { query: { match_status: [...BETTABLE_STATUSES], limit: 500 } }),
  ]);
  const entry = (path: string, priority: number, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: `${origin}${localePath(site.default_locale, path, localePrefix, site.default_locale)}`,
    lastModified,
    priority,
    alternates: {
      languages: Object.fromEntries(
        LOCALES.map((l) => [l, `${origin}${localePath(l, path, localePrefix, site.default_locale)}`]),
      ),
    },
  });
  return [
    entry('/', 1),
    ...['/live', '/cybersport', '/schedule', '/results'].map((p) => entry(p, 0.8)),
    ...(site.is_virtual_gaming_arena_enabled ? [entry('/virtual-gaming-arena', 0.6)] : []),
    ...(site.is_premium_cricket_enabled ? [entry('/premium-cricket', 0.6)] : []),
    ...(site.is_horse_racing_enabled ? [entry('/racing', 0.6)] : []),
    ...(site.is_lottery_enabled ? [entry('/lotteries', 0.6)] : []),
    ...Object.keys(site.pages)
      .filter((slug) => site.pages[slug])
      .map((slug) => entry(`/${slug}`, 0.4)),
    ...sports.data.map((s) => entry(`/${s.key}`, 0.7)),
    ...tournaments.data.map((t) => entry(`/${t.sport.key}/${t.slug}`, 0.6)),
    ...matches.data.map((m) => entry(`/${m.sport.key}/${m.slug}`, 0.5, m.start_time)),
  ];
}
