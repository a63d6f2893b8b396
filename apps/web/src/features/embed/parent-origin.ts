import { embeddingOriginAllowed } from '@sportsbook/contract/embed-origins';

/** Where the frame learns its parent's origin, most trusted first. */
export interface ParentClues {
  /** `location.ancestorOrigins` where the browser has it: the parent's origin, set by the browser. */
  ancestorOrigins: readonly string[] | undefined;
  /** `document.referrer`: the host page on the frame's first load, the frame itself after a reload. */
  referrer: string;
  /** The origin verified earlier in this frame's session (kept across the frame's own reloads). */
  remembered: string | null;
  /** The frame's own origin. */
  own: string;
}

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The parent page's origin when it is one the site config allows to embed the sportsbook (SPEC §6
 * whitelist, a wildcard entry matching its subdomains), else null: the frame then neither sends nor accepts a message. Messages go out with
 * this origin as their target, so a parent that navigated elsewhere receives nothing.
 */
export function verifiedParentOrigin(clues: ParentClues, allowed: readonly string[]): string | null {
  const referrer = originOf(clues.referrer);
  const candidate =
    clues.ancestorOrigins?.[0] ?? (referrer && referrer !== clues.own ? referrer : null) ?? clues.remembered;
  if (!candidate) return null;
  const origin = originOf(candidate);
  if (!origin) return null;
  return embeddingOriginAllowed(origin, allowed) ? origin : null;
}
