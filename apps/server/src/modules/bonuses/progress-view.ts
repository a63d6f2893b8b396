import {
  BonusProgressErrorKey,
  ErrorCode,
  type TBonusProgress,
  type TPlayerBonus,
  type TTournamentRatingReply,
} from '@sportsbook/contract';
import type { PlayerBonusRow } from '../../db/schema';
import { AppError } from '../../errors';
import { presentLootbox } from './lootboxes';
import { type Campaign, decodeCampaign } from './presenting';
import type { BettingConditions } from './progress';
import { poolOf } from './progress';
import type { ProgressRepo } from './progress-repo';
import type { BonusesRepo } from './repo';
import { BETTING_KINDS, isRewardFreebet } from './rewards';

const isBetting = (campaign: Campaign) => BETTING_KINDS.includes(campaign.row.kind);

/**
 * What players see of campaigns of betting: their progress on the bonus lists (SPEC §3 'Amb
 * freebet', 'Hunting, lootbox, hunting tournament') and a tournament's rating (SPEC §3
 * 'Tournament result row', §7 'GET /bonuses/tournaments/{id}/rating'). All read from the counted
 * bets, nothing kept on the side.
 */
export class ProgressView {
  constructor(
    private readonly repo: BonusesRepo,
    private readonly progress: ProgressRepo,
  ) {}

  /**
   * The listed items with the player's progress added to those of campaigns of betting; `held` is
   * the player's rows per campaign (their enrolment and the freebets the campaign rewarded).
   */
  async withProgress(
    items: TPlayerBonus[],
    campaigns: readonly Campaign[],
    held: ReadonlyMap<string, readonly PlayerBonusRow[]>,
  ): Promise<TPlayerBonus[]> {
    const betting = new Map(campaigns.filter(isBetting).map((c) => [c.row.id, c]));
    if (betting.size === 0) return items;
    const enrolments = new Map<string, PlayerBonusRow>();
    for (const id of betting.keys()) {
      const own = (held.get(id) ?? []).find(
        (row) => row.kind !== 'freebet' && row.reference?.startsWith('enrolment:'),
      );
      if (own) enrolments.set(id, own);
    }
    const bonusIds = [...enrolments.values()].map((row) => row.id);
    const tournaments = [...betting.values()].filter((c) => c.row.kind === 'hunting_tournament');
    const [totals, farmed, boxes, stakes] = await Promise.all([
      this.progress.totals(bonusIds),
      this.progress.farmedEvents(bonusIds),
      this.progress.lootboxes(bonusIds),
      this.progress.campaignStakes(tournaments.map((c) => c.row.id)),
    ]);
    return items.map((item) => {
      const campaign = betting.get(item.id);
      if (!campaign || item.type === 'freebet') return item;
      const c = campaign.conditions as BettingConditions;
      const bonus = enrolments.get(item.id);
      const sums = (bonus && totals.get(bonus.id)) ?? { count: 0, points: 0, stake: 0 };
      const rewards = (held.get(item.id) ?? []).filter((row) => isRewardFreebet(campaign.row.kind, row));
      const perFreebet = c.kind === 'hunting' ? c.points_per_freebet : null;
      const available = perFreebet === null ? sums.points : sums.points % perFreebet;
      const progress: TBonusProgress = {
        progress_count: sums.count,
        possible_progress_count:
          c.kind === 'amb_freebet' ? Math.max(...c.ranges.map((r) => r.bets_count)) : null,
        farmed_amount: sums.stake,
        avg_stake: sums.count === 0 ? 0 : Math.floor(sums.stake / sums.count),
        points: sums.points,
        available_points: available,
        potential_points: perFreebet === null ? null : perFreebet - available,
        potential_freebet_amount: c.kind === 'hunting' ? c.freebet.amount : null,
        freebets_issued: rewards.length,
        initial_pool: c.kind === 'hunting_tournament' ? c.initial_pool : null,
        pool: c.kind === 'hunting_tournament' ? poolOf(c, stakes.get(item.id) ?? 0) : null,
        farmed_event_ids: (bonus && farmed.get(bonus.id)) ?? [],
        lootboxes: bonus ? boxes.filter((box) => box.bonus_id === bonus.id).map(presentLootbox) : [],
      };
      return { ...item, progress };
    });
  }

  /** A tournament's rating: the first `limit` players, then the asking player's row when lower. */
  async rating(playerId: string | null, campaignId: string, limit: number): Promise<TTournamentRatingReply> {
    const row = await this.repo.findCampaign(campaignId);
    const campaign = row && decodeCampaign(row);
    if (campaign?.conditions.kind !== 'hunting_tournament')
      throw new AppError(404, ErrorCode.notFound, BonusProgressErrorKey.tournamentNotFound, [
        { path: 'params.id', message: BonusProgressErrorKey.tournamentNotFound },
      ]);
    const { conditions } = campaign;
    const [standings, prizes] = await Promise.all([
      this.progress.rating(campaignId),
      this.progress.freebetsPerPlayer(campaignId),
    ]);
    const total = standings.reduce((sum, s) => sum + s.farmed, 0);
    const rows = standings.map((s, index) => ({
      position: index + 1,
      current_user: s.player_id === playerId,
      farmed_amount: s.farmed,
      currency: conditions.currency,
      farmed_freebets_count: prizes.get(s.player_id) ?? 0,
    }));
    const shown = rows.slice(0, limit);
    const own = rows.find((r) => r.current_user);
    if (own && own.position > limit) shown.push(own);
    return { data: shown, pool: poolOf(conditions, total), currency: conditions.currency };
  }
}
