'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { BET_LIST_RESULTS, BET_LIST_STATUSES, useBets } from '../api/bets';
import { HISTORY_PAGE_SIZE, type HistoryFilter, historyQuery, parseHistoryFilter } from '../history-filter';
import { sharedFromPlaced } from '../share';
import { BetCard } from './bet-card';
import { CashoutButton } from './cashout-button';
import { BetsSignIn } from './my-bets';
import { ShareButton } from './share-button';

function FilterGroup<T extends string>({
  legend,
  name,
  value,
  options,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  label: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 font-semibold text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-10 cursor-pointer items-center rounded-full border border-border px-3 text-sm has-checked:border-accent has-checked:bg-accent has-checked:text-accent-text has-focus-visible:outline-3 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The bets history (page key bets_history): SPEC §4 list filters (status all/open/settled, result
 * all/win/lose/refund), paged, kept in the URL so a reload or a shared link shows the same list.
 */
export function BetsHistory({ initial }: { initial: HistoryFilter }) {
  const t = useTranslations('bets');
  const tc = useTranslations('common');
  const tcat = useTranslations('catalogue');
  const locale = useLocale();
  const session = useSession();
  const settings = useSiteSettings();
  const loggedIn = session.status === 'loggedIn';
  const [filter, setFilter] = useState(initial);
  const statusName = useId();
  const resultName = useId();
  const { data, isPending, isError, isPlaceholderData, refetch } = useBets(
    locale,
    { ...filter, limit: HISTORY_PAGE_SIZE },
    loggedIn,
  );

  // Back and forward move through filters the player chose.
  useEffect(() => {
    const onPop = () => setFilter(parseHistoryFilter(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const change = (next: HistoryFilter) => {
    setFilter(next);
    const query = historyQuery(new URLSearchParams(window.location.search), next);
    window.history.pushState(window.history.state, '', `${window.location.pathname}${query}`);
  };

  if (session.status === 'notLoggedIn') return <BetsSignIn message={t('signInPrompt')} />;

  const pages = data?.pagination.last_page ?? 1;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2">
        <FilterGroup
          legend={t('filters.status')}
          name={statusName}
          value={filter.status}
          options={BET_LIST_STATUSES}
          label={(option) => t(`filters.statuses.${option}`)}
          onChange={(status) => change({ ...filter, status, page: 1 })}
        />
        <FilterGroup
          legend={t('filters.result')}
          name={resultName}
          value={filter.result}
          options={BET_LIST_RESULTS}
          label={(option) => t(`filters.results.${option}`)}
          onChange={(result) => change({ ...filter, result, page: 1 })}
        />
      </div>
      <section
        aria-live="polite"
        aria-busy={!loggedIn || isPending || isPlaceholderData}
        className="grid gap-2"
      >
        {!loggedIn || isPending ? (
          <p className="p-4 text-center text-muted text-sm">{tc('loading')}</p>
        ) : isError ? (
          <div className="grid justify-items-center gap-2 p-4 text-center text-sm">
            <p role="alert">{t('loadFailed')}</p>
            <button type="button" onClick={() => void refetch()} className="underline">
              {t('retry')}
            </button>
          </div>
        ) : data.data.length === 0 ? (
          <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted text-sm">
            {t('noBets')}
          </p>
        ) : (
          <>
            <p className="text-muted text-sm">{t('count', { count: data.pagination.total })}</p>
            <ul className="grid gap-2 md:grid-cols-2">
              {data.data.map((bet) => (
                <li key={bet.id}>
                  <BetCard bet={bet}>
                    <CashoutButton bet={bet} />
                    {settings.features.share_bet === true && (
                      <ShareButton bets={() => [sharedFromPlaced(bet)]} />
                    )}
                  </BetCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {loggedIn && data && pages > 1 && (
        <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={filter.page <= 1}
            onClick={() => change({ ...filter, page: filter.page - 1 })}
            className="min-h-10 rounded-md border border-border px-3 disabled:opacity-50"
          >
            {tcat('previous')}
          </button>
          <span>{tcat('page', { page: filter.page, pages })}</span>
          <button
            type="button"
            disabled={filter.page >= pages}
            onClick={() => change({ ...filter, page: filter.page + 1 })}
            className="min-h-10 rounded-md border border-border px-3 disabled:opacity-50"
          >
            {tcat('next')}
          </button>
        </nav>
      )}
    </div>
  );
}
