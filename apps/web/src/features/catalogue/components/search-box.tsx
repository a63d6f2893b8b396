'use client';

import { SEARCH_MAX } from '@sportsbook/contract/light';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useHref } from '@/shared/config/context';
import { NameText } from '@/shared/ui/name-text';
import { isSearchable, useSearch } from '../api/search';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Search as you type (debounced), 3–50 characters (SPEC §2), as an ARIA combobox: arrows move
 * through the results, Enter opens one, Escape closes the list.
 */
export function SearchBox() {
  const t = useTranslations('search');
  const locale = useLocale();
  const href = useHref();
  const router = useRouter();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDeferredValue(useDebounced(q, 250));
  const search = useSearch(locale, debounced);
  const listId = useId();
  const hintId = useId();
  const results = [
    ...(search.data?.matches ?? []).map((m) => ({
      id: `m${m.id}`,
      label: m.name,
      detail: m.tournament.name,
      path: `/${m.sport.key}/${m.slug}`,
    })),
    ...(search.data?.tournaments ?? []).map((tt) => ({
      id: `t${tt.id}`,
      label: tt.name,
      detail: tt.category.name,
      path: `/${tt.sport.key}/${tt.slug}`,
    })),
  ].slice(0, 12);
  const showList = open && isSearchable(debounced);

  const go = (path: string) => {
    setOpen(false);
    router.push(href(path));
  };

  return (
    <div className="relative w-full max-w-md">
      <input
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={hintId}
        aria-label={t('label')}
        placeholder={t('placeholder')}
        maxLength={SEARCH_MAX}
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => Math.min(results.length - 1, i + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(-1, i - 1));
          } else if (event.key === 'Enter') {
            const chosen = results[active];
            if (chosen) {
              event.preventDefault();
              go(chosen.path);
            } else if (isSearchable(q)) {
              event.preventDefault();
              go(`/search?q=${encodeURIComponent(q.trim())}`);
            }
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        className="h-10 w-full rounded-md border border-border bg-surface-2 px-3 text-sm placeholder:text-muted"
      />
      <span id={hintId} className="sr-only">
        {t('hint')}
      </span>
      <div aria-live="polite" className="sr-only">
        {showList && search.data ? t('results', { count: results.length }) : ''}
      </div>
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('label')}
          className="absolute inset-x-0 top-11 z-40 max-h-96 overflow-y-auto rounded-md border border-border bg-surface shadow-lg"
        >
          {results.length === 0 && search.data ? (
            <p className="px-3 py-2 text-muted text-sm">{t('noResults', { q: debounced })}</p>
          ) : (
            results.map((result, index) => (
              <div
                key={result.id}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(result.path);
                }}
                className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-surface-2 hover:bg-surface-2"
              >
                <NameText className="block font-medium">{result.label}</NameText>
                <NameText className="block text-muted text-xs">{result.detail}</NameText>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
