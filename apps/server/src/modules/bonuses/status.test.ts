import { BonusErrorKey, type TCampaignConditions, ZCampaignConditions } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { conditionProblems } from './conditions';
import { bonusStatus, bonusType, type StatusBonus, type StatusCampaign, timeFilter } from './status';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 18);
const running: StatusCampaign = {
  status: 'active',
  valid_from: NOW - HOUR,
  valid_to: NOW + HOUR,
  country_codes: [],
  only_verified: false,
};
const player = { country: 'DE', verified: false };
const issued: StatusBonus = { state: 'issued', uses_left: 1, expires_at: null };

describe('bonus status for a player (SPEC §4)', () => {
  it.each<
    [string, Partial<StatusCampaign>, StatusBonus | null, Partial<typeof player>, string, string | null]
  >([
    ['a running campaign without a bonus is available', {}, null, {}, 'available', null],
    ['an issued bonus is available', {}, issued, {}, 'available', null],
    ['an activated bonus is active', {}, { ...issued, state: 'active' }, {}, 'active', null],
    [
      'a bonus replaced by another is overridden',
      {},
      { ...issued, state: 'overridden' },
      {},
      'overridden',
      null,
    ],
    ['no uses left is bonus_over', {}, { ...issued, uses_left: 0 }, {}, 'bonus_over', null],
    [
      'used up wins over an ended campaign',
      { status: 'finished' },
      { ...issued, uses_left: 0 },
      {},
      'bonus_over',
      null,
    ],
    ['an ended campaign is expired', { status: 'finished' }, issued, {}, 'expired', null],
    ['a campaign past its window is expired', { valid_to: NOW }, null, {}, 'expired', null],
    ['a bonus past its own expiry is expired', {}, { ...issued, expires_at: NOW }, {}, 'expired', null],
    [
      'a paused campaign is deactivated',
      { status: 'paused' },
      { ...issued, state: 'active' },
      {},
      'deactivated',
      null,
    ],
    ['expiry wins over a pause', { status: 'paused', valid_to: NOW - 1 }, null, {}, 'expired', null],
    [
      'another country is not_available (country)',
      { country_codes: ['BR'] },
      null,
      {},
      'not_available',
      'country',
    ],
    [
      'a listed country is available',
      { country_codes: ['BR', 'DE'] },
      null,
      { country: 'de' },
      'available',
      null,
    ],
    [
      'verified-only for an unverified player',
      { only_verified: true },
      null,
      {},
      'not_available',
      'verification',
    ],
    [
      'verified-only for a verified player',
      { only_verified: true },
      null,
      { verified: true },
      'available',
      null,
    ],
    [
      'country is told before verification',
      { country_codes: ['BR'], only_verified: true },
      null,
      {},
      'not_available',
      'country',
    ],
    ['not started yet', { valid_from: NOW + 1 }, null, {}, 'not_available', 'not_started'],
    [
      'a pause is told before a country rule',
      { status: 'paused', country_codes: ['BR'] },
      null,
      {},
      'deactivated',
      null,
    ],
  ])('%s', (_rule, campaign, bonus, who, status, reason) => {
    expect(bonusStatus({ ...running, ...campaign }, bonus, { ...player, ...who }, NOW)).toEqual({
      status,
      reason,
    });
  });
});

describe('time filter (SPEC §4: Past, Valid, Upcoming)', () => {
  it.each<[string, Partial<StatusCampaign>, string]>([
    ['inside the window is valid', {}, 'valid'],
    ['the first instant is valid', { valid_from: NOW }, 'valid'],
    ['before the window is upcoming', { valid_from: NOW + 1 }, 'upcoming'],
    ['the end instant is past', { valid_to: NOW }, 'past'],
    ['an ended campaign is past inside its window', { status: 'finished' }, 'past'],
    ['a paused campaign inside its window is valid', { status: 'paused' }, 'valid'],
  ])('%s', (_rule, campaign, filter) => {
    expect(timeFilter({ ...running, ...campaign }, NOW)).toBe(filter);
  });
});

const freebet = (extra: Record<string, unknown> = {}): TCampaignConditions =>
  ZCampaignConditions.parse({
    kind: 'freebet',
    variant: 'only_win',
    amount: 500,
    currency: 'EUR',
    uses_count: 1,
    ...extra,
  });
const known = (code: string) => ['EUR', 'USD'].includes(code);

describe('campaign conditions the schema cannot check', () => {
  it('names the bonus type with the freebet variant', () => {
    const conditions = freebet();
    if (conditions.kind !== 'freebet') throw new Error('a freebet');
    expect(bonusType(conditions)).toBe('freebet_only_win');
    expect(conditions.match_status).toBe('any');
  });

  it('accepts consistent conditions', () => {
    expect(conditionProblems(freebet({ min_odds: 1500, max_odds: 3000 }), known)).toEqual([]);
  });

  it('refuses minimums above maximums and unknown currencies, each at its path', () => {
    expect(
      conditionProblems(
        freebet({ min_odds: 3000, max_odds: 1500, selections_from: 3, selections_to: 2, currency: 'XYZ' }),
        known,
      ),
    ).toEqual([
      { path: 'body.conditions.max_odds', message: BonusErrorKey.oddsRange },
      { path: 'body.conditions.selections_to', message: BonusErrorKey.selectionRange },
      { path: 'body.conditions.currency', message: BonusErrorKey.currencyUnknown },
    ]);
  });

  it('refuses comboboost ranges that overlap or run backwards', () => {
    const comboboost = ZCampaignConditions.parse({
      kind: 'comboboost',
      min_odds: 1200,
      uses_count: 5,
      ranges: [
        { min_count: 2, max_count: 3, bonus_odds: 1050 },
        { min_count: 3, max_count: 5, bonus_odds: 1100 },
        { min_count: 7, max_count: 6, bonus_odds: 1200 },
      ],
    });
    expect(conditionProblems(comboboost, known).map((p) => p.path)).toEqual([
      'body.conditions.ranges.1',
      'body.conditions.ranges.2',
    ]);
  });

  it('refuses tournament prizes above the whole pool', () => {
    const tournament = ZCampaignConditions.parse({
      kind: 'hunting_tournament',
      min_stake: 100,
      currency: 'EUR',
      farm_once_per_event: true,
      uses_count: 1,
      initial_pool: 100_000,
      prizes_bp: [6000, 5000],
    });
    expect(conditionProblems(tournament, known)).toEqual([
      { path: 'body.conditions.prizes_bp', message: BonusErrorKey.prizesOverPool },
    ]);
  });
});
