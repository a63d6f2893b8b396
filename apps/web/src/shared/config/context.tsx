'use client';

import { useLocale } from 'next-intl';
import { createContext, useCallback, useContext } from 'react';
import { localePath } from '../paths';
import type { RuntimeConfig } from './runtime';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs <RuntimeConfigProvider>');
  return config;
}

/** Builds locale-prefixed hrefs the way this deployment's locale prefix mode says. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  const { localePrefix, defaultLocale } = useRuntimeConfig();
  return useCallback(
    (path: string) => localePath(locale, path, localePrefix, defaultLocale),
    [locale, localePrefix, defaultLocale],
  );
}
