import { randomUUID } from 'node:crypto';
import {
  FREEBET_KEYS,
  type FreebetBet,
  type FreebetRules,
  type FreebetVariant,
  freebetProblem,
  freebetReturn,
  minor,
  type Odds1000,
  type Settlement,
} from '@sportsbook/betting';
import type { TBonusIssuedData, TBonusType } from '@sportsbook/contract';
import type { PlayerBonusRow } from '../../db/schema';
import type { Executor } from '../wallet/repo';
import {
  bonusAccount,
  houseAccount,
  type PostRequest,
  type PostResult,
  promotionsAccount,
} from '../wallet/service';
import { decodeCampaign } from './presenting';
import type { BonusesRepo } from './repo';
import { freebetConditionsOf } from './rewards';
import type { BonusPlayer } from './service';
import { bonusStatus } from './status';

/** The wallet as freebets use it: postings inside the caller's transaction. */
export interface FreebetWallet {
  postIn(trx: Executor, request: PostRequest): Promise<PostResult>;
}

/** A freebet the player may stake now, as placement needs it. */
export interface UsableFreebet {
  bonusId: string;
  variant: FreebetVariant;
  /** The freebet's stake (no_risk: the most it insures), minor units. */
  amount: number;
  currency: string;
  boost?: number;
  /** What the bet stores as its bonus (SPEC §3 Bet bonus). */
  ref: { id: string; type: TBonusType };
}

/** A freebet's bonus account: its uses × amount, funded from the promotions account when issued. */
export const freebetFunding = (bonus: PlayerBonusRow): PostRequest | null => {
  if (bonus.amount === null || bonus.currency === null || bonus.kind !== 'freebet') return null;
  const total = bonus.amount * (bonus.uses_left + bonus.times_used);
  return {
    kind: 'freebet_issue',
    reference: bonus.id,
    postings: [
      { account: promotionsAccount(bonus.currency), amount: -total },
      { account: bonusAccount(bonus.id, bonus.currency), amount: total },
    ],
  };
};

/** The variant a freebet pays by: its own (a refunded no-risk bet), else its campaign's. */
const variantOf = (bonus: PlayerBonusRow, campaignVariant: FreebetVariant): FreebetVariant =>
  bonus.variant ?? campaignVariant;

/**
 * Freebets through the ledger (ARCHITECTURE 'Bonuses'): a freebet's money lives in its own bonus
 * account, which never goes below zero, so a use the account does not cover is refused by the
 * wallet's own check — two bets racing for a single-use freebet place at most one, on either
 * database. Placement asks `usable` (status and conditions); settlement calls `settle` inside the
 * transaction that closes the bet.
 */
export class Freebets {
  constructor(
    private readonly repo: BonusesRepo,
    private readonly wallet: FreebetWallet,
    private readonly clock: () => number,
    /** Tells the player of a bonus issued to them (`bonus_issued` on their channel), after commit. */
    private readonly announce: (playerId: string, issued: TBonusIssuedData) => Promise<void> = async () => {},
  ) {}

  /** Stores an issued bonus and funds a freebet's account in the same transaction (idempotent). */
  issue(row: Parameters<BonusesRepo['issue']>[0]): Promise<PlayerBonusRow> {
    return this.repo.transaction((trx) => this.issueIn(trx, row));
  }

  /** `issue` inside the caller's transaction (a reward issued where the progress is counted). */
  async issueIn(trx: Executor, row: Parameters<BonusesRepo['issue']>[0]): Promise<PlayerBonusRow> {
    const stored = await this.repo.issue(row, trx);
    const funding = freebetFunding(stored);
    // (kind, reference) posts once: a re-issue, or a bonus issued before, funds nothing twice.
    if (funding) await this.wallet.postIn(trx, funding);
    return stored;
  }

