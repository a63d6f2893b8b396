import type { TSiteConfig, TSportType } from '@sportsbook/contract';

/**
 * The sport types whose area the operator has switched off (SPEC §3 settings): their sports,
 * tournaments and matches are neither listed nor bettable until it is switched on.
 */
export function hiddenSportTypes(
  site: Pick<TSiteConfig, 'is_premium_cricket_enabled' | 'is_horse_racing_enabled' | 'is_lottery_enabled'>,
): ReadonlySet<TSportType> {
  const hidden = new Set<TSportType>();
  if (!site.is_premium_cricket_enabled) hidden.add('premium_cricket');
  if (!site.is_horse_racing_enabled) hidden.add('horse_racing');
  if (!site.is_lottery_enabled) hidden.add('lottery');
  return hidden;
}
