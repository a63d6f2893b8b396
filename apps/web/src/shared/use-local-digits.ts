import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { localDigits } from './locale-format';

/** Writes a scoreboard's figures (scores, clocks, statistics) in the page locale's digits. */
export function useLocalDigits(): (value: string | number) => string {
  const locale = useLocale();
  return useCallback((value: string | number) => localDigits(value, locale), [locale]);
}
