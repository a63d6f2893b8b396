import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { isLocale, LOCALE_ALIASES, LOCALES } from './src/i18n/locales';
import { routing } from './src/i18n/routing';

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
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
