import { randomBytes, randomUUID } from 'node:crypto';
import { type EventIds, fitsEvents } from '@sportsbook/betting';
import type { TBonusIssuedData, TCampaignConditions, TTournamentPoolChangedData } from '@sportsbook/contract';
import type { PlayerBonusRow } from '../../db/schema';
import type { Executor } from '../wallet/repo';
import { enrolment } from './comboboosts';
import type { Freebets } from './freebets';
import { type Campaign, decodeCampaign } from './presenting';
import type { ProgressRepo } from './progress-repo';
import type { BonusesRepo } from './repo';
import { BETTING_KINDS } from './rewards';
import type { BonusPlayer } from './service';
import { bonusStatus } from './status';

/** A placed bet as campaigns of betting judge it. */
export interface ProgressBet {
  id: string;
  currency: string;
  stake: number;
  /** Total odds ×1000 at placement. */
  odds: number;
  /** Staked by a freebet: not the player's money, so it counts in no campaign. */
  freebet: boolean;
  selections: readonly EventIds[];
}

export type BettingConditions = Extract<
  TCampaignConditions,
  { kind: 'amb_freebet' | 'hunting' | 'hunting_tournament' | 'lootbox' }
>;

/** What one placement changed, told once its transaction has committed. */
interface Counted {
  issued: TBonusIssuedData[];
  pool: TTournamentPoolChangedData | null;
}

/** How long the list of running campaigns of betting is reused before it is read again. */
const ACTIVE_TTL_MS = 5_000;

const qualifies = (c: BettingConditions, bet: ProgressBet) =>
  !bet.freebet &&
  bet.currency === c.currency &&
  bet.stake >= c.min_stake &&
  (c.min_odds === undefined || bet.odds >= c.min_odds) &&
  (c.kind === 'amb_freebet' || c.kind === 'lootbox' || bet.selections.every((s) => fitsEvents(c.events, s)));

/** Hunting farms a point per minimum stake the bet holds; the other kinds count bets. */
export const pointsOf = (c: BettingConditions, stake: number) =>
  c.kind === 'hunting' ? Math.floor(stake / c.min_stake) : 1;

/** A tournament's pool: its initial pool and its share of every stake counted in it. */
export const poolOf = (c: BettingConditions, stakes: number) =>
  c.kind === 'hunting_tournament'
    ? c.initial_pool + Math.floor((stakes * (c.pool_share_bp ?? 0)) / 10_000)
    : 0;

/**
 * Campaigns of betting (issue 22: amb freebets, hunting, hunting tournaments, lootboxes): after a
 * placement is stored, each qualifying bet (cash stake in the campaign's currency, at least its
 * minimum stake and odds, its events) is counted once per campaign in one transaction per
 * campaign that first locks the player's enrolment row, so concurrent bets count one after the
 * other and none is lost. In that transaction the rewards reached are issued through the ledger:
 * an amb range's freebets, a freebet per `points_per_freebet` hunting points, a lootbox per
 * `bets_per_lootbox` bets; a tournament whose pool grows announces the new pool. The running
 * campaigns are read at most every few seconds, so placements cost nothing while none runs.
 */
export class BonusProgress {
  private active: { at: number; campaigns: Promise<Campaign[]> } | null = null;

  constructor(
    private readonly options: {
      repo: BonusesRepo;
      progress: ProgressRepo;
      freebets: Freebets;
      clock: () => number;
      announce: (playerId: string, issued: TBonusIssuedData) => Promise<void>;
      /** Publishes `tournament_pool_changed` on the public channels. */
      publishPool?: (data: TTournamentPoolChangedData) => Promise<void>;
    },
  ) {}

  /** Drops the cached list (a campaign was created, paused, resumed or ended in this process). */
  forget(): void {
    this.active = null;
  }

  private running(now: number): Promise<Campaign[]> {
    if (this.active && now - this.active.at < ACTIVE_TTL_MS) return this.active.campaigns;
    const campaigns = this.options.repo
      .campaigns({ kinds: BETTING_KINDS, statuses: ['active'], time: 'valid', now })
      .then(({ rows }) => rows.map(decodeCampaign));
    const entry = { at: now, campaigns };
    campaigns.catch(() => {
      if (this.active === entry) this.active = null;
    });
    this.active = entry;
    return campaigns;
  }

