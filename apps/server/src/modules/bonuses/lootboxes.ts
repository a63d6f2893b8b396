import { createHmac, randomUUID } from 'node:crypto';
import {
  BonusProgressErrorKey,
  ErrorCode,
  type TBonusIssuedData,
  type TLootbox,
  type TLootboxReward,
} from '@sportsbook/contract';
import type { LootboxRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Freebets } from './freebets';
import { decodeCampaign } from './presenting';
import type { ProgressRepo } from './progress-repo';
import type { BonusesRepo } from './repo';
import type { BonusPlayer } from './service';
import { bonusStatus } from './status';

type Rewards = Extract<ReturnType<typeof decodeCampaign>['conditions'], { kind: 'lootbox' }>['rewards'];

/** The draw of a lootbox, stored with it: anyone holding the box's seed can repeat it. */
export interface LootboxDraw {
  digest: string;
  roll: number;
  /** The weights the roll fell among, in the campaign's order. */
  weights: number[];
  index: number;
}

/**
 * Draws a lootbox's reward: HMAC-SHA256 keyed with the box's secret seed over its id, the first
 * 48 bits modulo the sum of the weights, the reward whose share of that sum the roll falls in.
 * The seed is drawn when the box is earned, so the player cannot aim for a reward by when they open.
 */
export function lootboxDraw(seed: string, boxId: string, rewards: Rewards): LootboxDraw {
  const digest = createHmac('sha256', seed).update(boxId).digest('hex');
  const weights = rewards.map((r) => r.weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const roll = Number.parseInt(digest.slice(0, 12), 16) % total;
  let index = 0;
  let upper = weights[0] ?? 0;
  while (roll >= upper && index < weights.length - 1) {
    index += 1;
    upper += weights[index] ?? 0;
  }
  return { digest, roll, weights, index };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function presentLootbox(row: LootboxRow): TLootbox {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    status: row.status,
    earned_at: iso(row.earned_at),
    opened_at: row.opened_at === null ? null : iso(row.opened_at),
    reward: row.reward === null ? null : (JSON.parse(row.reward) as TLootboxReward),
  };
}

const refuse = (status: number, code: number, key: string) =>
  new AppError(status, code, key, [{ path: 'params.id', message: key }]);

/**
 * Opening lootboxes (issue 22 item 5): the box's reward is drawn on the server (lootboxDraw) and
 * issued in the transaction that marks the box opened — a freebet through the ledger, or a boost:
 * a one-use comboboost of the drawn odds on a combo of two or more selections. The update only
 * opens an active box, so of any number of simultaneous opens one draws and issues; the others,
 * and every later open, answer the box with the reward it holds.
 */
export class Lootboxes {
  constructor(
    private readonly repo: BonusesRepo,
    private readonly progress: ProgressRepo,
    private readonly freebets: Freebets,
    private readonly clock: () => number,
    private readonly announce: (playerId: string, issued: TBonusIssuedData) => Promise<void>,
  ) {}

  async open(player: BonusPlayer, id: string): Promise<TLootbox> {
    const box = await this.progress.lootbox(player.id, id);
    if (!box) throw refuse(404, ErrorCode.notFound, BonusProgressErrorKey.lootboxNotFound);
    if (box.status === 'inactive') return presentLootbox(box);
    const campaignRow = await this.repo.findCampaign(box.campaign_id);
    const campaign = campaignRow && decodeCampaign(campaignRow);
    if (campaign?.conditions.kind !== 'lootbox')
      throw refuse(404, ErrorCode.notFound, BonusProgressErrorKey.lootboxNotFound);
    const now = this.clock();
    const who = { country: player.country, verified: player.verified_at !== null };
    const { status } = bonusStatus(campaign, null, who, now);
    if (status !== 'available')
      throw refuse(409, ErrorCode.conflict, BonusProgressErrorKey.lootboxUnavailable);
    const { conditions } = campaign;
    const draw = lootboxDraw(box.seed, box.id, conditions.rewards);
    const drawn = conditions.rewards[draw.index]?.reward ?? conditions.rewards[0]?.reward;
    if (!drawn) throw refuse(409, ErrorCode.conflict, BonusProgressErrorKey.lootboxUnavailable);
    const bonusId = randomUUID();
    const reward: TLootboxReward =
      drawn.type === 'freebet'
        ? {
            type: 'freebet',
            variant: drawn.variant,
            amount: drawn.amount,
            currency: drawn.currency,
            bonus_id: bonusId,
          }
        : { type: 'boost', odds: drawn.odds, bonus_id: bonusId };
    const opened = await this.progress.transaction(async (trx) => {
      const won = await this.progress.openLootbox(trx, box.id, {
        draw: JSON.stringify(draw),
        reward: JSON.stringify(reward),
        opened_at: now,
      });
      if (!won) return false;
      const common = {
        id: bonusId,
        player_id: player.id,
        campaign_id: box.campaign_id,
        state: 'issued' as const,
        uses_left: 1,
        reference: `lootbox:${box.id}`,
        issued_at: now,
      };
      if (reward.type === 'freebet')
        await this.freebets.issueIn(trx, {
          ...common,
          kind: 'freebet',
          variant: reward.variant,
          amount: reward.amount,
          currency: reward.currency,
        });
      else await this.repo.issue({ ...common, kind: 'comboboost', amount: null, currency: null }, trx);
      return true;
    });
    if (opened)
      await this.announce(player.id, {
        id: bonusId,
        type: reward.type === 'freebet' ? `freebet_${reward.variant}` : 'comboboost',
        name: campaign.row.name,
      });
    const after = await this.progress.lootbox(player.id, id);
    return presentLootbox(after ?? box);
  }

  /** The boost a lootbox reward row gives (its bonus odds ×1000), or null when the row is none. */
  async boostOf(bonusId: string, reference: string | null): Promise<number | null> {
    if (!reference?.startsWith('lootbox:')) return null;
    const box = await this.progress.lootboxById(reference.slice('lootbox:'.length));
    const reward = box?.reward ? (JSON.parse(box.reward) as TLootboxReward) : null;
    return reward?.type === 'boost' && reward.bonus_id === bonusId ? reward.odds : null;
  }
}
