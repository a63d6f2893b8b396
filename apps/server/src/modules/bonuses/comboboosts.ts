import { randomUUID } from 'node:crypto';
import {
  type BetType,
  COMBOBOOST_KEYS,
  type ComboboostRange,
  type ComboboostSelection,
  comboboostState,
} from '@sportsbook/betting';
import type { TCampaignConditions } from '@sportsbook/contract';
import { type Campaign, decodeCampaign } from './presenting';
import type { BonusesRepo } from './repo';
import type { BonusPlayer } from './service';
import { bonusStatus } from './status';

/** What a boosted bet stores as its bonus: the SPEC's {id, type, odds} and the terms it was judged by. */
export interface ComboboostRef {
  id: string;
  type: 'comboboost';
  /** The bonus odds ×1000 of the range the bet was placed in. */
  odds: number;
  /** The positions of the selections that qualified at placement. */
  legs: number[];
  /** The campaign's ranges: settlement judges the selections that stand by them. */
  ranges: ComboboostRange[];
}

/** A comboboost placement may apply: the player's bonus row (its uses) and what the bet stores. */
export interface UsableComboboost {
  bonusId: string;
  ref: ComboboostRef;
}

/** A lootbox's boost as comboboost rules: its odds on a combo of two or more selections of the box's minimum odds. */
function boostConditions(conditions: TCampaignConditions, odds: number): TCampaignConditions {
  const minOdds = conditions.kind === 'lootbox' ? conditions.min_odds : undefined;
  return {
    kind: 'comboboost',
    min_odds: minOdds ?? 1001,
    uses_count: 1,
    ranges: [{ min_count: 2, max_count: 100, bonus_odds: odds }],
  };
}

/** Reference of the enrolment a player gets in an open campaign (its uses are counted on it). */
export const enrolment = (campaignId: string) => `enrolment:${campaignId}`;

/**
 * Comboboosts (issue 22 item 3): a combo whose qualifying selections fall in a range of an open
 * campaign gets the range's bonus odds on top of its own. Placement asks `usable` (status, bet
 * type, the ranges); each boosted bet takes one of the campaign's uses from the player's bonus
 * row, in the transaction that stores the bet, guarded there (uses_left > 0), so racing bets
 * never take more uses than the campaign gives. Settlement pays the boost from the promotions
 * account by the range the selections that won still reach.
 */
export class Comboboosts {
  constructor(
    private readonly repo: BonusesRepo,
    private readonly clock: () => number,
    /** The odds of a lootbox's boost reward row (lootboxes.ts), null for any other row. */
    private readonly boostOf: (
      bonusId: string,
      reference: string | null,
    ) => Promise<number | null> = async () => null,
  ) {}

  /**
   * The comboboost `id` (a campaign's id, or the player's bonus of one) for this bet, or the
   * message key saying why it does not apply. A player who takes part for the first time is
   * enrolled (their uses are counted on that row).
   */
  async usable(
    player: BonusPlayer,
    id: string,
    bet: { type: BetType; selections: readonly ComboboostSelection[] },
  ): Promise<UsableComboboost | string> {
    const held = await this.repo.heldBonus(player.id, id);
    // A boost a lootbox rewarded: a one-use comboboost of its odds under the lootbox campaign.
    const boost =
      held?.bonus.kind === 'comboboost' && held.campaign.kind === 'lootbox'
        ? await this.boostOf(held.bonus.id, held.bonus.reference)
        : null;
    const row = held?.campaign ?? (await this.repo.findCampaign(id));
    if (row?.kind !== 'comboboost' && boost === null) return COMBOBOOST_KEYS.unavailable;
    if (!row) return COMBOBOOST_KEYS.unavailable;
    const campaign = decodeCampaign(row) as Campaign;
    const conditions = boost === null ? campaign.conditions : boostConditions(campaign.conditions, boost);
    if (conditions.kind !== 'comboboost') return COMBOBOOST_KEYS.unavailable;
    const who = { country: player.country, verified: player.verified_at !== null };
    const now = this.clock();
    const bonus = held?.bonus ?? (await this.repo.findByReference(player.id, enrolment(row.id))) ?? null;
    const { status } = bonusStatus(campaign, bonus, who, now);
    if (status === 'bonus_over') return COMBOBOOST_KEYS.used;
    if (status !== 'available' && status !== 'active') return COMBOBOOST_KEYS.unavailable;
    if (bet.type !== 'combo') return COMBOBOOST_KEYS.betType;
    const state = comboboostState(conditions, bet.selections);
    if (state.bonusOdds === null) return COMBOBOOST_KEYS.selections;
    const enrolled =
      bonus ??
      (await this.repo.issue({
        id: randomUUID(),
        player_id: player.id,
        campaign_id: row.id,
        kind: 'comboboost',
        state: 'issued',
        amount: null,
        currency: null,
        uses_left: conditions.uses_count,
        reference: enrolment(row.id),
        issued_at: now,
      }));
    const ids = bet.selections.map((s) => s.id);
    return {
      bonusId: enrolled.id,
      ref: {
        id: enrolled.id,
        type: 'comboboost',
        odds: state.bonusOdds,
        legs: state.suitableSelections.map((s) => ids.indexOf(s)),
        ranges: conditions.ranges.map(({ min_count, max_count, bonus_odds }) => ({
          min_count,
          max_count,
          bonus_odds,
        })),
      },
    };
  }
}