  /** Counts the player's placed bets in every running campaign they qualify for. */
  async onPlaced(player: BonusPlayer, bets: readonly ProgressBet[]): Promise<void> {
    if (bets.length === 0) return;
    const now = this.options.clock();
    const campaigns = await this.running(now);
    const who = { country: player.country, verified: player.verified_at !== null };
    for (const campaign of campaigns) {
      const conditions = campaign.conditions as BettingConditions;
      const qualifying = bets.filter((bet) => qualifies(conditions, bet));
      if (qualifying.length === 0) continue;
      if (bonusStatus(campaign, null, who, now).status !== 'available') continue;
      const enrolled = await this.enrol(player.id, campaign, now);
      const { status } = bonusStatus(campaign, enrolled, who, now);
      if (status !== 'available' && status !== 'active') continue;
      const counted = await this.options.progress.transaction((trx) =>
        this.count(trx, campaign, conditions, enrolled, qualifying, now),
      );
      for (const issued of counted.issued) await this.options.announce(player.id, issued);
      if (counted.pool) await this.options.publishPool?.(counted.pool).catch(() => {});
    }
  }

  /** The player's enrolment row in the campaign (their progress is counted on it), made on first use. */
  private async enrol(playerId: string, campaign: Campaign, now: number): Promise<PlayerBonusRow> {
    const reference = enrolment(campaign.row.id);
    const found = await this.options.repo.findByReference(playerId, reference);
    if (found) return found;
    const conditions = campaign.conditions as BettingConditions;
    return this.options.repo.issue({
      id: randomUUID(),
      player_id: playerId,
      campaign_id: campaign.row.id,
      kind: campaign.row.kind,
      state: 'issued',
      amount: null,
      currency: null,
      uses_left: conditions.uses_count,
      reference,
      issued_at: now,
    });
  }

  private async count(
    trx: Executor,
    campaign: Campaign,
    c: BettingConditions,
    enrolled: PlayerBonusRow,
    bets: readonly ProgressBet[],
    now: number,
  ): Promise<Counted> {
    const { progress } = this.options;
    const counted: Counted = { issued: [], pool: null };
    await progress.lockEnrolment(trx, enrolled.id);
    let added = 0;
    for (const bet of bets) {
      if ((c.kind === 'hunting' || c.kind === 'hunting_tournament') && c.farm_once_per_event) {
        const fresh = await progress.farmEvents(
          trx,
          enrolled.id,
          bet.selections.map((s) => s.matchId),
        );
        if (fresh.length === 0) continue;
      }
      const row = {
        campaign_id: campaign.row.id,
        bet_id: bet.id,
        player_id: enrolled.player_id,
        bonus_id: enrolled.id,
        stake: bet.stake,
        points: pointsOf(c, bet.stake),
        created_at: now,
      };
      if (await progress.countBet(trx, row)) added += 1;
    }
    if (added === 0) return counted;
    const totals = await progress.totalsOf(enrolled.id, trx);
    const reward = async (reference: string, grant: { variant: string; amount: number }, uses: number) => {
      const id = randomUUID();
      const row = await this.options.freebets.issueIn(trx, {
        id,
        player_id: enrolled.player_id,
        campaign_id: campaign.row.id,
        kind: 'freebet',
        variant: grant.variant as PlayerBonusRow['variant'],
        state: 'issued',
        amount: grant.amount,
        currency: c.currency,
        uses_left: uses,
        reference,
        issued_at: now,
      });
      if (row.id === id)
        counted.issued.push({ id, type: `freebet_${row.variant ?? 'all_win'}`, name: campaign.row.name });
    };
    if (c.kind === 'amb_freebet') {
      for (const [index, range] of c.ranges.entries())
        if (totals.count >= range.bets_count)
          await reward(
            `amb:${campaign.row.id}:${index}`,
            { variant: c.freebet_variant, amount: range.amount },
            range.freebets_count,
          );
    } else if (c.kind === 'hunting') {
      const prefix = `hunting:${campaign.row.id}:`;
      const due = Math.floor(totals.points / c.points_per_freebet);
      const issued = await progress.rewardsIssued(trx, enrolled.player_id, prefix);
      for (let n = issued + 1; n <= due; n += 1) await reward(`${prefix}${n}`, c.freebet, 1);
    } else if (c.kind === 'lootbox') {
      const due = Math.floor(totals.count / c.bets_per_lootbox);
      const have = await progress.lootboxCount(trx, enrolled.id);
      await progress.insertLootboxes(
        trx,
        Array.from({ length: Math.max(0, due - have) }, (_, i) => ({
          id: randomUUID(),
          bonus_id: enrolled.id,
          player_id: enrolled.player_id,
          campaign_id: campaign.row.id,
          number: have + i + 1,
          status: 'active' as const,
          seed: randomBytes(32).toString('hex'),
          earned_at: now,
        })),
      );
    } else if (c.pool_share_bp) {
      const stakes = (await progress.campaignStakes([campaign.row.id], trx)).get(campaign.row.id) ?? 0;
      counted.pool = { id: campaign.row.id, pool: poolOf(c, stakes), currency: c.currency };
    }
    return counted;
  }
}
