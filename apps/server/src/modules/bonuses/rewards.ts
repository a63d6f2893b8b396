import type { TBonusKind, TCampaignConditions } from '@sportsbook/contract';
import type { PlayerBonusRow } from '../../db/schema';

type FreebetConditions = Extract<TCampaignConditions, { kind: 'freebet' }>;

/** Campaigns that reward betting with freebets: amb, hunting and lootboxes. */
export const REWARDING_KINDS: readonly TBonusKind[] = ['amb_freebet', 'hunting', 'lootbox'];

/** Campaigns a player takes part in by betting (their qualifying bets are counted). */
export const BETTING_KINDS: readonly TBonusKind[] = [
  'amb_freebet',
  'hunting',
  'hunting_tournament',
  'lootbox',
];

/** Whether the row is a freebet another kind of campaign rewarded the player with. */
export const isRewardFreebet = (campaignKind: TBonusKind, bonus: PlayerBonusRow): boolean =>
  campaignKind !== 'freebet' && bonus.kind === 'freebet';

/**
 * The freebet conditions a bonus pays by: its campaign's for a freebet campaign; for a freebet
 * another campaign rewarded (amb, hunting, lootbox) the row's own amount, currency and variant,
 * under the rewarding campaign's minimum odds. Null when the row is no freebet.
 */
export function freebetConditionsOf(
  conditions: TCampaignConditions,
  bonus: PlayerBonusRow,
): FreebetConditions | null {
  if (conditions.kind === 'freebet') return conditions;
  if (bonus.kind !== 'freebet' || bonus.amount === null || bonus.currency === null || !bonus.variant)
    return null;
  if (conditions.kind === 'promo_code' || conditions.kind === 'comboboost') return null;
  return {
    kind: 'freebet',
    variant: bonus.variant,
    amount: bonus.amount,
    currency: bonus.currency,
    match_status: 'any',
    uses_count: bonus.uses_left + bonus.times_used,
    ...(conditions.min_odds !== undefined && { min_odds: conditions.min_odds }),
  };
}
