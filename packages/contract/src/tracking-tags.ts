/**
 * SPEC §3 'Tracking': the marketing tags a landing URL may carry, kept with the player at sign-up.
 * Zod-free, so the browser checks a tag with the very rule the server's schema uses
 * (`ZTrackingTags` in platform.ts) and never sends one the server would refuse.
 */
export const TRACKING_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TTrackingTagName = (typeof TRACKING_TAGS)[number];
export type TTrackingTagValues = Partial<Record<TTrackingTagName, string>>;

/** The longest tag kept: affiliate ids and Google click ids are well under it. */
export const TRACKING_TAG_MAX_LENGTH = 128;
/** URL-safe characters only: a tag travels in URLs and cookies unchanged. */
export const TRACKING_TAG_PATTERN = /^[A-Za-z0-9_.~-]+$/;

export function isTrackingTag(value: string): boolean {
  return value.length <= TRACKING_TAG_MAX_LENGTH && TRACKING_TAG_PATTERN.test(value);
}

/**
 * The valid tags among query parameters (a landing URL's search, or the affiliate cookie's value);
 * a bad or repeated-empty one is dropped, the first of a repeated name wins. Null when none is valid.
 */
export function readTrackingTags(params: URLSearchParams): TTrackingTagValues | null {
  const tags: TTrackingTagValues = {};
  let found = false;
  for (const name of TRACKING_TAGS) {
    const value = params.get(name);
    if (value !== null && isTrackingTag(value)) {
      tags[name] = value;
      found = true;
    }
  }
  return found ? tags : null;
}

/** The tags as query parameters, in TRACKING_TAGS order (the affiliate cookie's value). */
export function writeTrackingTags(tags: TTrackingTagValues): string {
  const params = new URLSearchParams();
  for (const name of TRACKING_TAGS) {
    const value = tags[name];
    if (value !== undefined) params.set(name, value);
  }
  return params.toString();
}
