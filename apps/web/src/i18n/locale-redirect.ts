import { LOCALE_ALIASES, LOCALES } from './locales';
import { negotiateLocale } from './negotiate';

export type LocaleRedirect = { pathname: string; status: 307 | 308 };

type Request = {
  pathname: string;
  acceptLanguage: string | null;
  /** The site config's offered locale codes; those without a catalogue are ignored. */
  offered: readonly string[] | undefined;
  mode: 'always' | 'as-needed';
  defaultLocale: string;
};

/** The locales a request may be served in: the site config's offer, within the catalogues there are. */
export function servedLocales(offered: readonly string[] | undefined): readonly string[] {
  const served = offered ? LOCALES.filter((locale) => offered.includes(locale)) : [];
  return served.length > 0 ? served : LOCALES;
}

const withLocale = (locale: string, rest: string[], mode: Request['mode'], defaultLocale: string) => {
  const path = rest.join('/');
  if (mode === 'as-needed' && locale === defaultLocale) return `/${path}`;
  return `/${[locale, ...rest].join('/')}`.replace(/\/$/, '');
};

/**
 * SPEC §2 'Locale in paths', the part next-intl cannot do: an aliased code (/no, /vn…) redirects
 * permanently to its target when there is a catalogue for it, else to the request's best locale;
 * a locale segment in the wrong case to the right one; and `/` to the best locale of the request's
 * Accept-Language (temporarily: it differs per visitor). Null leaves the path to next-intl.
 */
export function localeRedirect(request: Request): LocaleRedirect | null {
  const [, first = '', ...rest] = request.pathname.split('/');
  const served = servedLocales(request.offered);
  const preferred = () => negotiateLocale(request.acceptLanguage, served) ?? request.defaultLocale;
  const isLocale = (code: string) => (LOCALES as readonly string[]).includes(code);
  const alias = LOCALE_ALIASES[first] ?? LOCALE_ALIASES[first.toLowerCase()];
  if (alias && !isLocale(first)) {
    const known = served.includes(alias);
    const target = known ? alias : preferred();
    return {
      pathname: withLocale(target, rest, request.mode, request.defaultLocale) || '/',
      status: known ? 308 : 307,
    };
  }
  const exact = LOCALES.find((locale) => locale.toLowerCase() === first.toLowerCase());
  if (exact && exact !== first) return { pathname: `/${[exact, ...rest].join('/')}`, status: 308 };
  if (request.pathname === '/') {
    const target = preferred();
    if (request.mode === 'as-needed' && target === request.defaultLocale) return null;
    return { pathname: withLocale(target, [], request.mode, request.defaultLocale) || '/', status: 307 };
  }
  return null;
}
