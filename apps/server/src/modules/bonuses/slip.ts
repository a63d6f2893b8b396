import {
  betTotalOdds,
  betTypeFromWire,
  comboboostState,
  type EventIds,
  type FreebetRules,
  type FreebetVariant,
  fitsEvents,
  freebetProblem,
  type Odds1000,
  parseSystemTypeId,
} from '@sportsbook/betting';
import type { TPlaceBet, TPlayerBonus, TSlipBonus } from '@sportsbook/contract';

/** A selection's match as the bonus rules judge it (the catalogue's ids and whether it is live). */
export interface SlipMatch {
  sportId: number;
  categoryId: number;
  tournamentId: number;
  live: boolean;
}

/** The player's bonuses a slip may use: freebets they hold and comboboosts open to them, usable now. */
const usable = (item: TPlayerBonus) => item.status === 'available' || item.status === 'active';

/**
 * SPEC §7 'POST /bonuses': for each bet of the slip, every freebet (in the bet's currency) and,
 * for a combo, every comboboost the player may use now, judged by the pure rules placement applies
 * (`freebetProblem`, `comboboostState` of packages/betting) with the selections' event ids. A
 * freebet is judged as if chosen: its amount is the stake (a no-risk one insures the stake typed,
 * up to its amount), as the slip sets it when the player picks it.
 */
export function upcomingBonuses(
  listed: readonly TPlayerBonus[],
  bets: readonly TPlaceBet[],
  matches: ReadonlyMap<number, SlipMatch>,
): TSlipBonus[] {
  const bonuses = listed.filter(usable);
  return bets.flatMap((bet, index) => {
    const type = betTypeFromWire(bet);
    const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
    const odds = betTotalOdds({
      type,
      selections: bet.selections.map((s) => ({ odds: s.odds as Odds1000 })),
      ...(system && { system }),
      ...(bet.custom_odds !== undefined && { customOdds: bet.custom_odds as Odds1000 }),
    });
    const selections = bet.selections.map((s, position) => {
      const match = matches.get(s.match_id);
      const ids: EventIds = match
        ? {
            matchId: s.match_id,
            sportId: match.sportId,
            categoryId: match.categoryId,
            tournamentId: match.tournamentId,
          }
        : { matchId: s.match_id };
      return { ...ids, id: String(position), odds: s.odds, live: match?.live ?? false, known: !!match };
    });
    const base = { bet: index, activeRangeIndex: null, bonusOdds: null, next: null };
    return bonuses.flatMap((item): TSlipBonus[] => {
      const { conditions } = item;
      if (conditions.kind === 'comboboost' && type === 'combo') {
        const state = comboboostState(
          conditions,
          selections.filter((s) => s.known),
        );
        const top = Math.max(...conditions.ranges.map((r) => r.max_count));
        return [
          {
            ...base,
            bonusId: item.id,
            bonusType: item.bonus_type,
            name: item.name,
            suitableSelections: state.suitableSelections.map(Number),
            suitableCount: state.suitableCount,
            completedCount: state.activeRangeIndex === null ? 0 : Math.min(state.suitableCount, top),
            activeRangeIndex: state.activeRangeIndex,
            disabled: state.bonusOdds === null,
            problem: state.bonusOdds === null ? 'error.bonus.comboboost_selections' : null,
            bonusOdds: state.bonusOdds,
            next: state.next,
            amount: null,
            currency: null,
          },
        ];
      }
      const { issued } = item;
      if (conditions.kind !== 'freebet' || !issued || item.bonus_id === null) return [];
      const currency = issued.currency ?? conditions.currency;
      if (currency !== bet.stake.currency) return [];
      const variant = item.bonus_type.slice('freebet_'.length) as FreebetVariant;
      const amount = issued.amount ?? conditions.amount;
      const rules: FreebetRules = { ...conditions, variant, amount, currency };
      const stake = variant === 'no_risk' && bet.stake.value > 0 ? bet.stake.value : amount;
      const problem = freebetProblem(rules, { type, stake, currency, odds, selections });
      const wantsLive = conditions.match_status === 'live';
      const suitable = selections
        .filter((s) => s.known && fitsEvents(conditions.events, s))
        .filter((s) => conditions.match_status === 'any' || s.live === wantsLive)
        .map((s) => Number(s.id));
      return [
        {
          ...base,
          bonusId: item.bonus_id,
          bonusType: item.bonus_type,
          name: item.name,
          suitableSelections: suitable,
          suitableCount: suitable.length,
          completedCount: problem === null ? suitable.length : 0,
          disabled: problem !== null,
          problem,
          amount,
          currency,
        },
      ];
    });
  });
}
