import { readTrackingTags } from '@sportsbook/contract/light';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_MAX_AGE,
  affiliateValue,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  readConsent,
} from './cookies';

/** A cookie for Next.js's `response.cookies.set` (which encodes the value). */
export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
}
const siteWide = { path: '/', sameSite: 'lax' } as const;
export const cookieOptions = (cookie: CookieToSet) => ({ ...siteWide, maxAge: cookie.maxAge });

/**
 * What the proxy stores for a page request: the affiliate cookie from the landing URL's tags, when
 * the visitor accepted (a new landing with tags replaces the old one). Done on the server so the
 * tags are kept without JavaScript; only such landings get a Set-Cookie, every other page stays
 * free of one (cacheable as before). Null: nothing to store.
 */
export function landingCookie(search: string, consentValue: string | undefined): CookieToSet | null {
  if (readConsent(consentValue) !== 'accepted') return null;
  const tags = readTrackingTags(new URLSearchParams(search));
  return tags ? { name: AFFILIATE_COOKIE, value: affiliateValue(tags), maxAge: AFFILIATE_MAX_AGE } : null;
}

/**
 * The banner's form posted without JavaScript: the choice's cookies and the page to go back to (the
 * Referer's path when it is this site, else the root). A post from another site changes nothing.
 */
export function consentPost(input: {
  choice: string | null;
  origin: string | null;
  referer: string | null;
  host: string | null;
}): { location: string; cookies: CookieToSet[] } {
  const sameHost = (url: string | null) =>
    url !== null && URL.canParse(url) && input.host !== null && new URL(url).host === input.host;
  const back = input.referer && sameHost(input.referer) ? new URL(input.referer) : null;
  const location = back ? `${back.pathname}${back.search}` : '/';
  const choice: Consent | null = readConsent(input.choice);
  if (!choice || (input.origin !== null && !sameHost(input.origin))) return { location, cookies: [] };
  const cookies: CookieToSet[] = [{ name: CONSENT_COOKIE, value: choice, maxAge: CONSENT_MAX_AGE }];
  // Accepting: the page gone back to is a landing again, so the proxy keeps its tags.
  if (choice === 'refused') cookies.push({ name: AFFILIATE_COOKIE, value: '', maxAge: 0 });
  return { location, cookies };
}
