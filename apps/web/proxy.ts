import type { TPlayerProfile, TSiteConfig } from '@sportsbook/contract';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { accountPageTarget } from './src/features/modals/url';
import { CONSENT_COOKIE, cookieOptions, landingCookie } from './src/features/tracking/server';
import { localeRedirect } from './src/i18n/locale-redirect';
import { isLocale } from './src/i18n/locales';
import { localePrefix, routing } from './src/i18n/routing';
import { ApiError, api } from './src/shared/api/client';
import { getSiteConfig } from './src/shared/api/site-config';
import { assetOrigins } from './src/shared/branding';
import { runtimeConfig } from './src/shared/config/runtime';
import { localePath } from './src/shared/paths';
import { pageSecurityHeaders } from './src/shared/security-headers';
import { userGroupRedirect } from './src/shared/user-group';

const intl = createMiddleware(routing);

let site: TSiteConfig | null = null;
let siteAt = 0;
/**
 * The site config as the proxy needs it (framing, the user-group check): read again at most once a
 * minute, in the background once known, so no page waits for it; while the API has never
 * answered, framing is refused and no one is redirected.
 */
async function siteConfig(): Promise<TSiteConfig | null> {
  if (Date.now() - siteAt > 60_000) {
    siteAt = Date.now();
    const refresh = getSiteConfig()
      .then((config) => {
        site = config;
      })
      .catch(() => undefined);
    if (site === null) await refresh;
  }
  return site;
}

/** The host origins allowed to frame the pages. */
async function allowedEmbedders(): Promise<readonly string[]> {
  return (await siteConfig())?.embedding.allowed_origins ?? [];
}

/**
 * SPEC §6 user-group check, on the server so the page never flashes: when enabled, the request's
 * player (its cookie, asked of the API) must be signed in and in the group. A player the API
 * cannot tell about is served the page, which shows the failure itself.
 */
async function userGroupTarget(request: NextRequest): Promise<string | null> {
  const check = (await siteConfig())?.user_group_redirect;
  if (!check?.enabled) return null;
  const cookie = request.headers.get('cookie');
  let player: TPlayerProfile | null = null;
  if (cookie)
    try {
      player = await api('GET /api/platform/player', { headers: { cookie } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) return null;
    }
  return userGroupRedirect(check, player);
}

/** The response with this page's security headers; the nonce also goes to Next.js on the request. */
async function secured(request: NextRequest, respond: () => NextResponse): Promise<NextResponse> {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const config = runtimeConfig();
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  // The host as the browser wrote it (the API is on that host when no public API address is set);
  // nextUrl names the server's own listening host instead.
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
    .split(',')[0]
    ?.trim();
  const hostname = URL.canParse(`http://${host}`)
    ? new URL(`http://${host}`).hostname
    : request.nextUrl.hostname;
  const api = config.publicApiUrl ?? `${https ? 'https' : 'http'}://${hostname}:${config.apiPort}`;
  const headers = pageSecurityHeaders({
    nonce,
    connect: [api, ...(config.realtimeUrl ? [config.realtimeUrl] : [])],
    images: assetOrigins((await siteConfig()) ?? { logo: '', favicon: '' }),
    frameAncestors: await allowedEmbedders(),
    https,
    development: process.env.NODE_ENV === 'development',
  });
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  const response = respond();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * SPEC §2 'Locale in paths': aliased locale codes redirect to the locale they stand for, `/` to the
 * visitor's language (localeRedirect); a path without a supported locale prefix gets one (next-intl,
 * in the configured prefix mode).
 */
export default async function proxy(request: NextRequest) {
  const away = await userGroupTarget(request);
  if (away) return secured(request, () => NextResponse.redirect(away, 307));
  return secured(request, () => keepLandingTags(request, route(request)));
}

/**
 * SPEC §3 'Tracking': a landing URL's tags go to the affiliate cookie here, on the server, so they are
 * kept without JavaScript; only when the visitor accepted cookies (the banner holds them back until
 * then) and only on a URL with tags, so other pages carry no Set-Cookie. The device id and the
 * consent choice are written by the browser (features/tracking), for the same reason.
 */
function keepLandingTags(request: NextRequest, response: NextResponse): NextResponse {
  const cookie = landingCookie(request.nextUrl.search, request.cookies.get(CONSENT_COOKIE)?.value);
  if (cookie) response.cookies.set(cookie.name, cookie.value, cookieOptions(cookie));
  return response;
}

function route(request: NextRequest): NextResponse {
  const [, first = '', ...rest] = request.nextUrl.pathname.split('/');
  const redirect = localeRedirect({
    pathname: request.nextUrl.pathname,
    acceptLanguage: request.headers.get('accept-language'),
    offered: site?.locales.map((locale) => locale.code),
    mode: localePrefix,
    defaultLocale: routing.defaultLocale,
  });
  if (redirect) {
    const url = request.nextUrl.clone();
    url.pathname = redirect.pathname;
    const response = NextResponse.redirect(url, redirect.status);
    // The target of a temporary one depends on the visitor's languages: caches must key on them.
    if (redirect.status === 307) response.headers.set('Vary', 'Accept-Language');
    return response;
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
  // Everything but API routes (the web's own under fe-api too), Next internals and files with an
  // extension (sitemap.xml, robots.txt, icons).
  matcher: ['/((?!api|fe-api|_next|_vercel|.*\\..*).*)'],
};
