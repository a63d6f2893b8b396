'use client';

import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { documentCookies } from './storage';
import { TIME_ZONE_COOKIE } from './time-zone-cookie';

const ServerTimeZone = createContext<string | undefined>(undefined);

/** The zone the server rendered times in (the cookie's; UTC without one). */
export const useServerTimeZone = () => useContext(ServerTimeZone);

/**
 * Hands the cookie's zone to LocalTime for server rendering and hydration, and stores the browser's
 * zone in the cookie when it differs, so from the next page on the server's times are already local
 * and nothing changes after hydration.
 */
export function TimeZoneProvider({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local && local !== zone) {
      documentCookies.write(
        `${TIME_ZONE_COOKIE}=${encodeURIComponent(local)}; path=/; max-age=31536000; samesite=lax`,
      );
    }
  }, [zone]);
  return <ServerTimeZone.Provider value={zone}>{children}</ServerTimeZone.Provider>;
}
