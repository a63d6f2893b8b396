'use client';

import { useEffect } from 'react';

/**
 * Registers /sw.js on every page (push notifications register it too, on the same scope), so the
 * offline page of the visitor's locale is kept before the network goes (SPEC §8).
 */
export function OfflineWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }, []);
  return null;
}
