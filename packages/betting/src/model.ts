import type { MatchStatus } from '@sportsbook/contract/light';
import {
  applyRatio,
  comboRatio,
  type ReturnRatio,
  ratioToOdds,
  singleRatio,
  systemRatio,
} from './potential-win';
import type { SystemType } from './system-types';
import { type Minor, minor, type Odds1000 } from './units';

/** Odds providers (SPEC §3), spelled as in the wire contract. */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Match status (SPEC §4), named in the contract: `MatchStatus.live`. */
export type { MatchStatus } from '@sportsbook/contract/light';

/** Bet types of the slip (SPEC §4). */
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Maps a server bet type to the slip's: double, treble and accumulator are combos. Null if unknown. */
export function betTypeFromServer(type: string): BetType | null {
  switch (type) {
    case 'double':
    case 'treble':
    case 'accumulator':
      return 'combo';
    case 'single':
    case 'combo':
    case 'system':
    case 'custom_bet':
      return type;
    default:
      return null;
  }
}

export type BetTitle = 'singles' | 'doubles' | 'trebles' | 'accumulator';

/**
 * SPEC §4 titles by the number of selections per line: 1 singles, 2 doubles, 3 trebles, 4 or more
 * accumulator. A combo has n per line, a system k/n has k (a 2/3 system is three doubles).
 */
export function betTitle(selectionsPerLine: number): BetTitle {
  if (selectionsPerLine <= 1) return 'singles';
  if (selectionsPerLine === 2) return 'doubles';
  if (selectionsPerLine === 3) return 'trebles';
  return 'accumulator';
}

/** How the stake was entered (SPEC §3 Bet.stakeSource). */
export type StakeSource = 'stake' | 'potentialWin' | 'sharing';

export const BONUS_TYPES = [
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'comboboost',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export function isFreebet(type: BonusType): boolean {
  return type === 'freebet_no_risk' || type === 'freebet_all_win' || type === 'freebet_only_win';
}

/** A bonus that can be set on a bet. A freebet carries its stake; a comboboost its bonus odds. */
export interface BetBonus {
  readonly id: string | number;
  readonly type: BonusType;
  readonly odds?: Odds1000;
  readonly amount?: Minor;
}

export type Id = string | number;

/** A selection in the slip (SPEC §3 'Bet selection' with the slip's own fields). */
export interface SlipSelection {
  /** The selection's identity in the slip and in selectedOutcomeIds: see `selectionKey`. */
  readonly id: string;
  readonly matchId: Id;
  readonly matchUrnId?: string;
  readonly matchSlug?: string;
  readonly matchStatus: MatchStatus;
  readonly marketId: Id;
  readonly marketName?: string;
  readonly marketGroup?: string;
  readonly specifier: string;
  readonly outcomeId: Id;
  readonly outcomeName?: string;
  /** The current price from the server. */
  readonly odds: Odds1000;
  /** The price the player has agreed to; this is what is sent when placing. */
  readonly acceptedOdds: Odds1000;
  /** The price when the selection was added. */
  readonly initialOdds: Odds1000;
  readonly active: boolean;
  readonly provider: Provider;
  readonly sportKey?: string;
  readonly nameA?: string;
  readonly nameB?: string;
  readonly categoryName?: string;
  /** True for a bet-builder selection: it belongs to the custom bet of its match. */
  readonly isCustom?: boolean;
  readonly isSuspended: boolean;
  readonly isChanged: boolean;
  readonly isNotAvailable: boolean;
}

/** One market outcome a player can pick, before it becomes a slip selection. */
export type OutcomePick = Omit<
  SlipSelection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'active' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
> & { readonly active?: boolean };

/** "matchId:marketId:specifier:outcomeId", one outcome of one market line. */
export function selectionKey(s: {
  readonly matchId: Id;
  readonly marketId: Id;
  readonly specifier: string;
  readonly outcomeId: Id;
}): string {
  return `${s.matchId}:${s.marketId}:${s.specifier}:${s.outcomeId}`;
}

/** A fresh slip selection: accepted and initial odds are the current odds, no flags. */
export function createSelection(pick: OutcomePick): SlipSelection {
  return {
    ...pick,
    id: selectionKey(pick),
    acceptedOdds: pick.odds,
    initialOdds: pick.odds,
    active: pick.active ?? true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** A bet of the slip (SPEC §3 'Bet', the fields the slip owns). */
export interface SlipBet {
  readonly type: BetType;
  readonly selections: readonly SlipSelection[];
  readonly stake: Minor;
  readonly stakeSource: StakeSource;
  /** Only for type 'system'. */
  readonly system?: SystemType;
  /** Only for type 'custom_bet': the price the server calculated for the whole bet builder. */
  readonly customOdds?: Odds1000;
  /**
   * Only for type 'custom_bet', while a new price from the server waits for 'Accept changes' (a
   * placement refused with code 120): the price the player had agreed to.
   */
  readonly customOddsBefore?: Odds1000;
  readonly bonus?: BetBonus | null;
  readonly freebetStake?: Minor;
}

export function emptyBet(type: BetType, selections: readonly SlipSelection[]): SlipBet {
  return { type, selections, stake: minor(0), stakeSource: 'stake' };
}

/** What the arithmetic needs of a bet. */
export interface BetShape {
  readonly type: BetType;
  readonly selections: readonly { readonly odds: Odds1000 }[];
  readonly system?: SystemType;
  readonly customOdds?: Odds1000;
}

/**
 * Exact return per unit of stake of a bet at its current odds. A system without a system type or a
 * custom bet without calculated odds returns nothing (ratio 0).
 */
export function betReturnRatio(bet: BetShape): ReturnRatio {
  const odds = bet.selections.map((s) => s.odds);
  switch (bet.type) {
    case 'single': {
      const first = odds[0];
      return first === undefined ? ZERO_RATIO : singleRatio(first);
    }
    case 'combo':
      return odds.length === 0 ? ZERO_RATIO : comboRatio(odds);
    case 'system':
      return bet.system === undefined || bet.system.winCount > odds.length || bet.system.winCount < 1
        ? ZERO_RATIO
        : systemRatio(odds, bet.system.winCount);
    case 'custom_bet':
      return bet.customOdds === undefined ? ZERO_RATIO : singleRatio(bet.customOdds);
    default:
      return assertNeverBetType(bet.type);
  }
}

/** Potential win (stake included) of a bet at its current odds, rounded down to a minor unit. */
export function betPotentialWin(bet: BetShape & { readonly stake: Minor }): Minor {
  return applyRatio(bet.stake, betReturnRatio(bet));
}

/**
 * Total odds of a bet ×1000, rounded down: a single's odds, a combo's product, a custom bet's
 * calculated odds; for a system the effective odds, potential win ÷ stake.
 */
export function betTotalOdds(bet: BetShape): Odds1000 {
  return ratioToOdds(betReturnRatio(bet));
}

const ZERO_RATIO: ReturnRatio = { num: 0n, den: 1n };

function assertNeverBetType(type: never): never {
  throw new Error(`unknown bet type: ${String(type)}`);
}
