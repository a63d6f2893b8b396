/** A locale-prefixed path per SPEC §2: 'always' prefixes every locale, 'as-needed' all but the first. */
export function localePath(
  locale: string,
  path: string,
  mode: 'always' | 'as-needed',
  defaultLocale = 'en',
): string {
  const clean = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  if (mode === 'as-needed' && locale === defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

/**
 * The path with its locale segment replaced (or added), query and hash kept — what the language
 * switcher navigates to (SPEC §2).
 */
export function switchLocaleInUrl(
  url: { pathname: string; search: string; hash: string },
  to: string,
  locales: readonly string[],
  mode: 'always' | 'as-needed',
  defaultLocale = 'en',
): string {
  const segments = url.pathname.split('/');
  const rest =
    segments[1] && locales.includes(segments[1]) ? `/${segments.slice(2).join('/')}` : url.pathname;
  return `${localePath(to, rest === '/' ? '/' : rest.replace(/\/$/, '') || '/', mode, defaultLocale)}${url.search}${url.hash}`;
}
