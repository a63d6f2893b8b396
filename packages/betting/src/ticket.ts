import { MatchStatus } from '@sportsbook/contract/light';
import { MESSAGE_KEYS } from './messages';
import { type BetBonus, betReturnRatio, type Id, isFreebet, type SlipBet, type SlipSelection } from './model';
import type { OddsAcceptMode } from './odds-accept';
import { assertNever } from './odds-format';
import { stakeForPotentialWin } from './potential-win';
import {
  acceptChanges,
  applyMarketUpdates,
  applyMatchStatus,
  applyProviderStatuses,
  applyRefusedCustomOdds,
  applyRefusedSelections,
  type MarketUpdate,
  type ProviderStatuses,
  type RefusedCustomOdds,
  type RefusedSelection,
} from './selection-updates';
import { type SerializedBet, serializeBet } from './serialize';
import {
  type BetTypeChoice,
  type BetTypeContext,
  betHasChanges,
  changeBetType,
  containsSelection,
  isCustomBet,
  putCustomBet,
  removeSelection,
  selectionIds,
  toggleSelection,
} from './slip';
import type { SystemType } from './system-types';
import { type Minor, minor, type Odds1000 } from './units';

/** SPEC §4 'Ticket states'. */
export const TICKET_STATES = ['initial', 'odds_changed', 'processing', 'success', 'error'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export interface TicketError {
  /** A message key (SPEC §8) or a localized server message. */
  readonly message: string;
  readonly details?: unknown;
}

/**
 * What a transition asks the edges to do; `effects` holds only those of the last transition.
 * - sign_in: open sign-in (placing while logged out).
 * - send_bets: POST the serialised bets; `betIndexes` are the slip bets they came from.
 * - bets_placed: analytics event for the placed bets.
 * - global_error: raise the global error alert.
 * - quick_bet: hand the outcome to the quick-bet machine.
 * - quick_mode_off: turn quick-bet mode off.
 * - open_custom_bet_modal: the first bet is a custom bet.
 */
export type TicketEffect =
  | { readonly type: 'sign_in' }
  | {
      readonly type: 'send_bets';
      readonly bets: readonly SerializedBet[];
      readonly betIndexes: readonly number[];
    }
  | { readonly type: 'bets_placed'; readonly bets: readonly unknown[] }
  | { readonly type: 'global_error' }
  | { readonly type: 'quick_bet'; readonly selection: SlipSelection }
  | { readonly type: 'quick_mode_off' }
  | { readonly type: 'open_custom_bet_modal'; readonly matchId: Id };

/** SPEC §3 'Ticket state'. */
export interface Ticket {
  readonly ticketState: TicketState;
  readonly error: TicketError | null;
  readonly bets: readonly SlipBet[];
  /** The bets the server accepted, shown in the success state. */
  readonly placedBets: readonly unknown[];
  readonly upcomingBonuses: readonly BetBonus[];
  readonly selectedOutcomeIds: readonly string[];
  /** Indexes into `bets` of the bets being placed. */
  readonly processingBets: readonly number[];
  readonly isRestoring: boolean;
  /** A request for the slip is under way (placing, custom-bet calculation, restore); clicks are ignored. */
  readonly inProgress: boolean;
  /** The currency the stakes are in; null until the slip first learns the player's currency. */
  readonly currency: string | null;
  readonly effects: readonly TicketEffect[];
}

export type TicketEvent =
  /** A click on an odds button. `quickMode` is whether quick-bet mode is on. */
  | { readonly type: 'select_outcome'; readonly selection: SlipSelection; readonly quickMode: boolean }
  /** 'Add to bet slip' in a bet builder: its selections (one match) as one custom bet, at the price it showed. */
  | {
      readonly type: 'add_custom_bet';
      readonly selections: readonly SlipSelection[];
      readonly customOdds: Odds1000;
      readonly quickMode: boolean;
    }
  | { readonly type: 'remove_selection'; readonly selectionId: string }
  | { readonly type: 'clear' }
  | {
      readonly type: 'change_bet_type';
      readonly to: BetTypeChoice;
      readonly system?: SystemType;
      readonly context: BetTypeContext;
    }
  /**
   * The player entered a stake, in `currency`: the one the field showed. A slip that did not know
   * its currency yet takes it (the first stake can come before anything told the slip).
   */
  | {
      readonly type: 'set_stake';
      readonly betIndex: number;
      readonly stake: Minor;
      readonly currency: string;
    }
  /** The player typed the potential win, in `currency`; the stake is derived from it. */
  | {
      readonly type: 'set_potential_win';
      readonly betIndex: number;
      readonly potentialWin: Minor;
      readonly currency: string;
    }
  | {
      readonly type: 'place';
      readonly isLoggedIn: boolean;
      readonly isPve: boolean;
      readonly currency: string;
    }
  | { readonly type: 'place_succeeded'; readonly placedBets: readonly unknown[] }
  | {
      readonly type: 'place_failed';
      readonly code?: number;
      readonly message?: string;
      readonly details?: unknown;
      /** The selections the refusal names, with their current state (error 101): flagged for 'Accept changes'. */
      readonly selections?: readonly RefusedSelection[];
      /** Custom bets refused because their price moved (error 120), with the current price. */
      readonly customOdds?: readonly RefusedCustomOdds[];
    }
  | { readonly type: 'accept_changes' }
  | { readonly type: 'reset' }
  | { readonly type: 'provider_status_changed'; readonly statuses: ProviderStatuses }
  | {
      readonly type: 'markets_changed';
      readonly markets: readonly MarketUpdate[];
      readonly mode: OddsAcceptMode;
    }
  | { readonly type: 'match_status_changed'; readonly matchId: Id; readonly status: MatchStatus }
  /** The player's current currency; a different one than the stakes' zeroes them (SPEC §4 'Currency change'). */
  | { readonly type: 'currency_changed'; readonly currency: string }
  | { readonly type: 'set_active_bonus'; readonly betIndex: number; readonly bonus: BetBonus | null }
  /** The set of bonuses available to a bet changed. */
  | { readonly type: 'bonuses_changed'; readonly betIndex: number; readonly available: readonly BetBonus[] }
  /**
   * The price of a custom bet, from the server. With `selectionIds`, only if the bet still has exactly
   * those selections (a price asked for before the player changed them is stale).
   */
  | {
      readonly type: 'custom_odds_calculated';
      readonly betIndex: number;
      readonly odds: Odds1000;
      readonly selectionIds?: readonly string[];
    }
  | { readonly type: 'set_upcoming_bonuses'; readonly bonuses: readonly BetBonus[] }
  | { readonly type: 'set_in_progress'; readonly inProgress: boolean }
  | { readonly type: 'restore_started' }
  /** `currency` is the one the restored stakes are in. */
  | { readonly type: 'restore_finished'; readonly bets?: readonly SlipBet[]; readonly currency?: string };

/** Whether the ticket waits for 'Accept changes': some bet has a changed-odds flag. */
export function ticketHasChanges(bets: readonly SlipBet[]): boolean {
  return bets.some(betHasChanges);
}

/** initial, or odds_changed when a bet carries a changed-odds flag. Initial clears the processing bets. */
function settle(ticket: Ticket, bets: readonly SlipBet[]): Ticket {
  return {
    ...ticket,
    bets,
    ticketState: ticketHasChanges(bets) ? 'odds_changed' : 'initial',
    error: null,
    processingBets: [],
    selectedOutcomeIds: selectionIds(bets),
  };
}

/** Keeps the state, but a live change of the bets may raise or clear odds_changed outside a placement. */
function refresh(ticket: Ticket, bets: readonly SlipBet[]): Ticket {
  if (bets.length === ticket.bets.length && bets.every((b, i) => b === ticket.bets[i])) return ticket;
  if (ticket.ticketState === 'initial' || ticket.ticketState === 'odds_changed') return settle(ticket, bets);
  if (ticket.ticketState === 'error' && ticketHasChanges(bets)) return settle(ticket, bets);
  return { ...ticket, bets };
}

function updateBet(ticket: Ticket, betIndex: number, update: (bet: SlipBet) => SlipBet): Ticket {
  const current = ticket.bets[betIndex];
  if (current === undefined) return ticket;
  const next = update(current);
  return next === current
    ? ticket
    : { ...ticket, bets: ticket.bets.map((b, i) => (i === betIndex ? next : b)) };
}

/** Sets a freebet (its stake becomes the freebet's) or another bonus; null removes it (a freebet's stake goes to 0). */
function setBonus(bet: SlipBet, bonus: BetBonus | null): SlipBet {
  if (bonus !== null && isFreebet(bonus.type)) {
    const stake = bonus.amount ?? minor(0);
    return { ...bet, bonus, stake, freebetStake: stake, stakeSource: 'stake' };
  }
  const hadFreebet = bet.bonus != null && isFreebet(bet.bonus.type);
  return hadFreebet ? { ...bet, bonus, stake: minor(0), freebetStake: undefined } : { ...bet, bonus };
}

/** When the bonus set changes the freebet is cleared and a hunting, tournament or comboboost bonus is used instead. */
const FALLBACK_BONUS_ORDER = ['hunting', 'tournament', 'comboboost'] as const;

function onBonusesChanged(bet: SlipBet, available: readonly BetBonus[]): SlipBet {
  const fallback = FALLBACK_BONUS_ORDER.map((type) => available.find((b) => b.type === type)).find(
    (b) => b !== undefined,
  );
  if (bet.bonus != null && isFreebet(bet.bonus.type)) return setBonus(bet, fallback ?? null);
  if (bet.bonus != null && available.some((b) => b.id === bet.bonus?.id)) return bet;
  return { ...bet, bonus: fallback ?? null };
}

const noEffects = (ticket: Ticket): Ticket =>
  ticket.effects.length === 0 ? ticket : { ...ticket, effects: [] };

/** The ticket machine: a pure `(state, event) => state`. */
export function ticketReducer(state: Ticket, event: TicketEvent): Ticket {
  const ticket = noEffects(state);
  switch (event.type) {
    case 'select_outcome':
      return selectOutcome(ticket, event.selection, event.quickMode);
    case 'add_custom_bet':
      return addCustomBet(ticket, event);
    case 'remove_selection':
      if (ticket.inProgress) return ticket;
      return settle(ticket, removeSelection(ticket.bets, event.selectionId));
    case 'clear':
      if (ticket.inProgress) return ticket;
      return settle(ticket, []);
    case 'change_bet_type': {
      if (ticket.inProgress) return ticket;
      const change = changeBetType(ticket.bets, event.to, event.context, event.system);
      return change.ok ? settle(ticket, change.bets) : ticket;
    }
    case 'set_stake':
      return updateBet(inCurrency(ticket, event.currency), event.betIndex, (bet) => ({
        ...bet,
        stake: event.stake,
        stakeSource: 'stake',
      }));
    case 'set_potential_win':
      return updateBet(inCurrency(ticket, event.currency), event.betIndex, (bet) => ({
        ...bet,
        stake: stakeForPotentialWin(event.potentialWin, betReturnRatio(bet)),
        stakeSource: 'potentialWin',
      }));
    case 'place':
      return place(ticket, event);
    case 'place_succeeded':
      if (ticket.ticketState !== 'processing') return ticket;
      return {
        ...ticket,
        ticketState: 'success',
        placedBets: event.placedBets,
        selectedOutcomeIds: [],
        inProgress: false,
        effects: [{ type: 'bets_placed', bets: event.placedBets }],
      };
    case 'place_failed':
      if (ticket.ticketState !== 'processing') return ticket;
      if (event.code !== undefined && event.code !== 401) {
        return {
          ...ticket,
          ticketState: 'error',
          bets: applyRefusedCustomOdds(
            event.selections ? applyRefusedSelections(ticket.bets, event.selections) : ticket.bets,
            event.customOdds ?? [],
          ),
          error: { message: event.message ?? MESSAGE_KEYS.placeBetsDefault, details: event.details },
          processingBets: [],
          selectedOutcomeIds: [],
          inProgress: false,
        };
      }
      return { ...settleInitial(ticket), inProgress: false, effects: [{ type: 'global_error' }] };
    case 'accept_changes':
      if (ticket.inProgress) return ticket;
      return settleInitial({ ...ticket, bets: acceptChanges(ticket.bets) });
    case 'reset':
      return { ...settleInitial(ticket), placedBets: [], inProgress: false };
    case 'provider_status_changed':
      return refresh(ticket, applyProviderStatuses(ticket.bets, event.statuses));
    case 'markets_changed':
      return refresh(ticket, applyMarketUpdates(ticket.bets, event.markets, event.mode));
    case 'match_status_changed':
      return refresh(ticket, applyMatchStatus(ticket.bets, event.matchId, event.status));
    case 'currency_changed':
      return inCurrency(ticket, event.currency);
    case 'set_active_bonus':
      return updateBet(ticket, event.betIndex, (bet) => setBonus(bet, event.bonus));
    case 'bonuses_changed':
      return updateBet(ticket, event.betIndex, (bet) => onBonusesChanged(bet, event.available));
    case 'custom_odds_calculated':
      return updateBet(ticket, event.betIndex, (bet) =>
        isCustomBet(bet) && (event.selectionIds === undefined || sameSelections(bet, event.selectionIds))
          ? { ...bet, customOdds: event.odds }
          : bet,
      );
    case 'set_upcoming_bonuses':
      return { ...ticket, upcomingBonuses: event.bonuses };
    case 'set_in_progress':
      return ticket.inProgress === event.inProgress ? ticket : { ...ticket, inProgress: event.inProgress };
    case 'restore_started':
      return { ...ticket, isRestoring: true };
    case 'restore_finished':
      return event.bets === undefined
        ? { ...ticket, isRestoring: false }
        : {
            ...settle(ticket, event.bets),
            isRestoring: false,
            ...(event.currency !== undefined && { currency: event.currency }),
          };
    default:
      return assertNever(event);
  }
}

/**
 * The slip with its stakes in `currency`: as it is when they already are; else with every stake
 * zeroed, since an amount means another sum in another currency (and a slip that never knew its
 * currency cannot say which one its stakes are in either).
 */
function inCurrency(ticket: Ticket, currency: string): Ticket {
  if (ticket.currency === currency) return ticket;
  return {
    ...ticket,
    currency,
    bets: ticket.bets.map((bet) =>
      bet.stake === 0 && bet.stakeSource === 'sharing'
        ? bet
        : { ...bet, stake: minor(0), stakeSource: 'sharing' },
    ),
  };
}

/** initial with no error and no processing bets, the selected outcomes following the bets. */
function settleInitial(ticket: Ticket): Ticket {
  return {
    ...ticket,
    ticketState: 'initial',
    error: null,
    processingBets: [],
    selectedOutcomeIds: selectionIds(ticket.bets),
  };
}

/**
 * SPEC §4 'Selecting an outcome': in quick mode on a live non-custom match it quick-bets; otherwise
 * quick mode turns off. If the ticket is in progress the click is ignored. A custom bet pick adds to
 * a custom-bet entry, and if the first bet is custom the custom-bet modal opens. Otherwise the
 * outcome toggles.
 */
function selectOutcome(ticket: Ticket, selection: SlipSelection, quickMode: boolean): Ticket {
  const custom = selection.isCustom === true;
  if (quickMode && selection.matchStatus === MatchStatus.live && !custom) {
    return { ...ticket, effects: [{ type: 'quick_bet', selection }] };
  }
  const quickOff: TicketEffect[] = quickMode ? [{ type: 'quick_mode_off' }] : [];
  if (ticket.inProgress) return quickMode ? { ...ticket, effects: quickOff } : ticket;
  const bets = toggleSelection(ticket.bets, selection);
  const next = settle(ticket, bets);
  const first = bets[0];
  const opensModal =
    custom && first !== undefined && isCustomBet(first) && containsSelection(bets, selection);
  return {
    ...next,
    effects: opensModal
      ? [...quickOff, { type: 'open_custom_bet_modal', matchId: selection.matchId }]
      : quickOff,
  };
}

const sameSelections = (bet: SlipBet, ids: readonly string[]): boolean =>
  bet.selections.length === ids.length && bet.selections.every((s, i) => s.id === ids[i]);

/**
 * SPEC §4 'Selecting an outcome', for a bet builder: its selections are added as one custom-bet
 * entry (replacing the custom bet of that match), and if the first bet is custom the custom-bet
 * modal opens. Quick mode turns off; while the ticket is in progress the click is ignored.
 */
function addCustomBet(ticket: Ticket, event: Extract<TicketEvent, { type: 'add_custom_bet' }>): Ticket {
  const quickOff: TicketEffect[] = event.quickMode ? [{ type: 'quick_mode_off' }] : [];
  const first = event.selections[0];
  if (ticket.inProgress || first === undefined)
    return quickOff.length > 0 ? { ...ticket, effects: quickOff } : ticket;
  const bets = putCustomBet(ticket.bets, event.selections, event.customOdds);
  const opensModal = bets[0] !== undefined && isCustomBet(bets[0]);
  return {
    ...settle(ticket, bets),
    effects: opensModal ? [...quickOff, { type: 'open_custom_bet_modal', matchId: first.matchId }] : quickOff,
  };
}

/**
 * Placing: logged out → initial and sign-in. A pve player → error. Otherwise the bets with a stake
 * above 0 go processing and are sent. Only from initial or error: in odds_changed (or an error that
 * flagged selections) the player must accept the changes first, and a placement under way or just placed is not placed again.
 */
function place(ticket: Ticket, event: Extract<TicketEvent, { type: 'place' }>): Ticket {
  if (!event.isLoggedIn) return { ...settleInitial(ticket), effects: [{ type: 'sign_in' }] };
  if (ticket.inProgress || (ticket.ticketState !== 'initial' && ticket.ticketState !== 'error'))
    return ticket;
  // After a refusal that flagged selections, the changes are accepted first (as in odds_changed).
  if (ticketHasChanges(ticket.bets)) return ticket;
  if (event.isPve) {
    return {
      ...ticket,
      ticketState: 'error',
      error: { message: MESSAGE_KEYS.pvePlayerBetForbidden },
      processingBets: [],
      selectedOutcomeIds: [],
    };
  }
  const betIndexes = ticket.bets.flatMap((bet, index) => (bet.stake > 0 ? [index] : []));
  if (betIndexes.length === 0) return ticket;
  return {
    ...ticket,
    ticketState: 'processing',
    error: null,
    processingBets: betIndexes,
    inProgress: true,
    effects: [
      {
        type: 'send_bets',
        bets: betIndexes.map((i) => serializeBet(ticket.bets[i] as SlipBet, event.currency)),
        betIndexes,
      },
    ],
  };
}
