import type { TSiteConfig } from '@sportsbook/contract';
import { cache } from 'react';
import { api } from './client';
import { heldRead } from './held-read';

const readSiteConfig = heldRead(60_000, () => api('GET /api/sportsbook/site-config'));

/** The operator's site configuration, held for a minute per server process. */
export const getSiteConfig = cache((): Promise<TSiteConfig> => readSiteConfig(''));
