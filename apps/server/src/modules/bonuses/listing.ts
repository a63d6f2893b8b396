import type { TBonusesQuery, TBonusKind, TPlayerBonus } from '@sportsbook/contract';
import type { PlayerBonusRow } from '../../db/schema';
import { type Campaign, decodeCampaign, presentPlayerBonus } from './presenting';
import type { ProgressView } from './progress-view';
import type { BonusesRepo } from './repo';
import { freebetConditionsOf, isRewardFreebet, REWARDING_KINDS } from './rewards';
import type { BonusPlayer } from './service';
import type { ListedConditions } from './status';

/**
 * Kinds every eligible player sees without being issued anything: they take part by betting. A
 * freebet is seen only once issued; a promo-code campaign never (its code issues another's bonus).
 */
const OPEN_KINDS: ReadonlySet<TBonusKind> = new Set([
  'comboboost',
  'amb_freebet',
  'hunting',
  'hunting_tournament',
  'lootbox',
]);

type Listed = Campaign & { conditions: ListedConditions };

/** A freebet another campaign rewarded, listed as the freebet it is (type, conditions). */
function presentReward(
  campaign: Listed,
  bonus: PlayerBonusRow,
  who: { country: string; verified: boolean },
  now: number,
): TPlayerBonus | null {
  const conditions = freebetConditionsOf(campaign.conditions, bonus);
  if (!conditions) return null;
  return { ...presentPlayerBonus({ ...campaign, conditions }, bonus, who, now), type: 'freebet' };
}

/**
 * What the player lists of these kinds (all listed kinds when none are named): each bonus they
 * hold, and each open campaign they hold nothing of, with the status computed now. A freebet an
 * amb, hunting or lootbox campaign rewarded is listed among the freebets; the campaign itself
 * once, with the player's progress in it.
 */
export async function visibleBonuses(
  repo: BonusesRepo,
  view: ProgressView,
  player: BonusPlayer,
  now: number,
  kinds?: readonly TBonusKind[],
  time?: TBonusesQuery['time'],
): Promise<TPlayerBonus[]> {
  const rewards = !kinds || kinds.includes('freebet');
  const loaded = kinds && rewards ? [...new Set([...kinds, ...REWARDING_KINDS])] : kinds;
  const { rows } = await repo.campaigns({ kinds: loaded, time, now });
  const campaigns = rows
    .filter((row) => row.kind !== 'promo_code')
    .map((row) => decodeCampaign(row) as Listed);
  const held = new Map<string, PlayerBonusRow[]>();
  for (const bonus of await repo.playerBonuses(
    player.id,
    campaigns.map((campaign) => campaign.row.id),
  ))
    held.set(bonus.campaign_id, [...(held.get(bonus.campaign_id) ?? []), bonus]);
  const who = { country: player.country, verified: player.verified_at !== null };
  const items = campaigns.flatMap((campaign) => {
    const all = held.get(campaign.row.id) ?? [];
    const reward = (bonus: PlayerBonusRow) => isRewardFreebet(campaign.row.kind, bonus);
    const listed: TPlayerBonus[] = [];
    if (!kinds || kinds.includes(campaign.row.kind)) {
      const own = all.filter((bonus) => !reward(bonus) && bonus.kind === campaign.row.kind);
      if (own.length > 0) listed.push(...own.map((bonus) => presentPlayerBonus(campaign, bonus, who, now)));
      else if (OPEN_KINDS.has(campaign.row.kind)) listed.push(presentPlayerBonus(campaign, null, who, now));
    }
    if (rewards)
      for (const bonus of all.filter(reward)) {
        const item = presentReward(campaign, bonus, who, now);
        if (item) listed.push(item);
      }
    return listed;
  });
  return view.withProgress(items, campaigns, held);
}
