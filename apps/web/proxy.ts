import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { accountPageTarget } from './src/features/modals/url';
import { isLocale, LOCALE_ALIASES, LOCALES } from './src/i18n/locales';
import { localePrefix, routing } from './src/i18n/routing';
import { localePath } from './src/shared/paths';

const intl = createMiddleware(routing);

/**
 * SPEC §2 'Locale in paths': aliased locale codes redirect to the locale they stand for; a path
 * without a supported locale prefix gets one (next-intl, in the configured prefix mode).
 */
export default function proxy(request: NextRequest) {
  const [, first = '', ...rest] = request.nextUrl.pathname.split('/');
  const alias = LOCALE_ALIASES[first] ?? LOCALE_ALIASES[first.toLowerCase()];
  if (alias && !isLocale(first)) {
    const url = request.nextUrl.clone();
    const target = isLocale(alias) ? alias : routing.defaultLocale;
    url.pathname = `/${[target, ...rest].join('/')}`.replace(/\/$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  // Case-insensitive locale segments (/EN/… → /en/…).
  const exact = LOCALES.find((l) => l.toLowerCase() === first.toLowerCase());
  if (exact && exact !== first) {
    const url = request.nextUrl.clone();
    url.pathname = `/${[exact, ...rest].join('/')}`;
    return NextResponse.redirect(url, 308);
  }
  // SPEC §2 account pages open their modal over the home page, tokens in the query kept.
  const locale = isLocale(first) ? first : routing.defaultLocale;
  const account = accountPageTarget(
    (isLocale(first) ? rest : [first, ...rest]).join('/'),
    request.nextUrl.search,
    localePath(locale, '/', localePrefix, routing.defaultLocale),
  );
  if (account) {
    const url = request.nextUrl.clone();
    url.pathname = account.pathname;
    url.search = account.search;
    return NextResponse.redirect(url, 307);
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
