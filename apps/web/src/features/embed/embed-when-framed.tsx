'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { setBearerToken } from '@/shared/api/client';

// The bridge to the host page is its own chunk: a page that is not framed never loads it.
const EmbedBridge = dynamic(() => import('./bridge').then((m) => m.EmbedBridge), { ssr: false });

/** Inside a host page's frame, what a cross-origin parent makes of `window.top` access. */
export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Mounts the bridge to the host page (issue 25) only when the page runs inside a frame. */
export function EmbedWhenFramed() {
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    if (!isFramed()) return;
    // The API's cookie is a third-party cookie here, which browsers block: sessions are bearer
    // tokens from now on, so even a sign-in made before the host answers asks for one.
    setBearerToken(null);
    setFramed(true);
  }, []);
  return framed ? <EmbedBridge /> : null;
}
