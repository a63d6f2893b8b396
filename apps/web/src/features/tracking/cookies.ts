import { readTrackingTags, type TTrackingTagValues, writeTrackingTags } from '@sportsbook/contract/light';

/**
 * The cookies of SPEC §3 'Tracking' and §9, pure: names, lifetimes and `document.cookie` / Set-Cookie
 * values, shared by the proxy, the consent route and the browser.
 *
 * Essential (set whatever the visitor chose): the consent choice itself, the device id (sent with
 * bets for the operator's fraud and risk checks) and the API's session. Non-essential, held back
 * until the visitor accepts: the affiliate cookie (marketing attribution). The RUM reporter keeps
 * nothing on the device, so it needs no consent. See ARCHITECTURE.md 'Tracking and consent'.
 */
const DAY_SECONDS = 24 * 60 * 60;

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE = 365 * DAY_SECONDS;
export const AFFILIATE_COOKIE = 'affiliate_id';
/** SPEC §9: the affiliate cookie lives 30 days (the consent banner says so). */
export const AFFILIATE_DAYS = 30;
export const AFFILIATE_MAX_AGE = AFFILIATE_DAYS * DAY_SECONDS;

export const CONSENT_CHOICES = ['accepted', 'refused'] as const;
export type Consent = (typeof CONSENT_CHOICES)[number];

/** The value of one cookie in a `name=value; …` string; null when absent. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The visitor's choice from the consent cookie's (decoded) value; null: not decided yet. */
export function readConsent(value: string | null | undefined): Consent | null {
  return CONSENT_CHOICES.find((choice) => choice === value) ?? null;
}

/** The tags the affiliate cookie's (decoded) value holds; a visitor may have edited it: bad ones drop. */
export function readAffiliate(value: string | null | undefined): TTrackingTagValues | null {
  return value ? readTrackingTags(new URLSearchParams(value)) : null;
}

/** The affiliate cookie's value for these tags. */
export const affiliateValue = (tags: TTrackingTagValues) => writeTrackingTags(tags);

/** A `document.cookie` assignment for the whole site. */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
