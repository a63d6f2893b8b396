import type { TSiteConfig, TSportType } from '@sportsbook/contract';

/**
 * The sport types whose area the operator has switched off (SPEC §3 settings): their sports,
 * tournaments and matches are neither listed nor bettable until it is switched on.
 */
export function hiddenSportTypes(
  site: Pick<TSiteConfig, 'is_premium_cricket_enabled'>,
): ReadonlySet<TSportType> {
  return new Set<TSportType>(site.is_premium_cricket_enabled ? [] : ['premium_cricket']);
}
