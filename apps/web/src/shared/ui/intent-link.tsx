'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link whose page is prefetched when the pointer, a finger or the keyboard focus comes to it,
 * not when it scrolls into view. A catalogue page shows dozens of links to dynamic pages;
 * prefetching those in view made some twenty server renders per visit, all while the page itself
 * was loading (issue 3). Intent still gives the next page a head start before the click.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
