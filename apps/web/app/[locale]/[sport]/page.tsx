import { MatchStatus } from '@sportsbook/contract/light';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchedMatchList } from '@/features/catalogue';
import { getCategories, getSport, getTournaments } from '@/features/catalogue/server';
import { FavouriteStar } from '@/features/favorites';
import { PlacementWidgets } from '@/features/layout/server';
import { describeMarkdown, resolveSitePage, SitePageView } from '@/features/pages';
import { getSiteConfig } from '@/shared/api/site-config';
import { hrefFor } from '@/shared/config/runtime';
import { pageMetadata } from '@/shared/seo';
import { IntentLink } from '@/shared/ui/intent-link';

type Params = Promise<{ locale: string; sport: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const page = resolveSitePage(await getSiteConfig(), key, locale);
  if (page)
    return pageMetadata({
      locale,
      path: `/${key}`,
      title: page.title,
      description: describeMarkdown(page.markdown),
    });
  const sport = await getSport(locale, key);
  if (!sport) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: `/${key}`,
    title: t('sport', { sport: sport.name }),
    description: t('sportDescription', { sport: sport.name }),
  });
}

export default async function SportPage({ params }: { params: Params }) {
  const { locale, sport: key } = await params;
  setRequestLocale(locale);
  const href = hrefFor(locale);
  // One path segment is a custom page when the site config has one there (SPEC §2), else a sport.
  const page = resolveSitePage(await getSiteConfig(), key, locale);
  // A custom page's widgets (page key custom:{slug}) follow its text.
  if (page)
    return (
      <div className="grid gap-4">
        <SitePageView page={page} locale={locale} href={href} />
        <PlacementWidgets pageKey={`custom:${key}`} placement="content" locale={locale} />
      </div>
    );
  const sport = await getSport(locale, key);
  if (!sport) notFound();
  const [t, categories, tournaments] = await Promise.all([
    getTranslations('catalogue'),
    getCategories(locale, key),
    getTournaments(locale, key),
  ]);
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <h1 className="font-bold text-2xl">{sport.name}</h1>
        <FavouriteStar type="sports" id={sport.id} name={sport.name} />
      </div>
      <PlacementWidgets pageKey="sport" placement="content" locale={locale} />
      <PrefetchedMatchList
        locale={locale}
        title={t('liveNow')}
        params={{ sport_key: key, match_status: [MatchStatus.live], limit: 50 }}
      />
      <PrefetchedMatchList
        locale={locale}
        title={t('upcoming')}
        params={{
          sport_key: key,
          type: 'match',
          match_status: [MatchStatus.prematch],
          sort_by: 'priority',
          limit: 50,
        }}
      />
      <section aria-labelledby="sport-leagues" className="rounded-lg border border-border bg-surface p-3">
        <h2 id="sport-leagues" className="mb-2 font-semibold text-base">
          {t('leagues')}
        </h2>
        <ul className="grid gap-x-4 sm:grid-cols-2 md:grid-cols-3">
          {tournaments.map((tournament) => (
            <li key={tournament.id}>
              <IntentLink
                href={href(`/${key}/${tournament.slug}`)}
                className="block truncate rounded px-1 py-1.5 text-sm hover:underline"
              >
                <span className="text-muted">{tournament.category.name} · </span>
                {tournament.name}
              </IntentLink>
            </li>
          ))}
        </ul>
        <h2 className="mt-4 mb-2 font-semibold text-base">{t('countries')}</h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <IntentLink
                href={href(`/${key}/${category.slug}`)}
                className="block rounded-md border border-border px-2.5 py-1.5 text-sm hover:border-accent"
              >
                {category.name}
              </IntentLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
