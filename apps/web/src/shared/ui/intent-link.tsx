import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site. A plain anchor, so it costs nothing to hydrate and works before the
 * page has: `IntentNavigation`, mounted once, turns its click into a client-side navigation and
 * prefetches its page when the pointer, a finger or the keyboard focus comes to it, not when it
 * scrolls into view. A catalogue page shows a hundred such links; a `next/link` each was a good part
 * of the page's hydration, and prefetching those in view made some twenty server renders per visit
 * (issue 3).
 */
export function IntentLink(props: Props) {
  return <a {...props} data-intent-link="" />;
}
