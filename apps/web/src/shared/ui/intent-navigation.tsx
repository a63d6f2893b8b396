'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

function intentLink(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[data-intent-link]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Same document, same origin, plain left click: what a client-side navigation may take over (the
 * route-progress bar asks the same of any link).
 */
export function isOwnNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return new URL(link.href, window.location.href).origin === window.location.origin;
}

/**
 * Mounted once in the app shell: every `IntentLink`'s client-side navigation and prefetch on intent,
 * by delegation at the document. Listeners added after React's run after the page's own click
 * handlers, so a handler that prevents the default keeps the link from navigating, as with
 * `next/link`.
 */
export function IntentNavigation() {
  const router = useRouter();
  useEffect(() => {
    // `mouseover` comes again for every element inside a link the pointer crosses: ask once per link.
    let last: string | null = null;
    const prefetch = (event: Event) => {
      const href = intentLink(event)?.getAttribute('href') ?? null;
      if (href && href !== last) router.prefetch(href);
      last = href;
    };
    const navigate = (event: MouseEvent) => {
      const link = intentLink(event);
      const href = link?.getAttribute('href');
      if (!link || !href || !isOwnNavigation(event, link)) return;
      event.preventDefault();
      router.push(href);
    };
    const passive = { passive: true };
    document.addEventListener('click', navigate);
    document.addEventListener('mouseover', prefetch, passive);
    document.addEventListener('touchstart', prefetch, passive);
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', navigate);
      document.removeEventListener('mouseover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, [router]);
  return null;
}
