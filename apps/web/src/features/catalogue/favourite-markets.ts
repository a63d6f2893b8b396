import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { localStore } from '@/shared/storage';

/**
 * The market types a player starred for the 'favorites' market group (SPEC §2 group keys). The
 * favourites API knows matches, tournaments and sports only, so they are kept in this browser's
 * storage, shared by its tabs; a market type starred on one match is a favourite on every match.
 */
export const FAVOURITE_MARKETS_KEY = 'favorite_markets';

/** The stored ids; anything unreadable counts as none. */
export function parseFavouriteMarkets(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The list with `id` added when it was missing, removed when it was there. */
export const toggledFavourite = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITE_MARKETS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => localStore.getItem(FAVOURITE_MARKETS_KEY) ?? '';

/** The starred market types and a toggle; none while rendering on the server. */
export function useFavouriteMarkets(): { ids: ReadonlySet<number>; toggle: (id: number) => void } {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  const ids = useMemo(() => new Set(parseFavouriteMarkets(raw)), [raw]);
  const toggle = useCallback((id: number) => {
    const next = toggledFavourite(parseFavouriteMarkets(snapshot()), id);
    localStore.setItem(FAVOURITE_MARKETS_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, []);
  return { ids, toggle };
}
