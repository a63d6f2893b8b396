'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isOwnNavigation } from '@/shared/ui/intent-navigation';

/**
 * A thin bar during route changes (SPEC §2). It starts on a click of an internal link and ends when
 * the new path has rendered.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || !isOwnNavigation(event, anchor)) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      setWidth(15);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (width === null || width >= 100) return;
    const timer = setTimeout(
      () => setWidth((w) => (w === null ? null : Math.min(90, w + (90 - w) * 0.2))),
      200,
    );
    return () => clearTimeout(timer);
  }, [width]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route itself is the trigger
  useEffect(() => {
    setWidth((w) => (w === null ? null : 100));
    const timer = setTimeout(() => setWidth(null), 350);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  if (width === null) return null;
  return (
    <div
      className="route-progress"
      style={{ width: `${width}%`, opacity: width >= 100 ? 0 : 1 }}
      aria-hidden="true"
    />
  );
}
