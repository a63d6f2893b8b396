import { MESSAGE_KEYS } from './messages';
import { betPotentialWin, emptyBet, type SlipBet, type SlipSelection } from './model';
import { assertNever } from './odds-format';
import { type SerializedBet, serializeBet } from './serialize';
import type { Minor } from './units';
import { checkRestrictions, type ValidationContext } from './validation';

/** SPEC §4 'Quick bet': one-click betting on live matches with a stake approved beforehand. */
export const QUICK_BET_STATES = ['initial', 'processing', 'success', 'error'] as const;
export type QuickBetPhase = (typeof QUICK_BET_STATES)[number];

/**
 * - sign_in: open sign-in.
 * - open_slip: the restrictions asked for the player's attention; show the bet in the slip.
 * - send_quick_bet: POST the bet (meta.quick = true).
 */
export type QuickBetEffect =
  | { readonly type: 'sign_in' }
  | { readonly type: 'open_slip'; readonly selection: SlipSelection; readonly stake: Minor }
  | { readonly type: 'send_quick_bet'; readonly bet: SerializedBet };

/** SPEC §3 'Quick bet state'. */
export interface QuickBet {
  readonly isEnabled: boolean;
  readonly state: QuickBetPhase;
  readonly bet: SlipBet | null;
  readonly selectedOutcomeIds: readonly string[];
  readonly stake: Minor;
  readonly currency: string | null;
  readonly isApproved: boolean;
  /** A message key. */
  readonly error: string | null;
  readonly effects: readonly QuickBetEffect[];
}

export type QuickBetEvent =
  | { readonly type: 'toggle' }
  /** Quick mode off, e.g. on a pick outside live (SPEC §4 'Selecting an outcome'). */
  | { readonly type: 'disable' }
  | { readonly type: 'set_stake'; readonly stake: Minor }
  | { readonly type: 'set_currency'; readonly currency: string }
  | { readonly type: 'approve' }
  | { readonly type: 'balance_changed'; readonly currency: string; readonly balance: Minor }
  | {
      readonly type: 'place';
      /** The outcome clicked; null is an empty bet. */
      readonly selection: SlipSelection | null;
      readonly isLoggedIn: boolean;
      readonly isPve: boolean;
      readonly validation: ValidationContext;
    }
  | { readonly type: 'place_succeeded' }
  | { readonly type: 'place_failed'; readonly message?: string }
  | { readonly type: 'reset' };

function reset(quickBet: QuickBet): QuickBet {
  return { ...quickBet, state: 'initial', bet: null, selectedOutcomeIds: [], error: null };
}

function fail(quickBet: QuickBet, message: string): QuickBet {
  return { ...quickBet, state: 'error', error: message };
}

/** The quick-bet machine: a pure `(state, event) => state`. */
export function quickBetReducer(state: QuickBet, event: QuickBetEvent): QuickBet {
  const quickBet = state.effects.length === 0 ? state : { ...state, effects: [] };
  switch (event.type) {
    case 'toggle':
      return { ...quickBet, isEnabled: !quickBet.isEnabled, isApproved: false };
    case 'disable':
      return quickBet.isEnabled ? { ...quickBet, isEnabled: false } : quickBet;
    case 'set_stake':
      return { ...quickBet, stake: event.stake, isApproved: false };
    case 'set_currency':
      return { ...quickBet, currency: event.currency, isApproved: false };
    case 'approve':
      return { ...quickBet, isApproved: quickBet.stake > 0 };
    case 'balance_changed': {
      if (quickBet.currency !== null && event.currency !== quickBet.currency) return quickBet;
      const tooLow = event.balance <= 0 || event.balance < quickBet.stake;
      return tooLow && quickBet.isEnabled ? { ...quickBet, isEnabled: false } : quickBet;
    }
    case 'place':
      return place(quickBet, event);
    case 'place_succeeded':
      return quickBet.state === 'processing' ? { ...quickBet, state: 'success', error: null } : quickBet;
    case 'place_failed':
      return quickBet.state === 'processing'
        ? fail(quickBet, event.message ?? MESSAGE_KEYS.placeBetsDefault)
        : quickBet;
    case 'reset':
      return reset(quickBet);
    default:
      return assertNever(event);
  }
}

/**
 * SPEC §4 'Quick bet', in order: an empty bet resets; not logged in triggers sign-in; a pve player
 * gets error.platform.pve_player_bet_forbidden; placing proceeds only when approved and not already
 * processing; the restrictions check errors (a rejecting limit) or reopens the slip with the bet and
 * turns quick mode off (a warning the player must see); a potential win equal to or less than the
 * stake errors; otherwise processing (the selected outcomes cleared) and the bet is sent.
 */
function place(quickBet: QuickBet, event: Extract<QuickBetEvent, { type: 'place' }>): QuickBet {
  const { selection } = event;
  if (selection === null) return reset(quickBet);
  if (!event.isLoggedIn) return { ...quickBet, effects: [{ type: 'sign_in' }] };
  if (event.isPve) return fail(quickBet, MESSAGE_KEYS.pvePlayerBetForbidden);
  if (!quickBet.isApproved || quickBet.state === 'processing') return quickBet;

  const bet: SlipBet = { ...emptyBet('single', [selection]), stake: quickBet.stake };
  const restrictions = checkRestrictions(bet, event.validation);
  const firstError = restrictions.errors[0];
  if (firstError !== undefined) return fail({ ...quickBet, bet }, firstError.key);
  if (restrictions.warnings.length > 0) {
    return {
      ...reset(quickBet),
      isEnabled: false,
      effects: [{ type: 'open_slip', selection, stake: quickBet.stake }],
    };
  }
  if (betPotentialWin(bet) <= bet.stake)
    return fail({ ...quickBet, bet }, MESSAGE_KEYS.potentialWinEqualOrLess);
  const currency = quickBet.currency ?? event.validation.currency.code;
  return {
    ...quickBet,
    state: 'processing',
    bet,
    error: null,
    selectedOutcomeIds: [],
    effects: [{ type: 'send_quick_bet', bet: serializeBet(bet, currency) }],
  };
}
