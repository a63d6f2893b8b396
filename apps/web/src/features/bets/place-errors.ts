import type { Odds1000, RefusedCustomOdds, RefusedSelection, TicketEvent } from '@sportsbook/betting';
import type { TBetError, TErrorReply } from '@sportsbook/contract';
import { PlaceBetCode } from '@sportsbook/contract/light';
import { ApiError } from '@/shared/api/client';

/** Place-bet codes (the contract's, zod-free). */
export const PLACE_BET_CODE = PlaceBetCode;

/** SPEC §8: the message a place-bet code gives, whatever the server's text. */
const CODE_KEYS: Readonly<Record<number, string>> = {
  [PLACE_BET_CODE.invalidOdds]: 'error.place_bets.invalid_odds',
  [PLACE_BET_CODE.invalidOddsCustomBet]: 'error.place_bets.invalid_odds_custom_bet',
  [PLACE_BET_CODE.pvePlayerForbidden]: 'error.platform.pve_player_bet_forbidden',
};

export const PLACE_BETS_DEFAULT = 'error.place_bets.default';

/** What the slip shows under each refused bet: slip bet index → text or message key. */
export interface PlaceErrorDetails {
  byBet: Record<number, string>;
}

/**
 * The message of a refusal (SPEC §8): the server's localized message when present; the key of a
 * code SPEC names; the server's message key when this site can translate it; else the default.
 */
export function refusalMessage(
  refusal: { code?: number; message?: string; localized_message?: string },
  isKnownKey: (key: string) => boolean,
): string {
  // A server without a translation sends the key itself as the localized message.
  if (refusal.localized_message && refusal.localized_message !== refusal.message)
    return refusal.localized_message;
  const byCode = refusal.code === undefined ? undefined : CODE_KEYS[refusal.code];
  if (byCode) return byCode;
  if (refusal.message && isKnownKey(refusal.message)) return refusal.message;
  return PLACE_BETS_DEFAULT;
}

export type PlaceFailure =
  /** 401: the session is gone (SPEC §8: sign-out with session expired). */
  { kind: 'unauthorized' } | { kind: 'failed'; event: Extract<TicketEvent, { type: 'place_failed' }> };

const isBetError = (value: unknown): value is TBetError =>
  typeof value === 'object' && value !== null && typeof (value as TBetError).code === 'number';

/**
 * Turns a failed POST /v3/bets into what the ticket machine is told. `betIndexes[i]` is the slip
 * bet the request's bet `i` came from; per-bet messages and refused selections go with it. A custom
 * bet refused because its price moved (120) names its selections each with the new price of the
 * whole bet: that price goes to the bet, not to the selections. A failure without an HTTP answer
 * (network) carries no code: the machine resets and raises the global error.
 */
export function placeFailure(
  error: unknown,
  betIndexes: readonly number[],
  isKnownKey: (key: string) => boolean,
): PlaceFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', event: { type: 'place_failed' } };
  if (error.status === 401) return { kind: 'unauthorized' };
  const body: Partial<TErrorReply> | null = error.body;
  const code = typeof body?.code === 'number' ? body.code : error.status;
  const byBet: Record<number, string> = {};
  const selections: RefusedSelection[] = [];
  const customOdds: RefusedCustomOdds[] = [];
  for (const [key, value] of Object.entries(body?.data?.errors_by_bet ?? {})) {
    if (!isBetError(value)) continue;
    const slipIndex = betIndexes[Number(key)];
    if (slipIndex !== undefined) byBet[slipIndex] = refusalMessage(value, isKnownKey);
    if (value.code === PLACE_BET_CODE.invalidOddsCustomBet) {
      const price = value.selections?.find((s) => s.odds !== null)?.odds;
      if (slipIndex !== undefined && typeof price === 'number')
        customOdds.push({ betIndex: slipIndex, odds: price as Odds1000 });
      continue;
    }
    for (const s of value.selections ?? []) {
      selections.push({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        odds: s.odds,
        active: s.active,
      });
    }
  }
  const details: PlaceErrorDetails = { byBet };
  return {
    kind: 'failed',
    event: {
      type: 'place_failed',
      code,
      message: refusalMessage(
        { code, message: body?.message, localized_message: body?.data?.localized_message },
        isKnownKey,
      ),
      details,
      ...(selections.length > 0 && { selections }),
      ...(customOdds.length > 0 && { customOdds }),
    },
  };
}

/** The per-bet messages of the ticket's error, whatever shape `details` has. */
export function errorsByBet(details: unknown): Record<number, string> {
  if (typeof details !== 'object' || details === null) return {};
  const byBet = (details as Partial<PlaceErrorDetails>).byBet;
  return typeof byBet === 'object' && byBet !== null ? byBet : {};
}
