import type { TCampaign, TCampaignConditions, TIssuedBonus, TPlayerBonus } from '@sportsbook/contract';
import type { BonusCampaignRow, PlayerBonusRow } from '../../db/schema';
import { bonusStatus, bonusType, type ListedConditions, type StatusCampaign, timeFilter } from './status';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** A campaign row with its JSON decoded (written only after the contract validated it). */
export interface Campaign extends StatusCampaign {
  row: BonusCampaignRow;
  country_codes: string[];
  conditions: TCampaignConditions;
}

export function decodeCampaign(row: BonusCampaignRow): Campaign {
  return {
    row,
    status: row.status,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    country_codes: JSON.parse(row.country_codes) as string[],
    only_verified: row.only_verified === 1,
    conditions: JSON.parse(row.conditions) as TCampaignConditions,
  };
}

/** The operator's view of a campaign. */
export function presentCampaign(campaign: Campaign): TCampaign {
  const { row } = campaign;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    valid_from: iso(row.valid_from),
    valid_to: iso(row.valid_to),
    country_codes: campaign.country_codes,
    only_verified: campaign.only_verified,
    promo_code: row.promo_code,
    conditions: campaign.conditions,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The operator's view of an issued bonus. */
export function presentIssued(row: PlayerBonusRow): TIssuedBonus {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    player_id: row.player_id,
    kind: row.kind,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    uses_left: row.uses_left,
    seen: row.seen === 1,
    issued_at: iso(row.issued_at),
    activated_at: isoOrNull(row.activated_at),
    expires_at: isoOrNull(row.expires_at),
  };
}

/** A bonus as the player sees it now: the campaign, what they hold of it, the computed status. */
export function presentPlayerBonus(
  campaign: Campaign & { conditions: ListedConditions },
  bonus: PlayerBonusRow | null,
  player: { country: string; verified: boolean },
  now: number,
): TPlayerBonus {
  const { row } = campaign;
  const { status, reason } = bonusStatus(campaign, bonus, player, now);
  return {
    id: row.id,
    bonus_id: bonus?.id ?? null,
    type: row.kind,
    // A refunded no-risk bet's freebet pays by its own variant, not its campaign's.
    bonus_type: bonus?.variant ? `freebet_${bonus.variant}` : bonusType(campaign.conditions),
    name: row.name,
    status,
    not_available_reason: reason,
    time: timeFilter(campaign, now),
    valid_from: iso(row.valid_from),
    valid_to: iso(row.valid_to),
    country_codes: campaign.country_codes,
    only_verified: campaign.only_verified,
    seen: bonus?.seen === 1,
    conditions: campaign.conditions,
    issued: bonus && {
      amount: bonus.amount,
      currency: bonus.currency,
      uses_left: bonus.uses_left,
      times_used: bonus.times_used,
      issued_at: iso(bonus.issued_at),
      activated_at: isoOrNull(bonus.activated_at),
      expires_at: isoOrNull(bonus.expires_at),
    },
  };
}
