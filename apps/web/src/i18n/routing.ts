import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * SPEC §2 'Locale in paths': 'always' (default) requires the prefix; 'as-needed' serves the first
 * locale without one. Read when the server starts (LOCALE_PREFIX), not when it is built.
 */
export const localePrefix = process.env.LOCALE_PREFIX === 'as-needed' ? 'as-needed' : 'always';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix,
  localeDetection: false,
  localeCookie: false,
});
