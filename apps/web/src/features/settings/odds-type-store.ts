'use client';

import { DEFAULT_ODDS_TYPE, isOddsType, type OddsType } from '@sportsbook/betting';
import { useSyncExternalStore } from 'react';
import { localStore } from '@/shared/storage';

/** SPEC §9: the odds type lives in localStorage under `odds_type`. */
export const ODDS_TYPE_KEY = 'odds_type';

const listeners = new Set<() => void>();

function read(): OddsType {
  const stored = localStore.getItem(ODDS_TYPE_KEY);
  return stored && isOddsType(stored) ? stored : DEFAULT_ODDS_TYPE;
}

let current: OddsType | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ODDS_TYPE_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setOddsType(type: OddsType): void {
  current = type;
  localStore.setItem(ODDS_TYPE_KEY, type);
  for (const listener of listeners) listener();
}

/** The player's odds type; decimal during server rendering and hydration, then the stored choice. */
export function useOddsType(): OddsType {
  return useSyncExternalStore(
    subscribe,
    () => {
      current ??= read();
      return current;
    },
    () => DEFAULT_ODDS_TYPE,
  );
}