  /**
   * The player's freebet `bonusId` for this bet, or the message key saying why it cannot pay for it:
   * not the player's, not a freebet, not usable now (SPEC §4 status), or its conditions.
   */
  async usable(player: BonusPlayer, bonusId: string, bet: FreebetBet): Promise<UsableFreebet | string> {
    const held = await this.repo.heldBonus(player.id, bonusId);
    if (held?.bonus.kind !== 'freebet') return FREEBET_KEYS.unavailable;
    const campaign = decodeCampaign(held.campaign);
    // A freebet campaign's own, or a freebet another campaign rewarded (amb, hunting, lootbox).
    const conditions = freebetConditionsOf(campaign.conditions, held.bonus);
    if (!conditions) return FREEBET_KEYS.unavailable;
    const who = { country: player.country, verified: player.verified_at !== null };
    const { status } = bonusStatus(campaign, held.bonus, who, this.clock());
    if (status === 'bonus_over') return FREEBET_KEYS.used;
    if (status !== 'available' && status !== 'active') return FREEBET_KEYS.unavailable;
    const { bonus } = held;
    const variant = variantOf(bonus, conditions.variant);
    const amount = bonus.amount ?? conditions.amount;
    const rules: FreebetRules = {
      ...conditions,
      variant,
      amount,
      currency: bonus.currency ?? conditions.currency,
    };
    const problem = freebetProblem(rules, bet);
    if (problem) return problem;
    return {
      bonusId: bonus.id,
      variant,
      amount,
      currency: rules.currency,
      ...(conditions.boost_multiplier !== undefined && { boost: conditions.boost_multiplier }),
      ref: { id: bonus.id, type: `freebet_${variant}` },
    };
  }

  /**
   * A settled freebet bet's bonus side, inside the transaction that closes it; answers the cash the
   * player gets (freebetReturn, with the campaign's boost) and what to tell them once committed. A voided bet gives the
   * use back (all_win / only_win: the stake returns to the bonus account; no_risk: the insured amount
   * returns from the promotions account); a no-risk bet's lost stake is issued as a new freebet
   * (stake not returned), once per bet.
   */
  async settle(
    trx: Executor,
    bet: { id: string; player_id: string; currency: string; stake: number },
    bonusId: string,
    settlement: Settlement,
  ): Promise<{ cash: number; afterCommit: () => Promise<void> }> {
    const held = await this.repo.heldBonus(bet.player_id, bonusId, trx);
    let afterCommit = async () => {};
    // A bet names only a freebet placement checked; without it the bet pays as a cash bet would.
    if (!held) return { cash: settlement.payout, afterCommit };
    const { bonus } = held;
    const { conditions } = decodeCampaign(held.campaign);
    const variant = variantOf(bonus, conditions.kind === 'freebet' ? conditions.variant : 'all_win');
    const boost = conditions.kind === 'freebet' ? conditions.boost_multiplier : undefined;
    const outcome = freebetReturn(variant, minor(bet.stake), settlement, boost as Odds1000 | undefined);
    const account = bonusAccount(bonus.id, bet.currency);
    if (outcome.restoreUse) {
      const insured = bonus.amount ?? 0;
      const staked = variant !== 'no_risk';
      const restored = await this.wallet.postIn(trx, {
        kind: 'freebet_restore',
        reference: bet.id,
        postings: [
          {
            account: staked ? houseOf(bet) : promotionsAccount(bet.currency),
            amount: -(staked ? bet.stake : insured),
          },
          { account, amount: staked ? bet.stake : insured },
        ],
      });
      if (restored.transactionId) await this.repo.restoreUse(trx, bonus.id);
    }
    if (outcome.refundFreebet > 0) {
      const refund = await this.repo.issue(
        {
          id: randomUUID(),
          player_id: bet.player_id,
          campaign_id: bonus.campaign_id,
          kind: 'freebet',
          variant: 'only_win',
          state: 'issued',
          amount: outcome.refundFreebet,
          currency: bet.currency,
          uses_left: 1,
          reference: `no-risk:${bet.id}`,
          issued_at: this.clock(),
        },
        trx,
      );
      const funding = freebetFunding(refund);
      if (funding) await this.wallet.postIn(trx, funding);
      const issued = { id: refund.id, type: 'freebet_only_win' as const, name: held.campaign.name };
      afterCommit = () => this.announce(bet.player_id, issued);
    }
    return { cash: outcome.cash, afterCommit };
  }

  /** How many uses the player's freebet has left (0 when it is not theirs). */
  async usesLeft(playerId: string, bonusId: string): Promise<number> {
    return (await this.repo.heldBonus(playerId, bonusId))?.bonus.uses_left ?? 0;
  }
}

/** The house account a bet's return comes from (as ledger.betReturnPosting's). */
const houseOf = (bet: { id: string; currency: string }) => houseAccount(bet.currency, bet.id);
