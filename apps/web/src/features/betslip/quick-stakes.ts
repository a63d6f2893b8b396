'use client';

import { type Minor, stakeChips } from '@sportsbook/betting';
import { useSiteSettings } from '@/shared/config/site-settings';

/**
 * The quick-stake chips of a currency, from the operator's per-currency table (settings `stakes`).
 * The slip's chips and the quick-bet stake's first value both come from here.
 */
export function useStakeChips(currency: string): Minor[] {
  return stakeChips(useSiteSettings().stakes, currency);
}
