import {
  type BetBonus,
  type BonusType,
  isCustomBet,
  isFreebet,
  type Minor,
  type Odds1000,
  type SlipBet,
  serializeBet,
} from '@sportsbook/betting';
import type { TPlaceBet, TSlipBonus } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

// The slip's bonuses (issue 22 item 7) come from POST /bonuses, which judges them by the rules
// placement applies: the slip holds no copy of them. What is here only maps the answer onto the
// slip's bets and says which ticket events follow from it.

/**
 * What POST /bonuses is asked about: the slip's regular bets as they would be placed, without
 * their bonus (choosing one must not ask again). A custom bet takes no bonus.
 */
export function slipBonusesBets(bets: readonly SlipBet[], currency: string): TPlaceBet[] {
  return bets.flatMap((bet) => {
    if (isCustomBet(bet) || bet.selections.length === 0) return [];
    const { stake, selections, system_id } = serializeBet(bet, currency);
    return [
      {
        stake: { ...stake },
        selections: selections.map((s) => ({
          ...s,
          match_id: Number(s.match_id),
          market_id: Number(s.market_id),
          outcome_id: String(s.outcome_id),
        })),
        ...(system_id !== undefined && { system_id }),
      },
    ];
  });
}

/** The slip's bet positions of the bets slipBonusesBets sends (custom bets are left out). */
export function slipBonusesPositions(bets: readonly SlipBet[]): number[] {
  return bets.flatMap((bet, index) => (isCustomBet(bet) || bet.selections.length === 0 ? [] : [index]));
}

/** Keyed by the slip's content, so an unchanged slip is answered from the cache. */
export const slipBonusesQueryOptions = (locale: string, bets: readonly TPlaceBet[]) =>
  queryOptions({
    queryKey: ['bonuses', 'slip', locale, bets] as const,
    queryFn: async ({ signal }): Promise<TSlipBonus[]> => {
      const reply = await api('POST /api/sportsbook/bonuses', {
        body: { meta: {}, bets: [...bets] },
        locale,
        signal,
      });
      return reply.data.upcomingBonuses;
    },
    staleTime: 0,
  });

/** A slip bonus as the bet carries it when chosen: a freebet with its amount, a comboboost with its odds. */
export function betBonusOf(item: TSlipBonus): BetBonus {
  const type = item.bonusType as BonusType;
  if (isFreebet(type)) return { id: item.bonusId, type, amount: (item.amount ?? 0) as Minor };
  return { id: item.bonusId, type, ...(item.bonusOdds !== null && { odds: item.bonusOdds as Odds1000 }) };
}

/** The bonuses offered to the bet at this position of the request. */
export const bonusesOfBet = (upcoming: readonly TSlipBonus[], requestIndex: number) =>
  upcoming.filter((item) => item.bet === requestIndex);

/** The best comboboost the bet reaches now (highest bonus odds), or null. */
export function bestComboboost(offers: readonly TSlipBonus[]): TSlipBonus | null {
  return (
    offers
      .filter((item) => item.bonusType === 'comboboost' && !item.disabled && item.bonusOdds !== null)
      .sort((a, b) => (b.bonusOdds ?? 0) - (a.bonusOdds ?? 0))[0] ?? null
  );
}

/** The comboboost nearest to a better range (fewest selections missing), or null. */
export function nearestComboboost(offers: readonly TSlipBonus[]): TSlipBonus | null {
  return (
    offers
      .filter((item) => item.bonusType === 'comboboost' && item.next !== null)
      .sort((a, b) => (a.next?.needed ?? 0) - (b.next?.needed ?? 0))[0] ?? null
  );
}

export type SlipBonusEvent =
  | { readonly type: 'set_active_bonus'; readonly bonus: BetBonus | null }
  | { readonly type: 'bonuses_changed'; readonly available: readonly BetBonus[] };

/**
 * The ticket event the server's answer calls for on one bet, or null (SPEC §4 'Currency change'):
 * - a chosen freebet the answer no longer offers, or offers disabled, is cleared (its stake goes
 *   back to 0) and a comboboost the bet reaches is used instead (`bonuses_changed`);
 * - without a freebet, the bet carries the best comboboost it reaches, or none.
 */
export function slipBonusEvent(bet: SlipBet, offers: readonly TSlipBonus[]): SlipBonusEvent | null {
  const usable = offers.filter((item) => !item.disabled);
  const chosen = bet.bonus ?? null;
  if (chosen && isFreebet(chosen.type)) {
    const stillFits = usable.some((item) => String(item.bonusId) === String(chosen.id));
    if (stillFits) return null;
    const best = bestComboboost(offers);
    return { type: 'bonuses_changed', available: best ? [betBonusOf(best)] : [] };
  }
  const best = bestComboboost(offers);
  const wanted = best ? betBonusOf(best) : null;
  const same =
    String(chosen?.id ?? '') === String(wanted?.id ?? '') &&
    (chosen?.odds ?? null) === (wanted?.odds ?? null);
  if (same || (chosen !== null && chosen.type !== 'comboboost' && wanted === null)) return null;
  return { type: 'set_active_bonus', bonus: wanted };
}
