import type { TSearchReply } from '@sportsbook/contract';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MatchRow, SearchBox } from '@/features/catalogue';
import { fetchSearch, isSearchable } from '@/features/catalogue/queries';
import { hrefFor } from '@/shared/config/runtime';
import { sectionMetadata } from '@/shared/seo';
import { IntentLink } from '@/shared/ui/intent-link';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = sectionMetadata('/search', 'search');

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const t = await getTranslations('search');
  const results: TSearchReply['data'] | null = isSearchable(q) ? await fetchSearch(locale, q) : null;
  const href = hrefFor(locale);
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{t('label')}</h1>
      <SearchBox />
      {results && (
        <>
          {results.matches.length === 0 && results.tournaments.length === 0 && (
            <p className="text-muted">{t('noResults', { q })}</p>
          )}
          {results.matches.length > 0 && (
            <section className="overflow-hidden rounded-lg border border-border bg-surface">
              <h2 className="border-border border-b px-3 py-2.5 font-semibold">{t('matches')}</h2>
              <ul>
                {results.matches.map((match) => (
                  <MatchRow key={match.id} match={match} />
                ))}
              </ul>
            </section>
          )}
          {results.tournaments.length > 0 && (
            <section className="rounded-lg border border-border bg-surface p-3">
              <h2 className="mb-2 font-semibold">{t('leagues')}</h2>
              <ul>
                {results.tournaments.map((tournament) => (
                  <li key={tournament.id}>
                    <IntentLink
                      href={href(`/${tournament.sport.key}/${tournament.slug}`)}
                      className="block py-1.5 text-sm hover:underline"
                    >
                      {tournament.sport.name} · {tournament.category.name} · {tournament.name}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
