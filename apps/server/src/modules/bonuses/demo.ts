import { randomUUID } from 'node:crypto';
import { type TCampaignConditionsInput, ZCampaignConditions } from '@sportsbook/contract';
import type { BonusesRepo } from './repo';

const DAY = 86_400_000;

interface DemoCampaign {
  id: string;
  name: string;
  /** Window relative to the first seeding, in days. */
  from: number;
  to: number;
  country_codes?: string[];
  only_verified?: boolean;
  promo_code?: string;
  conditions: TCampaignConditionsInput;
  /** Issued to the demo player (freebets are seen only once issued). */
  issue?: true;
}

const freebet = (variant: 'all_win' | 'only_win' | 'no_risk', amount: number) =>
  ({ kind: 'freebet', variant, amount, currency: 'EUR', uses_count: 1, min_odds: 1500 }) as const;

const RANGES = [
  { min_count: 3, max_count: 4, bonus_odds: 1050 },
  { min_count: 5, max_count: 7, bonus_odds: 1100 },
  { min_count: 8, max_count: 20, bonus_odds: 1150 },
];

/**
 * The demo's campaigns: one of every kind the demo player can take (freebets of each variant
 * issued to them, WELCOME as promo code), and one each that is country-restricted, verified-only
 * (the demo player is neither in Brazil nor verified), over, and not started yet.
 */
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    id: 'demo-comboboost',
    name: 'Combo boost: up to +15 %',
    from: -1,
    to: 365,
    conditions: { kind: 'comboboost', min_odds: 1200, uses_count: 10, ranges: RANGES },
  },
  {
    id: 'demo-freebet-all-win',
    name: 'Free bet €5',
    from: -1,
    to: 365,
    conditions: freebet('all_win', 500),
    issue: true,
  },
  {
    id: 'demo-freebet-only-win',
    name: 'Free bet €10, winnings only',
    from: -1,
    to: 365,
    conditions: freebet('only_win', 1000),
    issue: true,
  },
  {
    id: 'demo-freebet-no-risk',
    name: 'Risk-free bet €10',
    from: -1,
    to: 365,
    conditions: freebet('no_risk', 1000),
    issue: true,
  },
  {
    id: 'demo-amb',
    name: 'Three bets, one free bet',
    from: -1,
    to: 365,
    conditions: {
      kind: 'amb_freebet',
      min_stake: 500,
      currency: 'EUR',
      min_odds: 1500,
      ranges: [
        { bets_count: 3, freebets_count: 1, amount: 500 },
        { bets_count: 6, freebets_count: 2, amount: 500 },
      ],
      freebet_variant: 'all_win',
      uses_count: 1,
    },
  },
  {
    id: 'demo-hunting',
    name: 'Goal hunt',
    from: -1,
    to: 365,
    conditions: {
      kind: 'hunting',
      min_odds: 1500,
      min_stake: 100,
      currency: 'EUR',
      farm_once_per_event: true,
      uses_count: 1,
      points_per_freebet: 10,
      freebet: { variant: 'only_win', amount: 500, currency: 'EUR' },
    },
  },
  {
    id: 'demo-tournament',
    name: 'Weekend tournament',
    from: -1,
    to: 365,
    conditions: {
      kind: 'hunting_tournament',
      min_odds: 1500,
      min_stake: 100,
      currency: 'EUR',
      farm_once_per_event: false,
      uses_count: 1,
      initial_pool: 100_000,
      pool_share_bp: 500,
      prizes_bp: [5000, 3000, 2000],
    },
  },
  {
    id: 'demo-lootbox',
    name: 'Lootbox every 3 bets',
    from: -1,
    to: 365,
    conditions: {
      kind: 'lootbox',
      min_stake: 100,
      currency: 'EUR',
      bets_per_lootbox: 3,
      uses_count: 1,
      rewards: [
        { weight: 3, reward: { type: 'freebet', variant: 'only_win', amount: 200, currency: 'EUR' } },
        { weight: 1, reward: { type: 'boost', odds: 1100 } },
      ],
    },
  },
  {
    id: 'demo-promo-welcome',
    name: 'Promo code WELCOME',
    from: -1,
    to: 365,
    promo_code: 'WELCOME',
    conditions: { kind: 'promo_code', grants_campaign_id: 'demo-freebet-all-win' },
  },
  {
    id: 'demo-comboboost-brazil',
    name: 'Combo boost Brazil',
    from: -1,
    to: 365,
    country_codes: ['BR'],
    conditions: { kind: 'comboboost', min_odds: 1300, uses_count: 5, ranges: RANGES },
  },
  {
    id: 'demo-hunting-verified',
    name: 'Verified players’ hunt',
    from: -1,
    to: 365,
    only_verified: true,
    conditions: {
      kind: 'hunting',
      min_stake: 500,
      currency: 'EUR',
      farm_once_per_event: true,
      uses_count: 1,
      points_per_freebet: 5,
      freebet: { variant: 'all_win', amount: 1000, currency: 'EUR' },
    },
  },
  {
    id: 'demo-lootbox-past',
    name: 'Summer lootbox',
    from: -60,
    to: -30,
    conditions: {
      kind: 'lootbox',
      min_stake: 100,
      currency: 'EUR',
      bets_per_lootbox: 2,
      uses_count: 1,
      rewards: [{ weight: 1, reward: { type: 'boost', odds: 1200 } }],
    },
  },
  {
    id: 'demo-comboboost-upcoming',
    name: 'Champions combo boost',
    from: 7,
    to: 60,
    conditions: { kind: 'comboboost', min_odds: 1200, uses_count: 5, ranges: RANGES },
  },
];

/**
 * Demo mode: the demo campaigns and the demo player's freebets; safe to run at every start (a
 * campaign is inserted once by its id, a freebet once by its reference).
 */
export async function seedDemoBonuses(
  repo: BonusesRepo,
  issue: (row: Parameters<BonusesRepo['issue']>[0]) => Promise<unknown>,
  playerId: string,
  now: number,
): Promise<void> {
  for (const campaign of DEMO_CAMPAIGNS) {
    const conditions = ZCampaignConditions.parse(campaign.conditions);
    await repo.ensureCampaign({
      id: campaign.id,
      kind: conditions.kind,
      name: campaign.name,
      status: 'active',
      valid_from: now + campaign.from * DAY,
      valid_to: now + campaign.to * DAY,
      country_codes: JSON.stringify(campaign.country_codes ?? []),
      only_verified: campaign.only_verified ? 1 : 0,
      promo_code: campaign.promo_code ?? null,
      conditions: JSON.stringify(conditions),
      created_at: now,
      updated_at: now,
    });
    if (campaign.issue && conditions.kind === 'freebet')
      await issue({
        id: randomUUID(),
        player_id: playerId,
        campaign_id: campaign.id,
        kind: conditions.kind,
        state: 'issued',
        amount: conditions.amount,
        currency: conditions.currency,
        uses_left: conditions.uses_count,
        reference: `demo:${campaign.id}`,
        issued_at: now,
      });
  }
}
