import type { TSiteConfig } from '@sportsbook/contract';
import { cache } from 'react';
import { api } from './client';

let held: { at: number; config: TSiteConfig } | null = null;

/** The operator's site configuration, held for a minute per server process. */
export const getSiteConfig = cache(async (): Promise<TSiteConfig> => {
  const now = Date.now();
  if (held && now - held.at < 60_000) return held.config;
  const config = await api('GET /api/sportsbook/site-config');
  held = { at: now, config };
  return config;
});
