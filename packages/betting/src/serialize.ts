import type { BetBonus, BetType, Id, SlipBet } from './model';
import { type SystemTypeId, systemTypeId } from './system-types';
import type { Minor, Odds1000 } from './units';

/** SPEC §3 'Bet serialisation for placing', snake_case as on the wire. */
export interface SerializedSelection {
  readonly match_id: Id;
  readonly market_id: Id;
  readonly specifier: string;
  readonly outcome_id: Id;
  readonly odds: Odds1000;
}

export interface SerializedBet {
  readonly bonus?: { readonly id: BetBonus['id']; readonly type: BetBonus['type']; readonly odds?: Odds1000 };
  readonly stake: { readonly value: Minor; readonly currency: string };
  readonly selections: readonly SerializedSelection[];
  /** System bets only: "{winCount}/{totalCount}". */
  readonly system_id?: SystemTypeId;
  /** Custom bets only. */
  readonly custom_odds?: Odds1000;
}

/**
 * The wire field that marks a bet type, in the order a reader checks them, and its value from the
 * slip bet. Single and combo have none: the number of selections tells them apart. Serialising and
 * reading the type back both come from this table, so they cannot drift apart.
 */
const TYPE_MARKERS = [
  { type: 'custom_bet', field: 'custom_odds', value: (bet: SlipBet) => bet.customOdds },
  {
    type: 'system',
    field: 'system_id',
    value: (bet: SlipBet) => (bet.system === undefined ? undefined : systemTypeId(bet.system)),
  },
] as const satisfies readonly {
  type: BetType;
  field: keyof SerializedBet;
  value: (bet: SlipBet) => SerializedBet[keyof SerializedBet] | undefined;
}[];

/** A bet as sent to POST /bets. Each selection goes with the odds the player accepted. */
export function serializeBet(bet: SlipBet, currency: string): SerializedBet {
  const marker = TYPE_MARKERS.find((m) => m.type === bet.type);
  const marked = marker?.value(bet);
  return {
    ...(bet.bonus != null && {
      bonus: {
        id: bet.bonus.id,
        type: bet.bonus.type,
        ...(bet.bonus.odds !== undefined && { odds: bet.bonus.odds }),
      },
    }),
    stake: { value: bet.stake, currency },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.acceptedOdds,
    })),
    ...(marker !== undefined && marked !== undefined && { [marker.field]: marked }),
  };
}

/** The fields of a placed bet that tell its type. */
export interface WireBetTypeFields {
  readonly custom_odds?: number | undefined;
  readonly system_id?: string | undefined;
  readonly selections: readonly unknown[];
}

/** A bet's type from its wire form, the inverse of `serializeBet`: custom odds, a system id, else by count. */
export function betTypeFromWire(bet: WireBetTypeFields): BetType {
  const marker = TYPE_MARKERS.find((m) => bet[m.field] !== undefined);
  if (marker !== undefined) return marker.type;
  return bet.selections.length === 1 ? 'single' : 'combo';
}
