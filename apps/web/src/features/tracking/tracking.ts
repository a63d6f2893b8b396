import { readTrackingTags, type TTrackingTagValues } from '@sportsbook/contract/light';
import { documentCookies } from '@/shared/storage';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_MAX_AGE,
  affiliateValue,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  cookieAssignment,
  readAffiliate,
  readConsent,
  readCookie,
} from './cookies';

/**
 * The tags of the URL this page was loaded with, read once: later client-side navigations lose the
 * query, but the tags still belong to this visit. Held only in memory until the visitor accepts.
 */
let landing: TTrackingTagValues | null | undefined;

function landingTags(): TTrackingTagValues | null {
  if (landing === undefined)
    landing =
      typeof window === 'undefined' ? null : readTrackingTags(new URLSearchParams(window.location.search));
  return landing;
}

export function currentConsent(): Consent | null {
  return readConsent(readCookie(documentCookies.read(), CONSENT_COOKIE));
}

/**
 * Keeps this landing's tags in the affiliate cookie when the visitor has accepted (a new landing
 * with tags replaces the old one). The proxy already did so for a page it served; this covers a
 * page restored from the browser's cache or a cookie the proxy could not set.
 */
export function captureLandingTags(): void {
  const tags = landingTags();
  if (tags && currentConsent() === 'accepted')
    documentCookies.write(cookieAssignment(AFFILIATE_COOKIE, affiliateValue(tags), AFFILIATE_MAX_AGE));
}

/** Stores the visitor's choice (365 days); accepting keeps the landing's tags, refusing drops any. */
export function chooseConsent(choice: Consent): void {
  documentCookies.write(cookieAssignment(CONSENT_COOKIE, choice, CONSENT_MAX_AGE));
  if (choice === 'accepted') captureLandingTags();
  else documentCookies.write(cookieAssignment(AFFILIATE_COOKIE, '', 0));
}

/**
 * The tags sign-up sends (SPEC §3): the affiliate cookie's, or, while the visitor has not decided,
 * this landing's (sent, not stored). Nothing once the visitor refused.
 */
export function trackingTags(): TTrackingTagValues | undefined {
  const consent = currentConsent();
  if (consent === 'refused') return undefined;
  const stored = readAffiliate(readCookie(documentCookies.read(), AFFILIATE_COOKIE));
  if (stored) return stored;
  return (consent === null && landingTags()) || undefined;
}

/** SPEC §7 GET /player `stag`: the affiliate the visitor came from, when known. */
export const affiliateStag = (): string | undefined => trackingTags()?.stag;

/** Tests only: forget the memoised landing. */
export function resetLandingForTests(): void {
  landing = undefined;
}
