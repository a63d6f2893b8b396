import type { BetBonus, Id, SlipBet } from './model';
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

/** A bet as sent to POST /bets. Each selection goes with the odds the player accepted. */
export function serializeBet(bet: SlipBet, currency: string): SerializedBet {
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
    ...(bet.type === 'system' && bet.system !== undefined && { system_id: systemTypeId(bet.system) }),
    ...(bet.type === 'custom_bet' && bet.customOdds !== undefined && { custom_odds: bet.customOdds }),
  };
}
