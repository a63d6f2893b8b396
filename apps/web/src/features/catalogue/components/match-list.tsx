'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useId } from 'react';
import { favouriteMatchesQueryOptions } from '@/features/favorites/queries';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';
import { type ListMatch, type MatchesParams, matchesQueryOptions } from '../api/matches';
import { withHeadings } from '../columns';
import { ColumnHeadings, MatchRow, ROW_GRID } from './match-row';

interface Group {
  key: string;
  sportKey: string;
  title: string;
  slug: string;
  matches: ListMatch[];
}

/**
 * The matches grouped by tournament, groups in the order of their first match. With `chronological`,
 * each group's matches are put in kick-off order: a list sorted by priority brings a league's big
 * matches first, and within a league a player reads the dates, which would otherwise jump about.
 */
export function byTournament(matches: readonly ListMatch[], chronological = false): Group[] {
  const groups = new Map<string, Group>();
  for (const match of matches) {
    const key = `${match.sport.key}:${match.tournament.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        sportKey: match.sport.key,
        title: `${match.category.name} · ${match.tournament.name}`,
        slug: match.tournament.slug,
        matches: [],
      };
      groups.set(key, group);
    }
    group.matches.push(match);
  }
  const list = [...groups.values()];
  if (chronological)
    for (const group of list)
      group.matches.sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id);
  return list;
}

/**
 * Matches of a query, grouped by tournament. The server prefetches the same query, so the first
 * render comes from the hydrated cache with no request; live updates write into that cache.
 */
export function MatchList({
  params,
  title,
  headingLevel = 2,
  favourites = false,
}: {
  params: MatchesParams;
  title?: string;
  headingLevel?: 2 | 3;
  /** The signed-in player's favourite matches under `params`' match_status and bettable. */
  favourites?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations('catalogue');
  const href = useHref();
  const { data, isPending } = useQuery(
    favourites
      ? favouriteMatchesQueryOptions(locale, { match_status: params.match_status, bettable: params.bettable })
      : matchesQueryOptions(locale, params),
  );
  // Tournaments sit one level under the list's title, or at its level when the list has none
  // (under the page's h1), so no heading level is skipped.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = title ? (headingLevel === 2 ? 'h3' : 'h4') : Heading;
  const headingId = useId();
  return (
    <section
      className="overflow-hidden rounded-lg border border-border bg-surface"
      aria-busy={isPending}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <Heading id={headingId} className="border-border border-b px-3 py-2.5 font-semibold text-base">
          {title}
        </Heading>
      )}
      {isPending ? (
        <MatchListSkeleton rows={params.limit ?? 10} />
      ) : !data || data.data.length === 0 ? (
        <p className="px-3 py-6 text-center text-muted text-sm">{t('noMatches')}</p>
      ) : (
        byTournament(data.data, params.sort_by === 'priority').map((group) => {
          const [first, ...rest] = withHeadings(group.matches);
          return (
            <div key={group.key}>
              <div className={`${ROW_GRID} items-center gap-y-1 bg-surface-2 px-3 py-1.5`}>
                <Sub className="col-span-2 min-w-0 font-medium text-muted text-xs">
                  <IntentLink
                    href={href(`/${group.sportKey}/${group.slug}`)}
                    className="hover:text-text hover:underline"
                  >
                    {group.title}
                  </IntentLink>
                </Sub>
                {first?.headings && <ColumnHeadings columns={first.headings} className="md:row-start-1" />}
              </div>
              <ul>
                {first && <MatchRow match={first.match} />}
                {rest.map(({ match, headings }) => (
                  <Fragment key={match.id}>
                    {headings && (
                      <li aria-hidden="true" className={`${ROW_GRID} px-3 pt-2`}>
                        <ColumnHeadings columns={headings} />
                      </li>
                    )}
                    <MatchRow match={match} />
                  </Fragment>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

/** Same height as the rows it stands for, so nothing moves when they arrive. */
export function MatchListSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true">
      {Array.from({ length: Math.min(rows, 12) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="flex h-[4.25rem] items-center gap-3 border-border border-b px-3">
          <span className="h-8 w-12 animate-pulse rounded bg-surface-2" />
          <span className="h-8 flex-1 animate-pulse rounded bg-surface-2" />
          <span className="hidden h-9 w-48 animate-pulse rounded bg-surface-2 md:block" />
        </li>
      ))}
    </ul>
  );
}
