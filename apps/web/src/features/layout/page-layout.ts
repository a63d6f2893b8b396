import type { TPageKey, TPageLayout } from '@sportsbook/contract';
import { cache } from 'react';
import { api } from '@/shared/api/client';
import { heldRead } from '@/shared/api/held-read';
import { getSiteConfig } from '@/shared/api/site-config';

/**
 * How long a server process reuses a page's layout: an operator's edit shows within seconds,
 * while a busy home page asks the API once per interval instead of once per render.
 */
const readPageLayout = heldRead(2_000, async (pageKey: TPageKey): Promise<TPageLayout> => {
  try {
    return (await api('GET /api/sportsbook/layout/:page_key', { params: { page_key: pageKey } })).layout;
  } catch {
    // The API's layout read failing must not blank the page: the site config's layout stands in.
    return (await getSiteConfig()).layout[pageKey] ?? {};
  }
});

/** The effective layout of a page key (SPEC §2), held briefly per server process. */
export const getPageLayout = cache(readPageLayout);
