import type {
  TBonusStatus,
  TBonusTimeFilter,
  TBonusType,
  TCampaignConditions,
  TCampaignStatus,
  TNotAvailableReason,
} from '@sportsbook/contract';

/** What the status of a campaign for a player depends on (no database, no clock: `now` is given). */
export interface StatusCampaign {
  status: TCampaignStatus;
  valid_from: number;
  valid_to: number;
  /** Empty: every country. */
  country_codes: readonly string[];
  only_verified: boolean;
}

export interface StatusBonus {
  state: 'issued' | 'active' | 'overridden';
  uses_left: number;
  expires_at: number | null;
}

export interface StatusPlayer {
  /** ISO 3166 alpha-2. */
  country: string;
  verified: boolean;
}

export interface ComputedStatus {
  status: TBonusStatus;
  reason: TNotAvailableReason | null;
}

/**
 * SPEC §4 'Bonus statuses' of one campaign for one player, first rule that holds:
 * overridden (replaced by another bonus) → bonus_over (no uses left) → expired (campaign ended,
 * its window over, or the issued bonus past its own expiry) → deactivated (campaign paused) →
 * not_available (country, then verification, then not started) → active → available.
 * A player without an issued bonus of the campaign is judged on the campaign alone.
 */
export function bonusStatus(
  campaign: StatusCampaign,
  bonus: StatusBonus | null,
  player: StatusPlayer,
  now: number,
): ComputedStatus {
  const is = (status: TBonusStatus, reason: TNotAvailableReason | null = null) => ({ status, reason });
  if (bonus?.state === 'overridden') return is('overridden');
  if (bonus && bonus.uses_left <= 0) return is('bonus_over');
  if (campaign.status === 'finished' || now >= campaign.valid_to) return is('expired');
  if (bonus?.expires_at != null && now >= bonus.expires_at) return is('expired');
  if (campaign.status === 'paused') return is('deactivated');
  const country = player.country.toUpperCase();
  if (campaign.country_codes.length > 0 && !campaign.country_codes.includes(country))
    return is('not_available', 'country');
  if (campaign.only_verified && !player.verified) return is('not_available', 'verification');
  if (now < campaign.valid_from) return is('not_available', 'not_started');
  return is(bonus?.state === 'active' ? 'active' : 'available');
}

/**
 * SPEC §4 'Time filter': past once the campaign is ended or its window over, upcoming before its
 * window opens, valid in between. It is about the campaign, the same for every player.
 */
export function timeFilter(
  campaign: Pick<StatusCampaign, 'status' | 'valid_from' | 'valid_to'>,
  now: number,
): TBonusTimeFilter {
  if (campaign.status === 'finished' || now >= campaign.valid_to) return 'past';
  return now < campaign.valid_from ? 'upcoming' : 'valid';
}

/** Conditions of the kinds a player lists (a promo-code campaign is redeemed, never listed). */
export type ListedConditions = Exclude<TCampaignConditions, { kind: 'promo_code' }>;

/** SPEC §7's bonusType of a campaign: its kind, with a freebet's variant. */
export function bonusType(conditions: ListedConditions): TBonusType {
  switch (conditions.kind) {
    case 'freebet':
      return `freebet_${conditions.variant}`;
    case 'hunting_tournament':
      return 'tournament';
    default:
      return conditions.kind;
  }
}
